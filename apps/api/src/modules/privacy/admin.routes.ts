import { privacyRecordsRoutes } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { PrivacyRecordsService } from './privacy-records.service';

/** The back office's 'Privacidade (LGPD)': the data requests and the views of payout destinations. */
export function privacyAdminRoutes(
  app: FastifyInstance,
  records: PrivacyRecordsService,
): void {
  route(app, privacyRecordsRoutes.requests, (request) =>
    records.requests(request.query),
  );
  route(app, privacyRecordsRoutes.dataViews, (request) =>
    records.dataViews(request.query),
  );
}

import { accountDataRoutes } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { downloadHeaders } from '../../lib/download-headers';
import { currentUser } from '../../plugins/auth';
import type { AccountClosureService } from './account-closure.service';
import type { AccountExportService } from './account-export.service';

/**
 * A host's 'Meus dados': GET /api/users/me/data, POST /api/users/me/data/export,
 * GET /api/users/data-export (by the mailed token), POST and DELETE /api/users/me/closure.
 */
export function privacyHostRoutes(
  app: FastifyInstance,
  services: { exports: AccountExportService; closure: AccountClosureService },
): void {
  const { exports, closure } = services;
  route(app, accountDataRoutes.accountData, async (request) => {
    const { userId } = currentUser(request);
    return {
      success: true as const,
      export: await exports.status(userId),
      closure: await closure.status(userId),
    };
  });
  route(app, accountDataRoutes.requestExport, async (request, reply) =>
    reply.code(202).send(await exports.request(currentUser(request).userId)),
  );
  route(app, accountDataRoutes.downloadExport, async (request, reply) => {
    const { zip, filename } = await exports.download(request.query.token);
    return reply
      .headers({
        ...downloadHeaders(filename, 'application/zip'),
        'referrer-policy': 'no-referrer',
      })
      .send(zip);
  });
  route(app, accountDataRoutes.requestClosure, (request) =>
    closure.request(currentUser(request).userId),
  );
  route(app, accountDataRoutes.cancelClosure, (request) =>
    closure.cancel(currentUser(request).userId),
  );
}

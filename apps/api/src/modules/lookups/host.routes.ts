import { lookupsRoutes } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { route } from '../../http/route';
import { perMinute } from '../../plugins/rate-limit';
import type { LookupsService } from './lookups.service';

/**
 * Signed-in host: postal-code and address lookups of the event info page, cached and
 * throttled on the server.
 */
export function lookupsHostRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'config'>,
  service: LookupsService,
): void {
  /** Per client address; the host triggers lookups by hand, so this only stops abuse. */
  const rateLimit = perMinute(deps.config.LOOKUPS_PER_MINUTE);

  route(
    app,
    lookupsRoutes.cep,
    (request) => service.lookupCep(request.params.cep),
    { config: rateLimit },
  );

  route(
    app,
    lookupsRoutes.geocode,
    (request) => service.geocode(request.query.q),
    { config: rateLimit },
  );
}

import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { lookupsHostRoutes } from './host.routes';
import { createLookupsService } from './lookups.service';

/** The lookups domain: its service (cache and throttle around the providers), built once, and its routes. */
export async function lookupsDomain(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
  const { config } = deps;
  const service = createLookupsService({
    viaCepBaseUrl: config.VIACEP_BASE_URL,
    nominatimBaseUrl: config.NOMINATIM_BASE_URL,
    userAgent: config.NOMINATIM_USER_AGENT,
    shared: deps.shared,
  });
  lookupsHostRoutes(app, deps, service);
}

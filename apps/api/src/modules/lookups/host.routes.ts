import {
  cepLookupParamsSchema,
  cepLookupResponseSchema,
  errorResponseSchema,
  geocodeQuerySchema,
  geocodeResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { perMinute } from '../../plugins/rate-limit';
import { createLookupsService } from './lookups.service';

const tags = ['users: lookups'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
  502: errorResponseSchema,
};

/**
 * Signed-in host (inside the requireUser group): postal-code and address lookups of the event
 * info page, cached and throttled on the server.
 */
export async function lookupsHostRoutes(app: FastifyInstance, deps: AppDeps) {
  const { config } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = createLookupsService({
    viaCepBaseUrl: config.VIACEP_BASE_URL,
    nominatimBaseUrl: config.NOMINATIM_BASE_URL,
    userAgent: config.NOMINATIM_USER_AGENT,
    shared: deps.shared,
  });
  /** Per client address; the host triggers lookups by hand, so this only stops abuse. */
  const rateLimit = perMinute(config.LOOKUPS_PER_MINUTE);

  routes.get(
    '/api/users/lookup/cep/:cep',
    {
      config: rateLimit,
      schema: {
        tags,
        security,
        description:
          'Address of a CEP (ViaCEP): street, district, city, state and the assembled fullAddress.',
        params: cepLookupParamsSchema,
        response: { 200: cepLookupResponseSchema, ...errors },
      },
    },
    (request) => service.lookupCep(request.params.cep),
  );

  routes.get(
    '/api/users/lookup/geocode',
    {
      config: rateLimit,
      schema: {
        tags,
        security,
        description:
          'First match of a free-form address in Brazil (Nominatim), at most one upstream request per second.',
        querystring: geocodeQuerySchema,
        response: { 200: geocodeResponseSchema, ...errors },
      },
    },
    (request) => service.geocode(request.query.q),
  );
}

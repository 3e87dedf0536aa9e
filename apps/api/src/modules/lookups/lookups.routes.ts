import {
  cepLookupParamsSchema,
  cepLookupResponseSchema,
  type ErrorResponse,
  errorResponseSchema,
  geocodeQuerySchema,
  geocodeResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LookupUnavailableError } from './lookup-unavailable-error';
import type { LookupsService } from './lookups.service';

const tags = ['users: lookups'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
  502: errorResponseSchema,
};
/** Per client address; the host triggers lookups by hand, so this only stops abuse. */
const rateLimit = { max: 60, timeWindow: 60_000 };

/** A provider failure answers 502 with a pt-BR message; the reason goes to the log only. */
async function answeringUnavailable<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  lookup: () => Promise<T>,
): Promise<T | ErrorResponse> {
  try {
    return await lookup();
  } catch (error) {
    if (!(error instanceof LookupUnavailableError)) throw error;
    request.log.warn(
      { provider: error.provider, reason: error.reason },
      'lookup provider unavailable',
    );
    reply.status(502);
    return {
      success: false,
      code: 'LOOKUP_UNAVAILABLE',
      message: error.message,
    };
  }
}

/**
 * Signed-in host (inside the requireUser group): postal-code and address lookups of the event
 * info page, cached and throttled on the server (DESIGN §11).
 */
export async function lookupRoutes(
  app: FastifyInstance,
  deps: { service: LookupsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { service } = deps;

  routes.get(
    '/api/users/lookup/cep/:cep',
    {
      config: { rateLimit },
      schema: {
        tags,
        security,
        description:
          'Address of a CEP (ViaCEP): street, district, city, state and the assembled fullAddress.',
        params: cepLookupParamsSchema,
        response: { 200: cepLookupResponseSchema, ...errors },
      },
    },
    (request, reply) =>
      answeringUnavailable(request, reply, () =>
        service.lookupCep(request.params.cep),
      ),
  );

  routes.get(
    '/api/users/lookup/geocode',
    {
      config: { rateLimit },
      schema: {
        tags,
        security,
        description:
          'First match of a free-form address in Brazil (Nominatim), at most one upstream request per second.',
        querystring: geocodeQuerySchema,
        response: { 200: geocodeResponseSchema, ...errors },
      },
    },
    (request, reply) =>
      answeringUnavailable(request, reply, () =>
        service.geocode(request.query.q),
      ),
  );
}

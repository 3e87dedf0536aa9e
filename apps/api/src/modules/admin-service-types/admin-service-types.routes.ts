import {
  adminCatalogueWriteResponseSchema,
  adminServiceParamsSchema,
  adminServiceTypeBodySchema,
  adminServiceTypeResponseSchema,
  adminServiceTypesResponseSchema,
  errorResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdminServiceTypesService } from './admin-service-types.service';

const tags = ['admin: services'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * Back office (inside the requireAdmin group): GET /api/admin/services/types, and the
 * addition GET / PUT /api/admin/service-types/{id} behind the screen /service-types/{id}.
 */
export async function adminServiceTypesRoutes(
  app: FastifyInstance,
  deps: { service: AdminServiceTypesService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { service } = deps;

  routes.get(
    '/api/admin/services/types',
    {
      schema: {
        tags,
        security,
        response: {
          200: adminServiceTypesResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    () => service.list(),
  );
  routes.get(
    '/api/admin/service-types/:id',
    {
      schema: {
        tags,
        security,
        params: adminServiceParamsSchema,
        response: { 200: adminServiceTypeResponseSchema, ...errors },
      },
    },
    (request) => service.get(request.params.id),
  );
  routes.put(
    '/api/admin/service-types/:id',
    {
      schema: {
        tags,
        security,
        params: adminServiceParamsSchema,
        body: adminServiceTypeBodySchema,
        response: { 200: adminCatalogueWriteResponseSchema, ...errors },
      },
    },
    (request) => service.update(request.params.id, request.body),
  );
}

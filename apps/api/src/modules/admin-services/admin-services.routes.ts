import {
  adminCatalogueDeleteResponseSchema,
  adminCatalogueWriteResponseSchema,
  adminServiceBodySchema,
  adminServiceParamsSchema,
  adminServiceResponseSchema,
  adminServicesResponseSchema,
  errorResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdminServicesService } from './admin-services.service';

const tags = ['admin: services'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};

/** Back office (inside the requireAdmin group): /api/admin/services. */
export async function adminServicesRoutes(
  app: FastifyInstance,
  deps: { service: AdminServicesService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { service } = deps;

  routes.get(
    '/api/admin/services',
    {
      schema: {
        tags,
        security,
        response: {
          200: adminServicesResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    () => service.list(),
  );
  routes.get(
    '/api/admin/services/:id',
    {
      schema: {
        tags,
        security,
        params: adminServiceParamsSchema,
        response: { 200: adminServiceResponseSchema, ...errors },
      },
    },
    (request) => service.get(request.params.id),
  );
  routes.post(
    '/api/admin/services',
    {
      schema: {
        tags,
        security,
        body: adminServiceBodySchema,
        response: { 200: adminCatalogueWriteResponseSchema, ...errors },
      },
    },
    (request) => service.create(request.body),
  );
  routes.put(
    '/api/admin/services/:id',
    {
      schema: {
        tags,
        security,
        params: adminServiceParamsSchema,
        body: adminServiceBodySchema,
        response: { 200: adminCatalogueWriteResponseSchema, ...errors },
      },
    },
    (request) => service.update(request.params.id, request.body),
  );
  routes.delete(
    '/api/admin/services/:id',
    {
      schema: {
        tags,
        security,
        params: adminServiceParamsSchema,
        response: { 200: adminCatalogueDeleteResponseSchema, ...errors },
      },
    },
    (request) => service.remove(request.params.id),
  );
}

import {
  adminCatalogueParamsSchema,
  adminCatalogueWriteResponseSchema,
  adminEventCategoriesResponseSchema,
  adminEventCategoryCreateBodySchema,
  adminEventCategoryUpdateBodySchema,
  errorResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdminEventCategoriesService } from './admin-event-categories.service';

const tags = ['admin: event types'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};

/** Back office (inside the requireAdmin group): /api/admin/event-categories. */
export async function adminEventCategoriesRoutes(
  app: FastifyInstance,
  deps: { service: AdminEventCategoriesService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { service } = deps;

  routes.get(
    '/api/admin/event-categories',
    {
      schema: {
        tags,
        security,
        response: {
          200: adminEventCategoriesResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    () => service.list(),
  );
  routes.post(
    '/api/admin/event-categories',
    {
      schema: {
        tags,
        security,
        body: adminEventCategoryCreateBodySchema,
        response: { 200: adminCatalogueWriteResponseSchema, ...errors },
      },
    },
    (request) => service.create(request.body),
  );
  routes.put(
    '/api/admin/event-categories/:id',
    {
      schema: {
        tags,
        security,
        params: adminCatalogueParamsSchema,
        body: adminEventCategoryUpdateBodySchema,
        response: { 200: adminCatalogueWriteResponseSchema, ...errors },
      },
    },
    (request) => service.update(request.params.id, request.body),
  );
  routes.delete(
    '/api/admin/event-categories/:id',
    {
      schema: {
        tags,
        security,
        params: adminCatalogueParamsSchema,
        response: {
          200: adminCatalogueWriteResponseSchema,
          ...errors,
          409: errorResponseSchema,
        },
      },
    },
    (request) => service.remove(request.params.id),
  );
}

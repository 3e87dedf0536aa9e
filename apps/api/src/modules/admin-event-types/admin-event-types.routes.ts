import {
  adminCatalogueParamsSchema,
  adminCatalogueWriteResponseSchema,
  adminEventTypeFormSchema,
  adminEventTypesResponseSchema,
  adminEventTypesWithCategoriesResponseSchema,
  errorResponseSchema,
  messages,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readCatalogueForm } from '../admin-catalogue/catalogue-form';
import {
  uploadErrorResponses,
  uploadRouteOptions,
} from '../admin-catalogue/upload-route-schema';
import type { AdminEventTypesService } from './admin-event-types.service';

const tags = ['admin: event types'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};

/** Back office (inside the requireAdmin group): /api/admin/event-types and /event-types-with-categories. */
export async function adminEventTypesRoutes(
  app: FastifyInstance,
  deps: { service: AdminEventTypesService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { service } = deps;
  const upload = uploadRouteOptions(
    adminEventTypeFormSchema,
    'Multipart: name, description, active (on update) and image (required on create).',
  );

  routes.get(
    '/api/admin/event-types',
    {
      schema: {
        tags,
        security,
        response: {
          200: adminEventTypesResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    () => service.list(),
  );
  routes.get(
    '/api/admin/event-types-with-categories',
    {
      schema: {
        tags,
        security,
        response: {
          200: adminEventTypesWithCategoriesResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    () => service.listWithCategories(),
  );
  routes.post(
    '/api/admin/event-types',
    {
      validatorCompiler: upload.validatorCompiler,
      schema: {
        ...upload.schema,
        tags,
        security,
        response: {
          200: adminCatalogueWriteResponseSchema,
          ...errors,
          ...uploadErrorResponses,
        },
      },
    },
    async (request) =>
      service.create(
        await readCatalogueForm(request, app.media, adminEventTypeFormSchema, {
          imageRequired: messages.validation.imageRequired,
        }),
      ),
  );
  routes.put(
    '/api/admin/event-types/:id',
    {
      validatorCompiler: upload.validatorCompiler,
      schema: {
        ...upload.schema,
        tags,
        security,
        params: adminCatalogueParamsSchema,
        response: {
          200: adminCatalogueWriteResponseSchema,
          ...errors,
          ...uploadErrorResponses,
        },
      },
    },
    async (request) =>
      service.update(
        request.params.id,
        await readCatalogueForm(request, app.media, adminEventTypeFormSchema),
      ),
  );
  routes.delete(
    '/api/admin/event-types/:id',
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

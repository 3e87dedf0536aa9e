import {
  adminCatalogueDeleteResponseSchema,
  adminCatalogueParamsSchema,
  adminCatalogueWriteResponseSchema,
  adminGiftFormSchema,
  adminGiftResponseSchema,
  adminGiftsByCategoryResponseSchema,
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
import type { AdminGiftsService } from './admin-gifts.service';

const tags = ['admin: gifts'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};

/** Back office (inside the requireAdmin group): /api/admin/gifts. */
export async function adminGiftsRoutes(
  app: FastifyInstance,
  deps: { service: AdminGiftsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { service } = deps;
  const upload = uploadRouteOptions(
    adminGiftFormSchema,
    'Multipart: name, description, eventCategoryId, price (centavos), active and image (required on create).',
  );

  routes.get(
    '/api/admin/gifts/categories',
    {
      schema: {
        tags,
        security,
        response: {
          200: adminGiftsByCategoryResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    () => service.listByCategory(),
  );
  routes.get(
    '/api/admin/gifts/:id',
    {
      schema: {
        tags,
        security,
        params: adminCatalogueParamsSchema,
        response: { 200: adminGiftResponseSchema, ...errors },
      },
    },
    (request) => service.get(request.params.id),
  );
  routes.post(
    '/api/admin/gifts',
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
        await readCatalogueForm(request, app.media, adminGiftFormSchema, {
          imageRequired: messages.validation.imageUploadRequired,
        }),
      ),
  );
  routes.put(
    '/api/admin/gifts/:id',
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
        await readCatalogueForm(request, app.media, adminGiftFormSchema),
      ),
  );
  routes.delete(
    '/api/admin/gifts/:id',
    {
      schema: {
        tags,
        security,
        params: adminCatalogueParamsSchema,
        response: { 200: adminCatalogueDeleteResponseSchema, ...errors },
      },
    },
    (request) => service.remove(request.params.id),
  );
}

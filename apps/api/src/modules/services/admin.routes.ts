import {
  adminCatalogueDeleteResponseSchema,
  adminCatalogueWriteResponseSchema,
  adminEventParamsSchema,
  adminServiceBodySchema,
  adminServiceParamsSchema,
  adminServiceResponseSchema,
  adminServicesResponseSchema,
  adminServiceTypeBodySchema,
  adminServiceTypeResponseSchema,
  adminServiceTypesResponseSchema,
  errorResponseSchema,
  listContractedServicesResponseSchema,
  listDefaultServicesResponseSchema,
  listPendingServicesResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { createAdminEventGuard } from '../../lib/admin-event-guard';
import { appOrigin } from '../../payments/public-origin';
import { createServicesService } from './services.service';

const tags = ['admin: services'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};
const unauthorized = { 401: errorResponseSchema };

/**
 * The back office's packages: /api/admin/services, the service types (GET
 * /api/admin/services/types, GET / PUT /api/admin/service-types/{id}), and an event's packages
 * under /api/admin/events/{id}/services/….
 */
export async function servicesAdminRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, config, payments } = deps;
  const service = createServicesService({
    db,
    provider: payments.provider,
    expiryHours: config.SERVICE_PAYMENT_EXPIRY_HOURS,
    returnUrl: `${appOrigin(config, 'users')}/service-package`,
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/services',
    {
      schema: {
        tags,
        security,
        response: { 200: adminServicesResponseSchema, ...unauthorized },
      },
    },
    () => service.listServices(),
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
    (request) => service.getService(request.params.id),
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
    (request) => service.createService(request.body),
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
    (request) => service.updateService(request.params.id, request.body),
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
    (request) => service.removeService(request.params.id),
  );

  routes.get(
    '/api/admin/services/types',
    {
      schema: {
        tags,
        security,
        response: { 200: adminServiceTypesResponseSchema, ...unauthorized },
      },
    },
    () => service.listServiceTypes(),
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
    (request) => service.getServiceType(request.params.id),
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
    (request) => service.updateServiceType(request.params.id, request.body),
  );

  await routes.register(async (eventRoutes) => {
    eventRoutes.addHook('preHandler', createAdminEventGuard(db));
    const event = eventRoutes.withTypeProvider<ZodTypeProvider>();
    const eventTags = ['admin: events'];
    const params = adminEventParamsSchema;
    event.get(
      '/api/admin/events/:id/services/contracted',
      {
        schema: {
          tags: eventTags,
          security,
          params,
          response: { 200: listContractedServicesResponseSchema, ...errors },
        },
      },
      (request) => service.contractedServices(request.params.id),
    );
    event.get(
      '/api/admin/events/:id/services/pending-payments',
      {
        schema: {
          tags: eventTags,
          security,
          summary: 'Service purchases waiting for payment (link not expired)',
          params,
          response: { 200: listPendingServicesResponseSchema, ...errors },
        },
      },
      (request) => service.pendingServices(request.params.id),
    );
    event.get(
      '/api/admin/events/:id/services/default',
      {
        schema: {
          tags: eventTags,
          security,
          summary: 'The free packages every event has',
          params,
          response: { 200: listDefaultServicesResponseSchema, ...errors },
        },
      },
      () => service.defaultServices(),
    );
  });
}

import { adminEventParamsSchema } from '../events/admin-events.schema';
import {
  adminCatalogueDeleteResponseSchema,
  adminCatalogueWriteResponseSchema,
} from '../catalogue/admin-catalogue.schema';
import { ownerEventIdParamsSchema } from '../events/event-content.schema';
import { defineRoute } from '../http/route-contract';
import {
  listContractedServicesResponseSchema,
  listDefaultServicesResponseSchema,
  listPendingServicesResponseSchema,
} from './admin-event-services.schema';
import {
  adminServiceBodySchema,
  adminServiceParamsSchema,
  adminServiceResponseSchema,
  adminServicesResponseSchema,
  adminServiceTypeBodySchema,
  adminServiceTypeResponseSchema,
  adminServiceTypesResponseSchema,
} from './admin-services.schema';
import {
  listEventServicesResponseSchema,
  listPendingPaymentServicesResponseSchema,
} from './service-packages.schema';
import {
  purchaseServiceBodySchema,
  purchaseServiceResponseSchema,
} from './service-purchase.schema';

const hostTags = ['users: services'];
const adminTags = ['admin: services'];
const adminEventTags = ['admin: events'];

/**
 * Service packages: what an event has and is paying for, buying more (the host), the back
 * office's packages and service types, and an event's packages seen from the back office.
 */
export const servicesRoutes = {
  eventServices: defineRoute({
    method: 'GET',
    path: '/api/users/events/:id/services',
    access: 'host',
    event: 'money',
    tags: hostTags,
    params: ownerEventIdParamsSchema,
    response: listEventServicesResponseSchema,
  }),
  pendingPayments: defineRoute({
    method: 'GET',
    path: '/api/users/events/:id/pending-payment-services',
    access: 'host',
    event: 'money',
    tags: hostTags,
    params: ownerEventIdParamsSchema,
    response: listPendingPaymentServicesResponseSchema,
  }),
  purchase: defineRoute({
    method: 'POST',
    path: '/api/users/services/purchase',
    access: 'host',
    event: 'money',
    tags: ['users'],
    summary: 'Start (or resume) paying for a service package',
    body: purchaseServiceBodySchema,
    response: purchaseServiceResponseSchema,
    errors: [404, 409, 502],
  }),

  adminPackages: defineRoute({
    method: 'GET',
    path: '/api/admin/services',
    access: 'admin',
    tags: adminTags,
    response: adminServicesResponseSchema,
  }),
  adminPackage: defineRoute({
    method: 'GET',
    path: '/api/admin/services/:id',
    access: 'admin',
    tags: adminTags,
    params: adminServiceParamsSchema,
    response: adminServiceResponseSchema,
  }),
  adminCreatePackage: defineRoute({
    method: 'POST',
    path: '/api/admin/services',
    access: 'admin',
    tags: adminTags,
    body: adminServiceBodySchema,
    response: adminCatalogueWriteResponseSchema,
    errors: [404],
  }),
  adminUpdatePackage: defineRoute({
    method: 'PUT',
    path: '/api/admin/services/:id',
    access: 'admin',
    tags: adminTags,
    params: adminServiceParamsSchema,
    body: adminServiceBodySchema,
    response: adminCatalogueWriteResponseSchema,
  }),
  adminRemovePackage: defineRoute({
    method: 'DELETE',
    path: '/api/admin/services/:id',
    access: 'admin',
    tags: adminTags,
    params: adminServiceParamsSchema,
    response: adminCatalogueDeleteResponseSchema,
  }),

  adminServiceTypes: defineRoute({
    method: 'GET',
    path: '/api/admin/services/types',
    access: 'admin',
    tags: adminTags,
    response: adminServiceTypesResponseSchema,
  }),
  adminServiceType: defineRoute({
    method: 'GET',
    path: '/api/admin/service-types/:id',
    access: 'admin',
    tags: adminTags,
    params: adminServiceParamsSchema,
    response: adminServiceTypeResponseSchema,
  }),
  adminUpdateServiceType: defineRoute({
    method: 'PUT',
    path: '/api/admin/service-types/:id',
    access: 'admin',
    tags: adminTags,
    params: adminServiceParamsSchema,
    body: adminServiceTypeBodySchema,
    response: adminCatalogueWriteResponseSchema,
  }),

  adminEventContracted: defineRoute({
    method: 'GET',
    path: '/api/admin/events/:id/services/contracted',
    access: 'admin',
    event: 'money',
    tags: adminEventTags,
    params: adminEventParamsSchema,
    response: listContractedServicesResponseSchema,
  }),
  adminEventPending: defineRoute({
    method: 'GET',
    path: '/api/admin/events/:id/services/pending-payments',
    access: 'admin',
    event: 'money',
    tags: adminEventTags,
    summary: 'Service purchases waiting for payment (link not expired)',
    params: adminEventParamsSchema,
    response: listPendingServicesResponseSchema,
  }),
  adminEventDefaults: defineRoute({
    method: 'GET',
    path: '/api/admin/events/:id/services/default',
    access: 'admin',
    event: 'money',
    tags: adminEventTags,
    summary: 'The free packages every event has',
    params: adminEventParamsSchema,
    response: listDefaultServicesResponseSchema,
  }),
};

import {
  type AdminEventCategoryCreateBody,
  adminCatalogueWriteResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `POST /admin/event-categories`; 400 when a field is blank or the event type does not exist. */
export const createAdminEventCategory = (
  body: AdminEventCategoryCreateBody,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'POST',
    path: '/admin/event-categories',
    mode: 'admin',
    body,
    schema: adminCatalogueWriteResponseSchema,
  });

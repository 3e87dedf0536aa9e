import {
  type AdminEventCategoryUpdateBody,
  adminCatalogueWriteResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `PUT /admin/event-categories/{id}`: name, description, eventTypeId and active. */
export const updateAdminEventCategory = (
  categoryId: number | string,
  body: AdminEventCategoryUpdateBody,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'PUT',
    path: `/admin/event-categories/${categoryId}`,
    mode: 'admin',
    body,
    schema: adminCatalogueWriteResponseSchema,
  });

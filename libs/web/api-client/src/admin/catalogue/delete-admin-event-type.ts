import { adminCatalogueWriteResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/**
 * `DELETE /admin/event-types/{id}`: removes the type with its categories and their gifts;
 * 409 'Não é possível remover: existem eventos ligados a este tipo.' while events use them.
 */
export const deleteAdminEventType = (
  eventTypeId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'DELETE',
    path: `/admin/event-types/${eventTypeId}`,
    mode: 'admin',
    schema: adminCatalogueWriteResponseSchema,
  });

import { adminGiftResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `GET /admin/gifts/{id}`; 404 'Presente não encontrado.' */
export const getAdminGift = (
  giftId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/admin/gifts/${giftId}`,
    mode: 'admin',
    schema: adminGiftResponseSchema,
  });

import {
  type UpdateAdminUserBodyInput,
  updateAdminUserResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/**
 * `PUT /admin/users/{id}`: 'Alterações salvas com sucesso.' with the user; 409 when the e-mail
 * belongs to another user. `active` may be a boolean or 1/0.
 */
export const updateAdminUser = (
  userId: number | string,
  body: UpdateAdminUserBodyInput,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'PUT',
    path: `/admin/users/${userId}`,
    mode: 'admin',
    body,
    schema: updateAdminUserResponseSchema,
  });

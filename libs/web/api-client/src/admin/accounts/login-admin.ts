import {
  adminLoginResponseSchema,
  type AdminLoginBody,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `POST /admin/login`; save `{ token, id: admin.id }` with `adminSession` on success. */
export const loginAdmin = (
  body: AdminLoginBody,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'POST',
    path: '/admin/login',
    mode: 'none',
    body,
    schema: adminLoginResponseSchema,
  });

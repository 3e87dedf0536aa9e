import {
  type UpdateAdminEventBodyInput,
  updateAdminEventResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/**
 * `PUT /admin/events/{id}`: the event fields plus `details`; 'Evento atualizado com sucesso!';
 * 409 'O link está em uso, por favor, crie outro.' when another event has the slug.
 */
export const updateAdminEvent = (
  eventId: number | string,
  body: UpdateAdminEventBodyInput,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'PUT',
    path: `/admin/events/${eventId}`,
    mode: 'admin',
    body,
    schema: updateAdminEventResponseSchema,
  });

import {
  type OwnGiftForm,
  ownGiftWriteResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';
import { toFormData } from '../lib/to-form-data';

export interface SaveOwnGiftInput extends OwnGiftForm {
  /** Optional picture; on update, a new one replaces the old one. */
  image?: Blob | null;
}

/**
 * `POST /users/gifts/{eventId}/own` (create) or `PUT …/own/{giftId}` (edit), multipart: a
 * free-value gift (name, suggested amounts in centavos) or a shared gift (name, total price
 * in centavos, share count). 400 with fieldErrors in pt-BR; 409 when fewer shares than sold.
 */
export const saveOwnGift = (
  eventId: number | string,
  giftId: number | string | null,
  { suggestedAmounts, ...fields }: SaveOwnGiftInput,
  client: ApiClient = apiClient,
) =>
  client.upload({
    method: giftId === null ? 'POST' : 'PUT',
    path:
      giftId === null
        ? `/users/gifts/${eventId}/own`
        : `/users/gifts/${eventId}/own/${giftId}`,
    mode: 'users',
    formData: toFormData({
      ...fields,
      suggestedAmounts: suggestedAmounts?.join(','),
    }),
    schema: ownGiftWriteResponseSchema,
  });

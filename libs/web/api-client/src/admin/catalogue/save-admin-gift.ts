import {
  type AdminGiftForm,
  adminCatalogueWriteResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';
import { toFormData } from '../../lib/to-form-data';

export interface SaveAdminGiftInput extends AdminGiftForm {
  /** Required on create ('* Envie a imagem'); on update, a new image replaces the old one. */
  image?: Blob | null;
  /** Uploaded fraction, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Multipart upload of the gift form: POST without `giftId`, PUT with it. */
const saveAdminGift = (
  giftId: number | string | null,
  { onProgress, signal, ...fields }: SaveAdminGiftInput,
  client: ApiClient,
) =>
  client.upload({
    method: giftId === null ? 'POST' : 'PUT',
    path: giftId === null ? '/admin/gifts' : `/admin/gifts/${giftId}`,
    mode: 'admin',
    formData: toFormData({ ...fields }),
    onProgress,
    signal,
    schema: adminCatalogueWriteResponseSchema,
  });

/**
 * `POST /admin/gifts` (multipart: name, description, eventCategoryId, price in centavos,
 * active, image). 400 with fieldErrors ('* Campo obrigatório', '* O preço deve ser maior que
 * zero', '* Envie a imagem'); 413/415 for the image.
 */
export const createAdminGift = (
  input: SaveAdminGiftInput,
  client: ApiClient = apiClient,
) => saveAdminGift(null, input, client);

/** `PUT /admin/gifts/{id}`: same fields; without `image` the current one stays. */
export const updateAdminGift = (
  giftId: number | string,
  input: SaveAdminGiftInput,
  client: ApiClient = apiClient,
) => saveAdminGift(giftId, input, client);

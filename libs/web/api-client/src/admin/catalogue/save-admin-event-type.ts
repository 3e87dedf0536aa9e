import {
  type AdminEventTypeForm,
  adminCatalogueWriteResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';
import { toFormData } from '../../lib/to-form-data';

export interface SaveAdminEventTypeInput extends AdminEventTypeForm {
  /** Required on create ('* Imagem obrigatória'); on update, a new image replaces the old one. */
  image?: Blob | null;
  /** Uploaded fraction, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

const saveAdminEventType = (
  eventTypeId: number | string | null,
  { onProgress, signal, ...fields }: SaveAdminEventTypeInput,
  client: ApiClient,
) =>
  client.upload({
    method: eventTypeId === null ? 'POST' : 'PUT',
    path:
      eventTypeId === null
        ? '/admin/event-types'
        : `/admin/event-types/${eventTypeId}`,
    mode: 'admin',
    formData: toFormData({ ...fields }),
    onProgress,
    signal,
    schema: adminCatalogueWriteResponseSchema,
  });

/** `POST /admin/event-types` (multipart: name, description, image); 413/415 for the image. */
export const createAdminEventType = (
  input: SaveAdminEventTypeInput,
  client: ApiClient = apiClient,
) => saveAdminEventType(null, input, client);

/** `PUT /admin/event-types/{id}`: same plus active; without `image` the current one stays. */
export const updateAdminEventType = (
  eventTypeId: number | string,
  input: SaveAdminEventTypeInput,
  client: ApiClient = apiClient,
) => saveAdminEventType(eventTypeId, input, client);

import {
  type EventImageSlot,
  UPLOAD_FILE_FIELD,
  uploadEventImageResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

export interface UploadEventImageInput {
  eventId: number | string;
  slot: EventImageSlot;
  file: Blob;
  /** Uploaded fraction, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * `POST /users/event/{eventId}/upload/{avatar|banner}` (multipart: file): 'Imagem atualizada!'
 * with both URLs; 415/400 'Por favor, selecione um arquivo de imagem.', 413 when too large.
 */
export const uploadEventImage = (
  { eventId, slot, file, onProgress, signal }: UploadEventImageInput,
  client: ApiClient = apiClient,
) => {
  const formData = new FormData();
  formData.append(UPLOAD_FILE_FIELD, file);
  return client.upload({
    path: `/users/event/${eventId}/upload/${slot}`,
    mode: 'users',
    formData,
    onProgress,
    signal,
    schema: uploadEventImageResponseSchema,
  });
};

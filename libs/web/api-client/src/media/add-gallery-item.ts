import {
  type GalleryType,
  saveGalleryItemResponseSchema,
  UPLOAD_FILE_FIELD,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

export interface AddGalleryItemInput {
  eventId: number | string;
  file: Blob;
  fileType: GalleryType;
  /** Uploaded fraction, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * `POST /users/event-gallery/{eventId}` (multipart: fileType, file): 'Mídia salva.' with the
 * gallery and quota; 409 past the quota, 413 too large, 415 not an accepted image or video.
 */
export const addGalleryItem = (
  { eventId, file, fileType, onProgress, signal }: AddGalleryItemInput,
  client: ApiClient = apiClient,
) => {
  const formData = new FormData();
  formData.append('fileType', fileType);
  formData.append(UPLOAD_FILE_FIELD, file);
  return client.upload({
    path: `/users/event-gallery/${eventId}`,
    mode: 'users',
    formData,
    onProgress,
    signal,
    schema: saveGalleryItemResponseSchema,
  });
};

import { callRoute } from '@celebra/api-client';
import {
  type GalleryResponse,
  type GalleryType,
  mediaRoutes,
} from '@celebra/contracts';
import { compressImage } from '@celebra/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { galleryKeys } from './gallery-query';

export type UploadMediaInput = {
  file: File;
  fileType: GalleryType;
  /** Uploaded fraction, 0 to 1. */
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
};

const useStoreGallery = (eventId: number) => {
  const queryClient = useQueryClient();
  return (data: GalleryResponse) =>
    queryClient.setQueryData(galleryKeys.detail(String(eventId)), data);
};

/** `POST /users/event-gallery/{eventId}`: images are compressed first; 409 past the quota. */
export const useUploadMedia = (eventId: number) => {
  const store = useStoreGallery(eventId);
  return useMutation({
    mutationFn: async ({
      file,
      fileType,
      onProgress,
      signal,
    }: UploadMediaInput) =>
      callRoute(mediaRoutes.add, {
        params: { eventId },
        body: {
          fileType,
          file: fileType === 'image' ? await compressImage(file) : file,
        },
        onProgress,
        signal,
      }),
    onSuccess: store,
  });
};

/** `DELETE /users/event-gallery/{eventId}/{itemId}`. */
export const useDeleteMedia = (eventId: number) => {
  const store = useStoreGallery(eventId);
  return useMutation({
    mutationFn: (itemId: number) =>
      callRoute(mediaRoutes.remove, { params: { eventId, itemId } }),
    onSuccess: store,
  });
};

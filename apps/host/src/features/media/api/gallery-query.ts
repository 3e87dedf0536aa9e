import { createQueryKeys, getGallery } from '@celebra/api-client';
import { queryOptions } from '@tanstack/react-query';

export const galleryKeys = createQueryKeys('gallery');

/** `GET /users/event-gallery/{eventId}`: photos and videos, and the quota used / allowed. */
export const galleryQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: galleryKeys.detail(String(eventId)),
    queryFn: () => getGallery(eventId),
  });

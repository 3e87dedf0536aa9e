import { callRoute, createQueryKeys } from '@celebra/api-client';
import { mediaRoutes } from '@celebra/contracts';
import { queryOptions } from '@tanstack/react-query';

export const galleryKeys = createQueryKeys('gallery');

/** `GET /users/event-gallery/{eventId}`: photos and videos, and the quota used / allowed. */
export const galleryQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: galleryKeys.detail(String(eventId)),
    queryFn: () => callRoute(mediaRoutes.list, { params: { eventId } }),
  });

import {
  callRoute,
  createQueryKeys,
  isApiError,
  routePath,
} from '@celebra/api-client';
import { useQuery } from '@tanstack/react-query';
import { guestApiClient } from '../../../../lib/api-client';
import { wallApiRoutes } from './wall-routes';

export const wallKeys = createQueryKeys('party-wall');

/** How often the slideshow is read again (what the host hid leaves it). */
export const WALL_RECENT_REFRESH_MS = 5 * 60_000;

export const isWallNotFound = (error: unknown) =>
  isApiError(error) && error.status === 404;

/** The slideshow's latest items and the cursor the stream starts from; a 404 is final. */
export const useWallRecent = (slug: string, wallKey: string) =>
  useQuery({
    queryKey: wallKeys.detail(`${slug}:${wallKey}`),
    queryFn: ({ signal }) =>
      callRoute(
        wallApiRoutes.wallRecent,
        { params: { slug }, query: { k: wallKey }, signal },
        guestApiClient,
      ),
    retry: (failures, error) => !isWallNotFound(error) && failures < 3,
    refetchInterval: (query) =>
      isWallNotFound(query.state.error) ? false : WALL_RECENT_REFRESH_MS,
    refetchOnWindowFocus: false,
  });

/** The address of the wall's event stream, starting after `since` (a cursor). */
export const wallStreamUrl = (slug: string, wallKey: string, since: string) =>
  `/api${routePath(wallApiRoutes.wall.path, { slug })}?${new URLSearchParams({
    k: wallKey,
    since,
  })}`;

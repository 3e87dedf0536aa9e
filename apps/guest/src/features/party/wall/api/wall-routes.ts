import type { partyRoutes } from '@celebra/contracts';
import { publicRouteRefs } from '../../../../lib/api-routes';

/** The wall's calls, by reference (their contracts stay out of the bundle). */
export const wallApiRoutes = publicRouteRefs<{
  wall: typeof partyRoutes.wall;
  wallRecent: typeof partyRoutes.wallRecent;
}>({
  wall: 'GET /api/guests/party/:slug/wall',
  wallRecent: 'GET /api/guests/party/:slug/wall/recent',
});

import type { partyRoutes } from '@celebra/contracts';
import { publicRouteRefs } from '../../../lib/api-routes';

type PartyRoutes = {
  info: typeof partyRoutes.info;
  upload: typeof partyRoutes.upload;
  album: typeof partyRoutes.album;
};

/** The party's public routes, by reference (kept with the party pages, out of the site's first download). */
export const partyRouteRefs = publicRouteRefs<PartyRoutes>({
  info: 'GET /api/guests/party/:slug',
  upload: 'POST /api/guests/party/:slug/media',
  album: 'GET /api/guests/party/:slug/album',
});

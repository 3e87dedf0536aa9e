import type { partyRoutes, RouteRef } from '@celebra/contracts';

type PartyRouteRefs = {
  info: RouteRef<typeof partyRoutes.info>;
  upload: RouteRef<typeof partyRoutes.upload>;
  album: RouteRef<typeof partyRoutes.album>;
};

/**
 * The party's public routes, by reference (zod stays out of the site), each checked by the
 * compiler against its contract; kept with the party pages, out of the site's first download.
 */
export const partyRouteRefs: PartyRouteRefs = {
  info: { method: 'GET', path: '/api/guests/party/:slug', access: 'public' },
  upload: {
    method: 'POST',
    path: '/api/guests/party/:slug/media',
    access: 'public',
  },
  album: {
    method: 'GET',
    path: '/api/guests/party/:slug/album',
    access: 'public',
  },
};

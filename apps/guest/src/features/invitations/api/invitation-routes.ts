import type { invitationsRoutes, RouteRef } from '@celebra/contracts';

type InvitationRouteRefs = {
  personal: RouteRef<typeof invitationsRoutes.personal>;
  answer: RouteRef<typeof invitationsRoutes.answer>;
  find: RouteRef<typeof invitationsRoutes.find>;
};

/**
 * The invitations' public routes, by reference (zod stays out of the site), each checked by the
 * compiler against its contract; kept with the invitation pages, out of the site's first download.
 */
export const invitationRouteRefs: InvitationRouteRefs = {
  personal: {
    method: 'GET',
    path: '/api/guests/invitation/:slug/:code',
    access: 'public',
  },
  answer: {
    method: 'PUT',
    path: '/api/guests/invitation/:slug/:code',
    access: 'public',
  },
  find: {
    method: 'POST',
    path: '/api/guests/invitation/:slug/find',
    access: 'public',
  },
};

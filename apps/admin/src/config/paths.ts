/** The back office's routes. */
export const paths = {
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  root: '/',
  adminRoot: '/admin',
  users: '/users',
  events: '/events',
  event: (id: number | string) => `/events/${id}`,
  eventMessages: (id: number | string) => `/events/${id}/messages`,
  eventGuests: (id: number | string) => `/events/${id}/guests`,
  eventGiftsReceived: (id: number | string) => `/events/${id}/gifts-received`,
  eventServices: (id: number | string) => `/events/${id}/services`,
  gifts: '/gifts',
  giftCreate: '/gifts/create',
  gift: (id: number | string) => `/gifts/${id}`,
  eventTypes: '/event-types',
  services: '/services',
  serviceCreate: '/services/add',
  service: (id: number | string) => `/services/${id}`,
  serviceType: (id: number | string) => `/service-types/${id}`,
  payouts: '/payouts',
  privacy: '/privacy',
} as const;

/** The dashboard lives at both roots. */
export const isRootPath = (pathname: string): boolean =>
  pathname === paths.root || pathname.replace(/\/+$/, '') === paths.adminRoot;

import {
  type eventsRoutes,
  type guestsRoutes,
  type messagesRoutes,
  type ordersRoutes,
  routeRef,
} from '@celebra/contracts';

/**
 * The routes the public site calls, by reference: their contracts are types here, so zod stays
 * out of the site's bundle; the compiler checks each method, path and access against them.
 */
export const apiRoutes = {
  publicEvent: routeRef<typeof eventsRoutes.publicEvent>({
    method: 'GET',
    path: '/api/guests/event/:slug',
    access: 'public',
  }),
  unlockSite: routeRef<typeof eventsRoutes.unlock>({
    method: 'POST',
    path: '/api/guests/event/:slug/unlock',
    access: 'public',
  }),
  confirmPresence: routeRef<typeof guestsRoutes.confirmPresence>({
    method: 'POST',
    path: '/api/guests/confirmation/:eventId',
    access: 'public',
  }),
  sendMessage: routeRef<typeof messagesRoutes.send>({
    method: 'POST',
    path: '/api/guests/message/:eventId',
    access: 'public',
  }),
  purchase: routeRef<typeof ordersRoutes.purchase>({
    method: 'POST',
    path: '/api/guests/purchase',
    access: 'public',
  }),
  orderStatus: routeRef<typeof ordersRoutes.status>({
    method: 'GET',
    path: '/api/guests/orders/:orderId/status',
    access: 'public',
  }),
  orderPix: routeRef<typeof ordersRoutes.pix>({
    method: 'GET',
    path: '/api/guests/orders/:orderId/pix',
    access: 'public',
  }),
  renewOrderPix: routeRef<typeof ordersRoutes.renewPix>({
    method: 'POST',
    path: '/api/guests/orders/:orderId/pix',
    access: 'public',
  }),
};

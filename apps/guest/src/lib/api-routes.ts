import {
  type eventsRoutes,
  type guestsRoutes,
  type messagesRoutes,
  type ordersRoutes,
  type RouteContract,
  type RouteKey,
  type RouteRef,
  routeRef,
} from '@celebra/contracts';

type PublicRoutes = {
  publicEvent: typeof eventsRoutes.publicEvent;
  unlockSite: typeof eventsRoutes.unlock;
  confirmPresence: typeof guestsRoutes.confirmPresence;
  sendMessage: typeof messagesRoutes.send;
  purchase: typeof ordersRoutes.purchase;
  orderStatus: typeof ordersRoutes.status;
  orderPix: typeof ordersRoutes.pix;
  renewOrderPix: typeof ordersRoutes.renewPix;
};

type PublicRouteRefs<Routes extends Record<string, RouteContract>> = {
  [Name in keyof Routes]: RouteRef<Routes[Name]>;
};

/** Each route by its `METHOD /path` key, checked against its contract; all are public. */
export const publicRouteRefs = <
  Routes extends Record<string, RouteContract>,
>(keys: {
  [Name in keyof Routes]: Routes[Name]['access'] extends 'public'
    ? RouteKey<Routes[Name]>
    : never;
}): PublicRouteRefs<Routes> => {
  const refs: Record<string, RouteRef> = {};
  for (const [name, key] of Object.entries<string>(keys)) {
    const [method, path] = key.split(' ');
    refs[name] = routeRef({
      method: method as RouteContract['method'],
      path: path as RouteContract['path'],
      access: 'public',
    });
  }
  return refs as PublicRouteRefs<Routes>;
};

/**
 * The routes the public site calls, by reference: their contracts are types here, so zod stays
 * out of the site's bundle; the compiler checks each method, path and access against them.
 */
export const apiRoutes = publicRouteRefs<PublicRoutes>({
  publicEvent: 'GET /api/guests/event/:slug',
  unlockSite: 'POST /api/guests/event/:slug/unlock',
  confirmPresence: 'POST /api/guests/confirmation/:eventId',
  sendMessage: 'POST /api/guests/message/:eventId',
  purchase: 'POST /api/guests/purchase',
  orderStatus: 'GET /api/guests/orders/:orderId/status',
  orderPix: 'GET /api/guests/orders/:orderId/pix',
  renewOrderPix: 'POST /api/guests/orders/:orderId/pix',
});

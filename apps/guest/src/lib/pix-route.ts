import { orderRouteOf, type OrderRoute } from './thank-you-route';

const PIX_PATH = /^\/([^/]+)\/pix\/(\d{1,10})\/?$/;

/** The guest's Pix screen of an order: '/<slug>/pix/<orderId>?token=<statusToken>'; null otherwise. */
export const pixRouteOf = (
  pathname: string,
  search: string,
): OrderRoute | null => orderRouteOf(PIX_PATH, pathname, search);

/** The address of an order's Pix screen. */
export const pixPath = (slug: string, orderId: number, token: string) =>
  `/${encodeURIComponent(slug)}/pix/${orderId}?token=${encodeURIComponent(token)}`;

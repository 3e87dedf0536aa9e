/** An address of one order's page: '/<slug>/<page>/<orderId>?token=<statusToken>'. */
export type OrderRoute = {
  slug: string;
  orderId: number;
  /** The order's status token from `?token=`; null when the address has none. */
  token: string | null;
};
export type ThankYouRoute = OrderRoute;

const THANK_YOU_PATH = /^\/([^/]+)\/obrigado\/(\d{1,10})\/?$/;

/**
 * The 'Obrigado!' page the payment provider brings the guest back to:
 * '/<slug>/obrigado/<orderId>?token=<statusToken>'; null for any other address.
 */
export const thankYouRouteOf = (
  pathname: string,
  search: string,
): ThankYouRoute | null => orderRouteOf(THANK_YOU_PATH, pathname, search);

/** The address of an order's 'Obrigado!' page. */
export const thankYouPath = (slug: string, orderId: number, token: string) =>
  `/${encodeURIComponent(slug)}/obrigado/${orderId}?token=${encodeURIComponent(token)}`;

/** Reads an order page's address with `path` (groups: slug, order id); null when it does not match. */
export const orderRouteOf = (
  path: RegExp,
  pathname: string,
  search: string,
): OrderRoute | null => {
  const match = path.exec(pathname);
  if (!match) return null;
  const [, written = '', orderId] = match;
  let slug = written;
  try {
    slug = decodeURIComponent(slug);
  } catch {
    // Kept as written.
  }
  return {
    slug,
    orderId: Number(orderId),
    token: new URLSearchParams(search).get('token') || null,
  };
};

export type ThankYouRoute = {
  slug: string;
  orderId: number;
  /** The order's status token from `?token=`; null when the address has none. */
  token: string | null;
};

const THANK_YOU_PATH = /^\/([^/]+)\/obrigado\/(\d{1,10})\/?$/;

/**
 * The 'Obrigado!' page the payment provider brings the guest back to:
 * '/<slug>/obrigado/<orderId>?token=<statusToken>'; null for any other address.
 */
export const thankYouRouteOf = (
  pathname: string,
  search: string,
): ThankYouRoute | null => {
  const match = THANK_YOU_PATH.exec(pathname);
  if (!match) return null;
  let slug = match[1];
  try {
    slug = decodeURIComponent(slug);
  } catch {
    // Kept as written.
  }
  return {
    slug,
    orderId: Number(match[2]),
    token: new URLSearchParams(search).get('token') || null,
  };
};

/** The party page the table card's QR code opens: `<site>/<slug>/festa`. */
export const partyPageUrl = (siteUrl: string): string => `${siteUrl}/festa`;

/** The wall's full-screen page, opened only with its key: `<site>/<slug>/telao?k=<key>`. */
export const wallUrl = (siteUrl: string, key: string): string =>
  `${siteUrl}/telao?k=${encodeURIComponent(key)}`;

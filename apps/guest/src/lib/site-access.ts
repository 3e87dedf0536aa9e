import { siteAccess, siteAccessHeaders } from '@celebra/api-client';

/** The X-Site-Access header of `slug` when this tab unlocked it. */
export const siteAccessHeadersFor = (slug: string) =>
  siteAccessHeaders(siteAccess.read(slug));

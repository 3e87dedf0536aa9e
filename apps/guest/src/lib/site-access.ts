import { createSiteAccessStore } from '@celebra/api-client';
import { SITE_ACCESS_HEADER } from '../config/limits';

/** Access tokens of unlocked sites, one per slug, for this browser tab only. */
export const siteAccess = createSiteAccessStore(() => window.sessionStorage);

/** The X-Site-Access header of `slug` when this tab unlocked it. */
export const siteAccessHeadersFor = (
  slug: string,
): Record<string, string> | undefined => {
  const token = siteAccess.read(slug);
  return token ? { [SITE_ACCESS_HEADER]: token } : undefined;
};

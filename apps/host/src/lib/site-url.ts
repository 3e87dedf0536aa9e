export type SiteLocation = Pick<Location, 'protocol' | 'host'>;

/**
 * The event's public site: the current host with its `users` prefix replaced by `site`,
 * then '/' and the slug.
 */
export const buildSiteUrl = (location: SiteLocation, slug: string): string => {
  const siteHost = location.host.replace(/^users\./i, 'site.');
  return `${location.protocol}//${siteHost}/${encodeURIComponent(slug)}`;
};

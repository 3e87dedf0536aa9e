/** The robots rule of an invitation's personal page: never indexed, its links never followed. */
export const PERSONAL_PAGE_ROBOTS = 'noindex, nofollow';

/**
 * An invitation's personal page on the guest site ('/<slug>/c/<code>'): the site's shell with
 * the event's preview, never the household's, and kept out of search engines.
 */
export const isPersonalPagePath = (pathname: string) =>
  /^\/[^/]+\/c\/[^/]+\/?$/.test(pathname);

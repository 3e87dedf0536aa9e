import { pathnameOf } from './location';

/** The personal code a site path names ('/ana/c/<code>' → '<code>', a fragment aside); null otherwise. */
export const invitationCodeOf = (path: string) =>
  /^\/[^/]+\/c\/([A-Za-z0-9_-]{22,48})\/?$/.exec(pathnameOf(path))?.[1] ?? null;

/** The personal page of an invitation: '/<slug>/c/<code>'. */
export const invitationPath = (slug: string, code: string) =>
  `/${encodeURIComponent(slug)}/c/${encodeURIComponent(code)}`;

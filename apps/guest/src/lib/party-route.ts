import { pathnameOf } from './location';

/** The party's pages of a site: '/<slug>/festa', '/<slug>/fotos', '/<slug>/album'. */
export type PartyPageName = 'festa' | 'fotos' | 'album';

/** The party page a site path names ('/ana/fotos' → 'fotos', a fragment aside); null otherwise. */
export const partyPageOf = (path: string) =>
  (/^\/[^/]+\/(festa|fotos|album)\/?$/.exec(pathnameOf(path))?.[1] ??
    null) as PartyPageName | null;

import { pathnameOf } from './location';

/** The party's pages of a site: '/<slug>/festa', '/<slug>/fotos', '/<slug>/album'. */
export const PARTY_PAGES = ['festa', 'fotos', 'album'] as const;

export type PartyPageName = (typeof PARTY_PAGES)[number];

/** The browser tab's title of each party page, before the event's. */
export const PARTY_PAGE_TITLES: Record<PartyPageName, string> = {
  festa: 'Na festa',
  fotos: 'Enviar fotos',
  album: 'Álbum da festa',
};

const isPartyPage = (name: string): name is PartyPageName =>
  (PARTY_PAGES as readonly string[]).includes(name);

/** The party page a site path names ('/ana/fotos' → 'fotos', a fragment aside); null otherwise. */
export const partyPageOf = (path: string): PartyPageName | null => {
  const [, second, third] = pathnameOf(path).split('/').filter(Boolean);
  return second && !third && isPartyPage(second) ? second : null;
};

/** The address of a party page of `slug`. */
export const partyPath = (slug: string, page: PartyPageName) =>
  `/${encodeURIComponent(slug)}/${page}`;

import type { PartyPageName } from '../../../lib/party-route';

/** The address of a party page of `slug`. */
export const partyPath = (slug: string, page: PartyPageName) =>
  `/${encodeURIComponent(slug)}/${page}`;

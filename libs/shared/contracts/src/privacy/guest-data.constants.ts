/* A guest's 'Meus dados': the rules the api, the public site and the docs share (zod-free). */

/** How long an e-mailed code works, and how many wrong tries kill it. */
export const GUEST_DATA_CODE_TTL_MINUTES = 10;
export const GUEST_DATA_CODE_MAX_TRIES = 5;
/** How long 'Meus dados' stays open after the code. */
export const GUEST_DATA_SESSION_MINUTES = 30;
/** The header carrying the session token of 'Meus dados'. */
export const GUEST_DATA_TOKEN_HEADER = 'X-Guest-Data-Token';
/** The name an erased guest's rows keep (a guest-list entry, a gift). */
export const ERASED_GUEST_NAME = 'Convidado removido';

/** The downloads' file name: `meus-dados-celebra.json` / `.csv`. */
export const guestDataFilename = (extension: 'json' | 'csv') =>
  `meus-dados-celebra.${extension}`;

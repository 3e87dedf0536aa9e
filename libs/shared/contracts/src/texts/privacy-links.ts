/**
 * The texts of the privacy notice's links, shared by every app and the edge. A module of its
 * own, not a group of ./shared.ts: the guest site's footer reads it in the first download, and
 * the forms' notices in lazy chunks, without moving the shared texts between chunks.
 */
/** The footers' links to the privacy notice (every app) and to a guest's 'Meus dados' (site). */
export const privacyLinks = {
  navLabel: 'Privacidade e termos',
  privacy: 'Política de privacidade',
  terms: 'Termos de uso',
  guestData: 'Meus dados',
  /** Before the policy's link, after a form's purpose ('… Saiba mais na Política de privacidade.'). */
  noticeLead: 'Saiba mais na',
  newTab: '(abre em nova aba)',
} as const;

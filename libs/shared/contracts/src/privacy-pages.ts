/**
 * The privacy notice's pages, served by the edge on every app host (`/privacidade`, `/termos`),
 * and a guest's 'Meus dados' on the site host: links to them are plain links (a page load),
 * never the apps' router.
 */
export const PRIVACY_PAGE_PATHS = {
  privacy: '/privacidade',
  terms: '/termos',
  guestData: '/meus-dados',
} as const;

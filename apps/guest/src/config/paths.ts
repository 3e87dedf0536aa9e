import { SITE_SECTION_IDS } from '@celebra/contracts';

/** Ids of the sections of the event page, used as #fragments by the side menu. */
export const sectionIds = SITE_SECTION_IDS;

export type SectionId = (typeof sectionIds)[keyof typeof sectionIds];

const base = (slug: string) => `/${encodeURIComponent(slug)}`;

/** The query that opens the site with 'Presentes Selecionados' open. */
export const CHECKOUT_QUERY = 'carrinho';

/**
 * URLs of the public site: '/<slug>', '/<slug>?carrinho' (the checkout open, for 'Tentar
 * novamente'), '/<slug>#<section>', '/<slug>/<custom page id>'.
 */
export const sitePaths = {
  home: (slug: string) => base(slug),
  checkout: (slug: string) => `${base(slug)}?${CHECKOUT_QUERY}`,
  section: (slug: string, section: SectionId) => `${base(slug)}#${section}`,
  customPage: (slug: string, pageId: number) => `${base(slug)}/${pageId}`,
};

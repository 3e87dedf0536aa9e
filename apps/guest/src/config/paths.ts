import { SITE_SECTION_IDS } from '@celebra/contracts';

/** Ids of the sections of the event page, used as #fragments by the side menu. */
export const sectionIds = SITE_SECTION_IDS;

export type SectionId = (typeof sectionIds)[keyof typeof sectionIds];

const base = (slug: string) => `/${encodeURIComponent(slug)}`;

/** URLs of the public site: '/<slug>', '/<slug>#<section>', '/<slug>/<custom page id>'. */
export const sitePaths = {
  home: (slug: string) => base(slug),
  section: (slug: string, section: SectionId) => `${base(slug)}#${section}`,
  customPage: (slug: string, pageId: number) => `${base(slug)}/${pageId}`,
};

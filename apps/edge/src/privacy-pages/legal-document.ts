import type { SafeHtml } from './safe-html';

/** One of the pages: its sections become the page's table of contents. */
export interface LegalDocument {
  title: string;
  /** The page's description (search results, link previews). */
  description: string;
  /** Above the sections: what the page is, in a sentence or two. */
  intro: SafeHtml;
  sections: readonly LegalSection[];
}

export interface LegalSection {
  /** The fragment (`#direitos`) of the heading. */
  id: string;
  heading: string;
  body: SafeHtml;
}

/** When the texts last changed, shown under each page's title. */
export const LEGAL_TEXTS_UPDATED = '29 de novembro de 2026';

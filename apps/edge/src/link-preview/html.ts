import { escapeHtml } from '@celebra/format';

/** What the page's head says about itself to link crawlers. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page; left out when unknown. */
  url?: string;
  /** The preview picture; without it the card is the small one. */
  image?: PageImage;
  /** The robots rule ('noindex, nofollow'); left out, the page may be indexed. */
  robots?: string;
}

export interface PageImage {
  /** Absolute URL. */
  url: string;
  width: number;
  height: number;
  /** What the picture shows, for those who cannot see it. */
  alt: string;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** `<title>`, the description, Open Graph and Twitter card tags, every value escaped. */
export function renderHeadTags(page: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    meta('property', 'og:site_name', 'Celebra'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
  ];
  if (page.robots) tags.push(meta('name', 'robots', page.robots));
  if (page.url) tags.push(meta('property', 'og:url', page.url));
  if (page.image)
    tags.push(
      meta('property', 'og:image', page.image.url),
      meta('property', 'og:image:width', String(page.image.width)),
      meta('property', 'og:image:height', String(page.image.height)),
      meta('property', 'og:image:alt', page.image.alt),
      meta('name', 'twitter:image:alt', page.image.alt),
    );
  tags.push(
    meta(
      'name',
      'twitter:card',
      page.image ? 'summary_large_image' : 'summary',
    ),
  );
  return tags.join('\n    ');
}

const titleTag = /<title\b[^>]*>[\s\S]*?<\/title>/i;
const replacedMeta =
  /\s*<meta\b[^>]*\b(?:name|property)\s*=\s*["'](?:description|og:[^"']*|twitter:[^"']*)["'][^>]*>/gi;

/**
 * The app's index.html with its title and description replaced by `page`'s tags (written
 * where the title was, or at the end of the head when it has none).
 */
export function withHeadTags(indexHtml: string, page: PageMeta): string {
  const tags = renderHeadTags(page);
  const cleaned = indexHtml.replace(replacedMeta, '');
  if (titleTag.test(cleaned)) return cleaned.replace(titleTag, () => tags);
  return cleaned.replace(/<\/head>/i, () => `${tags}\n  </head>`);
}

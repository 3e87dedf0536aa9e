import { bannerPreloadOf, type ResponsiveImage } from '@celebra/contracts';
import { escapeHtml } from '@celebra/format';
import { withEarlyHeadTag } from './head-insert';

/**
 * The guest page's HTML with a `<link rel="preload" as="image">` of the event's banner in its
 * head: the browser starts the hero (the page's largest paint) with the HTML instead of after
 * the scripts and the event's data (and before the scripts' own requests). The same type, widths and sizes as the hero's `<picture>`,
 * so the file preloaded is the one shown. Unchanged without variants.
 */
export function withHeroPreload(
  html: string,
  banner: ResponsiveImage | null | undefined,
): string {
  const preload = bannerPreloadOf(banner ?? null);
  if (!preload) return html;
  const link =
    `<link rel="preload" as="image" type="${escapeHtml(preload.type)}"` +
    ` href="${escapeHtml(preload.href)}"` +
    ` imagesrcset="${escapeHtml(preload.imagesrcset)}"` +
    ` imagesizes="${escapeHtml(preload.imagesizes)}" fetchpriority="high" />`;
  return withEarlyHeadTag(html, link);
}

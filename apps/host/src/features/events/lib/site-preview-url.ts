import type { EventTheme } from '@celebra/contracts';

/**
 * The guest site showing `theme` and `color` instead of the saved ones, for display only:
 * `?tema=<theme id>&cor=<hex without #>`, read by the guest site.
 */
export const sitePreviewUrl = (
  siteUrl: string,
  theme: EventTheme,
  color: string,
): string => {
  const query = new URLSearchParams({
    tema: theme,
    cor: color.replace(/^#/, ''),
  });
  return `${siteUrl}?${query.toString()}`;
};

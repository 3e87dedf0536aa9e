import { type EventTheme, SITE_PREVIEW_QUERY } from '@celebra/contracts';

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
    [SITE_PREVIEW_QUERY.theme]: theme,
    [SITE_PREVIEW_QUERY.color]: color.replace(/^#/, ''),
  });
  return `${siteUrl}?${query.toString()}`;
};

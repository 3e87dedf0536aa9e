import {
  EVENT_COLORS,
  type EventTheme,
  isEventTheme,
  SITE_PREVIEW_QUERY,
} from '@celebra/contracts';

export type PreviewLook = { theme?: EventTheme; color?: string };

/**
 * The look 'Aparência' asks the site to draw in its preview frame: `?tema=<theme id>` and
 * `?cor=<preset colour without '#'>`, each used only when valid. Display only: nothing is saved.
 */
export const previewLookOf = (search: string): PreviewLook => {
  const params = new URLSearchParams(search);
  const theme = params.get(SITE_PREVIEW_QUERY.theme);
  const color = `#${(params.get(SITE_PREVIEW_QUERY.color) ?? '').toLowerCase()}`;
  return {
    ...(isEventTheme(theme) ? { theme } : {}),
    ...((EVENT_COLORS as readonly string[]).includes(color) ? { color } : {}),
  };
};

import { EVENT_COLORS, EVENT_THEMES, type EventTheme } from '@celebra/contracts';

export type PreviewLook = { theme?: EventTheme; color?: string };

const isTheme = (value: string | null): value is EventTheme =>
  (EVENT_THEMES as readonly string[]).includes(value ?? '');

/**
 * The look 'Aparência' asks the site to draw in its preview frame: `?tema=<theme id>` and
 * `?cor=<preset colour without '#'>`, each used only when valid. Display only: nothing is saved.
 */
export const previewLookOf = (search: string): PreviewLook => {
  const params = new URLSearchParams(search);
  const theme = params.get('tema');
  const color = `#${(params.get('cor') ?? '').toLowerCase()}`;
  return {
    ...(isTheme(theme) ? { theme } : {}),
    ...((EVENT_COLORS as readonly string[]).includes(color) ? { color } : {}),
  };
};

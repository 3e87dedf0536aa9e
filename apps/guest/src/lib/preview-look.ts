import { EVENT_COLORS, type EventTheme } from '@celebra/contracts';
import { isThemeName } from '../themes/stylesheets';

export type PreviewLook = { theme?: EventTheme; color?: string };

/**
 * The look 'Aparência' asks the site to draw in its preview frame: `?tema=<theme id>` and
 * `?cor=<preset colour without '#'>`, each used only when valid. Display only: nothing is saved.
 */
export const previewLookOf = (search: string): PreviewLook => {
  const params = new URLSearchParams(search);
  const theme = params.get('tema');
  const color = `#${(params.get('cor') ?? '').toLowerCase()}`;
  return {
    ...(isThemeName(theme) ? { theme } : {}),
    ...((EVENT_COLORS as readonly string[]).includes(color) ? { color } : {}),
  };
};

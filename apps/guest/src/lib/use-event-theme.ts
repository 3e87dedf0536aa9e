import { useLayoutEffect } from 'react';
import {
  EVENT_THEME_COLORS,
  type EventTheme,
  themeAccent,
} from '@celebra/contracts';

/**
 * Themes the whole document (dialogs render in a portal under <body>): `data-theme` on
 * <html> for the theme's stylesheet, the theme's base colours, and the event colour as the
 * theme's accent (`--event-color` and the UI kit's brand tokens).
 */
export const useEventTheme = (
  color: string | null | undefined,
  theme: EventTheme,
) => {
  const themed = themeAccent(color, theme);
  useLayoutEffect(() => {
    const root = document.documentElement;
    const look = EVENT_THEME_COLORS[theme];
    const tokens: Record<string, string> = {
      '--event-color': themed,
      '--color-brand': themed,
      '--color-brand-dark': themed,
      '--color-brand-darker': `color-mix(in srgb, ${themed} 78%, black)`,
      '--color-brand-soft': `color-mix(in srgb, ${themed} 10%, ${look.surface})`,
      '--color-canvas': look.background,
      '--color-surface': look.surface,
      '--color-ink': look.text,
      '--color-muted': look.muted,
      '--color-line': `color-mix(in srgb, ${look.text} 16%, ${look.surface})`,
    };
    for (const [name, value] of Object.entries(tokens))
      root.style.setProperty(name, value);
    root.dataset.theme = theme;
    return () => {
      for (const name of Object.keys(tokens)) root.style.removeProperty(name);
      delete root.dataset.theme;
    };
  }, [themed, theme]);
  return themed;
};

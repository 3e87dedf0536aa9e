import { useLayoutEffect } from 'react';
import {
  type EventTheme,
  themeAccent,
  themeTokensOf,
} from '@celebra/contracts';

/**
 * Themes the whole document (dialogs render in a portal under <body>): `data-theme` on
 * <html> for the theme's stylesheet, and the theme's colours with the event colour as its
 * accent (`themeTokensOf`, the same the edge writes into the page).
 */
export const useEventTheme = (
  color: string | null | undefined,
  theme: EventTheme,
) => {
  const themed = themeAccent(color, theme);
  useLayoutEffect(() => {
    const root = document.documentElement;
    const tokens = Object.entries(themeTokensOf(themed, theme));
    for (const [name, value] of tokens) root.style.setProperty(name, value);
    root.dataset.theme = theme;
    return () => {
      for (const [name] of tokens) root.style.removeProperty(name);
      delete root.dataset.theme;
    };
  }, [themed, theme]);
  return themed;
};

import { useLayoutEffect } from 'react';
import { themeAccent } from '@celebra/contracts';

/**
 * Themes the whole document (dialogs render in a portal under <body>) with the event colour:
 * the UI kit's brand tokens and `--event-color`.
 */
export const useEventTheme = (color: string | null | undefined) => {
  const themed = themeAccent(color);
  useLayoutEffect(() => {
    const style = document.documentElement.style;
    const tokens: Record<string, string> = {
      '--event-color': themed,
      '--color-brand': themed,
      '--color-brand-dark': themed,
      '--color-brand-darker': `color-mix(in srgb, ${themed} 78%, black)`,
      '--color-brand-soft': `color-mix(in srgb, ${themed} 10%, white)`,
    };
    for (const [name, value] of Object.entries(tokens))
      style.setProperty(name, value);
    return () => {
      for (const name of Object.keys(tokens)) style.removeProperty(name);
    };
  }, [themed]);
  return themed;
};

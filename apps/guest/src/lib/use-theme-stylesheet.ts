import type { EventTheme } from '@celebra/contracts';
import { useEffect, useState } from 'react';
import {
  dropOtherThemes,
  isThemeStylesheetLoaded,
  loadThemeStylesheet,
} from './theme-stylesheet';

/** The longest the site waits for its theme's stylesheet before showing itself anyway. */
export const THEME_WAIT_MS = 2000;

/**
 * True once the stylesheet of `theme` has loaded (or failed, or THEME_WAIT_MS passed): the
 * site is drawn in its theme from its first paint, so nothing moves when the theme arrives.
 */
export const useThemeStylesheet = (theme: EventTheme) => {
  const [ready, setReady] = useState<EventTheme | null>(() =>
    isThemeStylesheetLoaded(theme) ? theme : null,
  );
  useEffect(() => {
    let current = true;
    const show = () => {
      if (current) setReady(theme);
    };
    const timer = window.setTimeout(show, THEME_WAIT_MS);
    void loadThemeStylesheet(theme).then(() => {
      dropOtherThemes(theme);
      show();
    });
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [theme]);
  return ready === theme;
};

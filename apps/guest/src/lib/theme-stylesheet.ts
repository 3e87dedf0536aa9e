import type { EventTheme } from '@celebra/contracts';
import { themeStylesheets } from '../themes/stylesheets';

const ATTRIBUTE = 'data-event-theme';
const loads = new Map<EventTheme, Promise<void>>();

/** Fetches the fonts the document's stylesheets declare (the theme's: all on the first view). */
const loadFonts = () =>
  Promise.all(
    [...(document.fonts ?? [])].map((face) =>
      face.load().catch(() => undefined),
    ),
  );

/**
 * Adds the stylesheet of `theme` to the document (once) and resolves when it and its fonts
 * have loaded or failed. The boot entry calls it as soon as the event answers, so they
 * download beside the app's bundle.
 */
export const loadThemeStylesheet = (theme: EventTheme): Promise<void> => {
  let load = loads.get(theme);
  if (!load) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = themeStylesheets[theme];
    link.setAttribute(ATTRIBUTE, theme);
    load = new Promise<void>((resolve) => {
      link.addEventListener(
        'load',
        () => void loadFonts().then(() => resolve()),
      );
      link.addEventListener('error', () => resolve());
    });
    document.head.append(link);
    loads.set(theme, load);
  }
  return load;
};

/** Removes the stylesheets of the themes other than `theme` (a preview switched themes). */
export const dropOtherThemes = (theme: EventTheme) => {
  for (const link of document.head.querySelectorAll(`link[${ATTRIBUTE}]`)) {
    const other = link.getAttribute(ATTRIBUTE) as EventTheme;
    if (other === theme) continue;
    link.remove();
    loads.delete(other);
  }
};

import type { EventTheme } from '@celebra/contracts';
import { themeStylesheets } from '../themes/stylesheets';

const ATTRIBUTE = 'data-event-theme';
const loads = new Map<EventTheme, Promise<void>>();

/**
 * Adds the stylesheet of `theme` to the document (once) and resolves when it has loaded or
 * failed. The boot entry calls it as soon as the event answers, so the stylesheet downloads
 * beside the app's bundle.
 */
export const loadThemeStylesheet = (theme: EventTheme): Promise<void> => {
  let load = loads.get(theme);
  if (!load) {
    const inHead = document.head.querySelector<HTMLLinkElement>(
      `link[${ATTRIBUTE}="${theme}"]`,
    );
    const link = inHead ?? document.createElement('link');
    // The edge writes the saved theme's stylesheet into the page's head; scripts run after it
    // has loaded.
    load = inHead?.sheet
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve());
          link.addEventListener('error', () => resolve());
        });
    if (!inHead) {
      link.rel = 'stylesheet';
      link.href = themeStylesheets[theme];
      link.setAttribute(ATTRIBUTE, theme);
      document.head.append(link);
    }
    loads.set(theme, load);
  }
  return load;
};

/** The stylesheet of `theme` is in the page and loaded (the edge wrote it into the head). */
export const isThemeStylesheetLoaded = (theme: EventTheme) =>
  Boolean(
    document.head.querySelector<HTMLLinkElement>(
      `link[${ATTRIBUTE}="${theme}"]`,
    )?.sheet,
  );

/** Removes the stylesheets of the themes other than `theme` (a preview switched themes). */
export const dropOtherThemes = (theme: EventTheme) => {
  for (const link of document.head.querySelectorAll(`link[${ATTRIBUTE}]`)) {
    const other = link.getAttribute(ATTRIBUTE) as EventTheme;
    if (other === theme) continue;
    link.remove();
    loads.delete(other);
  }
};

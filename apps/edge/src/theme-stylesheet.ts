import type { EventTheme } from '@celebra/contracts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml } from './link-preview/html';

/** Written by the guest build beside index.html: each theme's built stylesheet. */
export const THEME_STYLESHEETS_FILE = 'theme-stylesheets.json';

async function stylesheetOf(
  root: string,
  theme: EventTheme,
): Promise<string | undefined> {
  try {
    const manifest: unknown = JSON.parse(
      await readFile(path.join(root, THEME_STYLESHEETS_FILE), 'utf8'),
    );
    const href = (manifest as Partial<Record<EventTheme, unknown>>)[theme];
    return typeof href === 'string' && /^\/assets\/[\w.-]+\.css$/.test(href)
      ? href
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The guest page with its event theme's stylesheet in the head (1–2 KB, fonts load from it
 * with `font-display: swap`): the site is drawn in its theme from the first paint, without
 * waiting for the event's data to learn which theme to fetch. Unchanged without a theme or
 * without a built stylesheet for it (the page's script then fetches it, as before).
 */
export async function withThemeStylesheet(
  html: string,
  theme: EventTheme | undefined,
  root: string,
): Promise<string> {
  if (!theme) return html;
  const href = await stylesheetOf(root, theme);
  if (!href) return html;
  const link = `<link rel="stylesheet" href="${escapeHtml(href)}" data-event-theme="${escapeHtml(theme)}" />`;
  return html.replace(/<\/head>/i, () => `  ${link}\n  </head>`);
}

import type { EventTheme } from '@celebra/contracts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml } from '@celebra/format';
import { withEarlyHeadTag } from './head-insert';

/** Written by the guest build beside index.html: each theme's built stylesheet. */
export const THEME_STYLESHEETS_FILE = 'theme-stylesheets.json';

/** The guest build a page comes from: its folder and the index.html read from it. */
export interface GuestBuild {
  root: string;
  indexHtml: string;
}

type Stylesheets = Partial<Record<EventTheme, unknown>>;

async function readStylesheets(root: string): Promise<Stylesheets> {
  try {
    return JSON.parse(
      await readFile(path.join(root, THEME_STYLESHEETS_FILE), 'utf8'),
    ) as Stylesheets;
  } catch {
    return {};
  }
}

/** Read once per build: a new build writes a new index.html (its assets' hashes change). */
const byRoot = new Map<
  string,
  { indexHtml: string; read: Promise<Stylesheets> }
>();

function stylesheetsOf({ root, indexHtml }: GuestBuild): Promise<Stylesheets> {
  const known = byRoot.get(root);
  if (known?.indexHtml === indexHtml) return known.read;
  const read = readStylesheets(root);
  byRoot.set(root, { indexHtml, read });
  return read;
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
  build: GuestBuild,
): Promise<string> {
  if (!theme) return html;
  const href = (await stylesheetsOf(build))[theme];
  if (typeof href !== 'string' || !/^\/assets\/[\w.-]+\.css$/.test(href))
    return html;
  const link = `<link rel="stylesheet" href="${escapeHtml(href)}" data-event-theme="${escapeHtml(theme)}" />`;
  return withEarlyHeadTag(html, link);
}

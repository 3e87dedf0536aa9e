import {
  getPublicEventResponseSchema,
  type PublicEvent,
  SITE_HERO_SHELL_ID,
  SITE_HERO_SHELL_STYLE,
  siteHeroShellHtml,
  themeTokensOf,
} from '@celebra/contracts';
import { escapeHtml } from '@celebra/format';
import { createSlugLookup, type SlugLookupOptions } from './slug-lookup';

/** The api's `GET /api/guests/event/{slug}` (`createSlugLookup`): undefined for a protected, unknown or closed event. */
export function createPublicEventSource(options: SlugLookupOptions) {
  return createSlugLookup({
    ...options,
    pathOf: (slug) => `/api/guests/event/${encodeURIComponent(slug)}`,
    schema: getPublicEventResponseSchema,
    pick: (body) => body.event,
  });
}

export type PublicEventSource = ReturnType<typeof createPublicEventSource>;

const rootElement = /<div id="root">/i;
const htmlTag = /<html\b([^>]*)>/i;

/**
 * The guest page with the top of its event page already drawn before `#root`
 * (`siteHeroShellHtml`: the top bar and the hero, in the event's theme, with the theme's and the
 * event's colours on <html> as the site's script sets them, and `SITE_HERO_SHELL_STYLE` in the
 * head): the browser paints the hero, the page's largest paint, with the HTML instead of after
 * the scripts. Unchanged without an event (a protected, unknown or closed site gets no event
 * data) or when the page has no `#root`.
 */
export function withHeroShell(
  html: string,
  event: PublicEvent | undefined,
  now: Date = new Date(),
): string {
  if (!event || !rootElement.test(html)) return html;
  const tokens = Object.entries(themeTokensOf(event.color, event.theme))
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');
  return html
    .replace(
      htmlTag,
      (_tag, attributes: string) =>
        `<html${attributes} data-theme="${escapeHtml(event.theme)}" style="${escapeHtml(tokens)}">`,
    )
    .replace(
      /<\/head>/i,
      () => `  <style>${SITE_HERO_SHELL_STYLE}</style>\n  </head>`,
    )
    .replace(
      rootElement,
      (root) =>
        `<div id="${SITE_HERO_SHELL_ID}">${siteHeroShellHtml(event, now)}</div>${root}`,
    );
}

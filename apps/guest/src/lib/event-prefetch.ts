import {
  type BannerPreload,
  bannerPreloadOf,
  type EventTheme,
  isEventTheme,
  type PublicEvent,
} from '@celebra/contracts';
import { siteAccessHeadersFor } from './site-access';
import { slugFromPath } from './slug-from-path';
import { thankYouRouteOf } from './thank-you-route';
import { isWallPath } from './wall-path';
import { defaultImages } from '../config/default-images';
import { previewLookOf } from './preview-look';
import { loadThemeStylesheet } from './theme-stylesheet';

type Prefetched = { url: string; response: Promise<Response> };

let prefetched: Prefetched | null = null;

/** The api path of the public event of `slug`. */
export const publicEventPath = (slug: string) =>
  `/api/guests/event/${encodeURIComponent(slug)}`;

/** Whether the page already preloads this (the edge writes the banner's preload into the HTML). */
const alreadyPreloaded = (banner: BannerPreload | string) =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].some(
    (link) =>
      typeof banner === 'string'
        ? link.getAttribute('href') === banner
        : link.getAttribute('imagesrcset') === banner.imagesrcset,
  );

/** The banner's preload: its variants as the hero's `<picture>` picks them, else its one URL. */
const preloadBanner = (banner: BannerPreload | string) => {
  if (alreadyPreloaded(banner)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  if (typeof banner === 'string') link.href = banner;
  else {
    link.type = banner.type;
    link.href = banner.href;
    link.setAttribute('imagesrcset', banner.imagesrcset);
    link.setAttribute('imagesizes', banner.imagesizes);
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
};

const bannerOf = (body: unknown): BannerPreload | string | null => {
  if (typeof body !== 'object' || body === null || !('event' in body))
    return null;
  const event = body.event as Partial<
    Pick<PublicEvent, 'bannerUrl' | 'bannerImage'>
  > | null;
  if (!event) return null;
  const preload = bannerPreloadOf(event.bannerImage ?? null);
  if (preload) return preload;
  return typeof event.bannerUrl === 'string' && event.bannerUrl
    ? event.bannerUrl
    : defaultImages.banner;
};

/** The theme the page will be drawn in: a preview's, else the event's. */
const themeOf = (body: unknown): EventTheme | null => {
  const preview = previewLookOf(window.location.search).theme;
  if (preview) return preview;
  if (typeof body !== 'object' || body === null || !('event' in body))
    return null;
  const event = body.event as { theme?: unknown } | null;
  return isEventTheme(event?.theme) ? event.theme : null;
};

/**
 * Run by the boot entry, before the app's bundle has arrived: asks for the event of the
 * current address and, as soon as it answers, preloads its banner (the page's largest paint)
 * and loads its theme's stylesheet.
 */
export const startEventPrefetch = () => {
  const { pathname, search } = window.location;
  const slug = slugFromPath(pathname);
  if (!slug || typeof fetch !== 'function') return;
  // The 'Obrigado!' page reads the order, the wall its own calls: not the event.
  if (thankYouRouteOf(pathname, search) || isWallPath(pathname)) return;
  const url = publicEventPath(slug);
  const response = fetch(url, {
    headers: { Accept: 'application/json', ...siteAccessHeadersFor(slug) },
  });
  prefetched = { url, response };
  response
    .then((answer) => (answer.ok ? answer.clone().json() : null))
    .then((body: unknown) => {
      const banner = bannerOf(body);
      if (banner) preloadBanner(banner);
      const theme = themeOf(body);
      if (theme) void loadThemeStylesheet(theme);
    })
    .catch(() => undefined);
};

/** A `fetch` that answers the first matching GET with the prefetched response. */
export const fetchWithPrefetch: typeof fetch = (input, init) => {
  const pending = prefetched;
  const method = (init?.method ?? 'GET').toUpperCase();
  if (pending && method === 'GET' && String(input) === pending.url) {
    prefetched = null;
    return pending.response;
  }
  return globalThis.fetch(input, init);
};

import {
  isReservedSlug,
  SHARE_IMAGE,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
} from '@celebra/contracts';
import type { FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { withHeroPreload } from '../hero-preload';
import { isPersonalPagePath, PERSONAL_PAGE_ROBOTS } from '../personal-page';
import { createPublicEventSource, withHeroShell } from '../hero-shell';
import { withThemeStylesheet } from '../theme-stylesheet';
import type { SiteName } from '../sites';
import { type PageMeta, withHeadTags } from './html';
import type { EventPreview } from '@celebra/contracts';
import { previewDescriptionOf, shareImageAltOf } from './preview-description';
import {
  createPreviewSource,
  type PreviewSourceOptions,
} from './preview-source';
import { neutralPreview } from './texts';

export type LinkPreviewOptions = Pick<PreviewSourceOptions, 'apiUrl'> &
  Partial<Omit<PreviewSourceOptions, 'apiUrl'>> & {
    /**
     * The guest site's public origin (`https://site.celebra.com.br`): the preview's absolute
     * URLs are written on it, never on the Host a request names.
     */
    siteOrigin: string;
  };

export const linkPreviewDefaults = {
  timeoutMs: 800,
  cacheTtlMs: 5_000,
  maxEntries: 1_000,
} as const;

/**
 * The event slug a guest-site path names ('/ana-e-leo/4' → 'ana-e-leo'), if it can be one: a
 * reserved slug ('/meus-dados', the privacy pages) names none.
 */
export function slugOfPath(pathname: string): string | undefined {
  const [first] = pathname.split('/').filter(Boolean);
  if (!first) return undefined;
  let slug: string;
  try {
    slug = decodeURIComponent(first).trim().toLowerCase();
  } catch {
    return undefined;
  }
  return slug.length <= SLUG_MAX_LENGTH &&
    SLUG_PATTERN.test(slug) &&
    !isReservedSlug(slug)
    ? slug
    : undefined;
}

/** The event's own page ('/ana-e-leo'), not one of its other pages ('/ana-e-leo/4'). */
const isHomePath = (pathname: string) =>
  pathname.split('/').filter(Boolean).length === 1;

/** The api names a path on the site; anything else is left out. */
const isSitePath = (url: string) =>
  url.startsWith('/') && !url.startsWith('//');

function pageMetaOf(preview: EventPreview | null, origin: string): PageMeta {
  if (!preview) return { ...neutralPreview };
  const image = isSitePath(preview.shareImageUrl)
    ? {
        url: `${origin}${preview.shareImageUrl}`,
        width: SHARE_IMAGE.width,
        height: SHARE_IMAGE.height,
        alt: shareImageAltOf(preview),
      }
    : undefined;
  return {
    title: preview.title.trim() || neutralPreview.title,
    description: previewDescriptionOf(preview),
    url: `${origin}/${encodeURIComponent(preview.slug)}`,
    image,
  };
}

/**
 * Link previews of the public site: link crawlers (WhatsApp, Telegram, Facebook…) do not run
 * JavaScript, so the guest app's index.html goes out with the event's title, what, when and
 * where (`previewDescriptionOf`) and its share picture (drawn by the api in the event's theme,
 * with the host's photo when there is one) in its head. An unknown or protected event gets the neutral Celebra preview; when the
 * api does not answer in time the plain index.html is served (undefined).
 */
export function createLinkPreview(options: LinkPreviewOptions) {
  const { siteOrigin, ...sourceOptions } = options;
  const source = createPreviewSource({
    ...linkPreviewDefaults,
    ...sourceOptions,
  });
  const events = createPublicEventSource({
    ...linkPreviewDefaults,
    ...sourceOptions,
  });

  return async function renderShell(
    request: FastifyRequest,
    site: SiteName,
    root: string,
  ): Promise<string | undefined> {
    if (site !== 'guest') return undefined;
    const [urlPath = '', query] = request.url.split('?');
    const slug = slugOfPath(urlPath);
    if (slug === undefined) return undefined;
    // The top of the page is drawn only for the event's own page as everyone sees it (a query
    // can open the cart or preview another look).
    const drawsHero = query === undefined && isHomePath(urlPath);
    const [lookup, event] = await Promise.all([
      source.lookup(slug),
      drawsHero ? events.lookup(slug) : undefined,
    ]);
    if (lookup === undefined) return undefined;
    const indexHtml = await readFile(path.join(root, 'index.html'), 'utf8');
    // An invitation's page gets the event's preview (never the household's name): not indexed.
    const html = withHeadTags(indexHtml, {
      ...pageMetaOf(lookup, siteOrigin),
      ...(isPersonalPagePath(urlPath) ? { robots: PERSONAL_PAGE_ROBOTS } : {}),
    });
    return withThemeStylesheet(
      withHeroShell(
        withHeroPreload(html, lookup?.bannerImage),
        lookup ? event : undefined,
      ),
      lookup?.theme,
      { root, indexHtml },
    );
  };
}

export type RenderShell = ReturnType<typeof createLinkPreview>;

import type { EventPreview, EventTheme } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildEdge } from './app';
import { startPreviewApi } from './testing/preview-api';
import { createTempDist, indexHtml, type TempDist } from './testing/temp-dist';
import { THEME_STYLESHEETS_FILE } from './theme-stylesheet';

const preview = (slug: string, theme?: EventTheme) =>
  ({
    slug,
    title: 'Casamento Ana & Leo',
    subtitle: '',
    bannerUrl: null,
    bannerImage: null,
    kind: 'Casamento',
    theme,
    eventDate: null,
    startTime: null,
    place: null,
    shareImageUrl: `/api/guests/event/${slug}/share-image/0123456789abcdef.jpg`,
  }) satisfies EventPreview;

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe("the guest page's theme stylesheet, through the edge", () => {
  let dist: TempDist;
  let edge: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const previews: Record<string, EventPreview> = {
      boho: preview('boho', 'boho'),
      floral: preview('floral', 'floral'),
      'api-antiga': preview('api-antiga'),
    };
    const api = await startPreviewApi(previews);
    close = api.close;
    dist = createTempDist({ guest: 'Celebra' });
    writeFileSync(
      path.join(dist.dir, 'guest', THEME_STYLESHEETS_FILE),
      JSON.stringify({
        boho: '/assets/boho-l-8yhKDy.css',
        floral: '"><script>alert(1)</script>.css',
      }),
    );
    edge = await buildEdge({
      apiUrl: api.url,
      distDir: dist.dir,
      linkPreview: { timeoutMs: 2_000, cacheTtlMs: 60_000 },
    });
  });

  afterAll(async () => {
    await edge.close();
    await close();
    dist.remove();
  });

  const page = (slug: string) =>
    edge.inject({ url: `/${slug}`, headers: { host: 'site.localhost:8080' } });

  it("writes the event theme's built stylesheet into the page's head", async () => {
    const response = await page('boho');
    expect(response.statusCode).toBe(200);
    expect(headOf(response.body)).toContain(
      '<link rel="stylesheet" href="/assets/boho-l-8yhKDy.css" data-event-theme="boho" />',
    );
  });

  it('writes none for an unknown event, an api answer without a theme, or a stylesheet path that is not a built asset', async () => {
    for (const slug of ['ninguem', 'api-antiga', 'floral']) {
      const response = await page(slug);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('data-event-theme');
      expect(response.body).not.toContain('<script>alert');
    }
  });

  it("reads a build's list of stylesheets once, and again when a new build is in place", async () => {
    const guest = path.join(dist.dir, 'guest');
    const stylesheets = (boho: string) =>
      writeFileSync(
        path.join(guest, THEME_STYLESHEETS_FILE),
        JSON.stringify({ boho }),
      );
    const linked = async () =>
      /href="(\/assets\/boho-[^"]+)" data-event-theme/.exec(
        (await page('boho')).body,
      )?.[1];

    expect(await linked()).toBe('/assets/boho-l-8yhKDy.css');
    stylesheets('/assets/boho-NEW.css');
    expect(await linked()).toBe('/assets/boho-l-8yhKDy.css');

    writeFileSync(
      path.join(guest, 'index.html'),
      indexHtml('Celebra, nova versão'),
    );
    expect(await linked()).toBe('/assets/boho-NEW.css');
  });
});

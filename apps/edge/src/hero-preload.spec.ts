import type { EventPreview, ResponsiveImage } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import { buildEdge } from './app';
import { withHeroPreload } from './hero-preload';
import { startPreviewApi } from './testing/preview-api';
import { createTempDist, type TempDist } from './testing/temp-dist';

const banner: ResponsiveImage = {
  width: 1600,
  height: 900,
  variants: [480, 960, 1600].flatMap((width) =>
    (
      [
        ['image/avif', 'avif'],
        ['image/webp', 'webp'],
        ['image/jpeg', 'jpg'],
      ] as const
    ).map(([type, extension]) => ({
      type,
      width,
      url: `/media/events/3/banner/b-${width}.${extension}`,
    })),
  ),
};

const preview = (slug: string, bannerImage: ResponsiveImage | null) =>
  ({
    slug,
    title: 'Casamento Ana & Leo',
    subtitle: '',
    bannerUrl: bannerImage ? '/media/events/3/banner/b-1600.webp' : null,
    bannerImage,
    kind: 'Casamento',
    eventDate: null,
    startTime: null,
    place: null,
    shareImageUrl: `/media/share/${slug}.jpg`,
  }) satisfies EventPreview;

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('withHeroPreload', () => {
  it("adds the banner's AVIF widths and sizes as a high-priority image preload to the head", () => {
    const html = withHeroPreload(
      '<html><head><title>x</title></head><body></body></html>',
      banner,
    );
    expect(headOf(html)).toContain(
      '<link rel="preload" as="image" type="image/avif" href="/media/events/3/banner/b-480.avif"' +
        ' imagesrcset="/media/events/3/banner/b-480.avif 480w, /media/events/3/banner/b-960.avif 960w, /media/events/3/banner/b-1600.avif 1600w"' +
        ' imagesizes="100vw" fetchpriority="high" />',
    );
  });

  it('escapes what it writes and leaves a page without variants as it was', () => {
    const page = '<html><head></head><body></body></html>';
    expect(withHeroPreload(page, null)).toBe(page);
    const odd = withHeroPreload(page, {
      ...banner,
      variants: [{ type: 'image/avif', width: 480, url: '/a"><script>.avif' }],
    });
    expect(odd).not.toContain('<script>');
    expect(odd).toContain('href="/a&quot;&gt;&lt;script&gt;.avif"');
  });
});

describe("the guest page's hero preload, through the edge", () => {
  let dist: TempDist;
  let edge: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const previews: Record<string, EventPreview> = {
      'com-capa': preview('com-capa', banner),
      'sem-capa': preview('sem-capa', null),
    };
    const api = await startPreviewApi(previews);
    close = api.close;
    dist = createTempDist({ guest: 'Celebra' });
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

  it("preloads the event's banner variants in the page's head", async () => {
    const response = await page('com-capa');
    expect(response.statusCode).toBe(200);
    const head = headOf(response.body);
    expect(head).toMatch(
      /<link rel="preload" as="image" type="image\/avif" [^>]*imagesrcset="\/media\/events\/3\/banner\/b-480\.avif 480w, [^"]*1600w" imagesizes="100vw" fetchpriority="high" \/>/,
    );
    expect(head).toContain('og:title');
  });

  it('writes no preload for an event without banner variants, nor for an unknown one', async () => {
    for (const slug of ['sem-capa', 'ninguem']) {
      const response = await page(slug);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('rel="preload"');
    }
  });
});

describe('where the preload goes', () => {
  it("comes before the page's scripts, so the banner does not queue behind them", () => {
    const html = withHeroPreload(
      '<html><head><title>x</title>\n    <script type="module" src="/a.js"></script></head><body><script>1</script></body></html>',
      banner,
    );
    expect(html.indexOf('rel="preload"')).toBeGreaterThan(0);
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<script'));
  });
});

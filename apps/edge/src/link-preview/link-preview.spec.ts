import type { EventPreview } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildEdge } from '../app';
import { unusedPortUrl } from '../testing/fake-api';
import { startPreviewApi } from '../testing/preview-api';
import { openEvent } from '../testing/public-event';
import { createTempDist, type TempDist } from '../testing/temp-dist';

/** The guest build's index.html as Vite writes it: a title and a multi-line description. */
const guestIndex = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <title>Celebra</title>
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta
      name="description"
      content="Site do evento: lista de presentes, confirmação de presença e recados."
    />
    <script type="module" src="/assets/index-AbC123.js"></script>
  </head>
  <body><div id="root"><p role="status">Carregando...</p></div></body>
</html>
`;

const trickyEvent: EventPreview = {
  slug: 'ana-e-leo',
  title: `Ana & Léo <3 "para sempre" d'Ávila`,
  subtitle: '12/10 — <b>festa</b> & "bolo"',
  bannerUrl: '/media/events/3/banner.webp',
  kind: 'Casamento',
  eventDate: '2026-12-12',
  startTime: '16:30',
  place: 'Espaço <Lírio> & "Sol", São Paulo',
  shareImageUrl: '/api/guests/event/ana-e-leo/share-image/0123456789abcdef.jpg',
};

/** The path the api names for a slug's share picture. */
const sharePicture = (slug: string) =>
  `/api/guests/event/${slug}/share-image/fedcba9876543210.jpg`;

const noDetails = {
  kind: 'Aniversário',
  eventDate: null,
  startTime: null,
  place: null,
};

/** The content of `<meta property|name="key">` in `html`, as written (escaped). */
function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(
    `<meta (?:property|name)="${key}" content="([^"]*)" />`,
  ).exec(html);
  return tag?.[1];
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('link previews of the guest site', () => {
  let dist: TempDist;
  let api: Awaited<ReturnType<typeof startPreviewApi>>;
  let edge: FastifyInstance;

  beforeAll(async () => {
    dist = createTempDist({ host: 'Celebra — Área do anfitrião', guest: '' });
    writeFileSync(path.join(dist.dir, 'guest', 'index.html'), guestIndex);
    api = await startPreviewApi(
      {
        'ana-e-leo': trickyEvent,
        'sem-banner': {
          slug: 'sem-banner',
          shareImageUrl: sharePicture('sem-banner'),
          title: 'Chá da Bia',
          subtitle: '',
          bannerUrl: null,
          kind: '',
          eventDate: null,
          startTime: null,
          place: null,
        },
        'sem-informacoes': {
          slug: 'sem-informacoes',
          shareImageUrl: sharePicture('sem-informacoes'),
          title: 'Festa do Téo',
          subtitle: 'Venha comemorar comigo',
          bannerUrl: null,
          ...noDetails,
        },
        'so-data': {
          slug: 'so-data',
          shareImageUrl: sharePicture('so-data'),
          title: 'Festa do Téo',
          subtitle: 'Venha comemorar comigo',
          bannerUrl: null,
          ...noDetails,
          eventDate: '2027-01-05',
        },
        'imagem-estranha': {
          slug: 'imagem-estranha',
          title: 'Bodas',
          subtitle: 'Ouro',
          bannerUrl: null,
          ...noDetails,
          shareImageUrl: '//evil.test/x.jpg',
        },
        'pagina-protegido': { ...trickyEvent, slug: 'pagina-protegido' },
      },
      { 'ana-e-leo': openEvent('ana-e-leo') },
    );
    edge = await buildEdge({
      apiUrl: api.url,
      distDir: dist.dir,
      trustProxy: true,
      // Long enough for the stand-in api on a loaded 2-core machine; '/lento' waits it out.
      linkPreview: { timeoutMs: 3_000, cacheTtlMs: 60_000 },
    });
  });

  afterAll(async () => {
    await edge.close();
    await api.close();
    dist.remove();
  });

  beforeEach(() => {
    api.requests.length = 0;
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    edge.inject({
      url,
      headers: { host: 'site.localhost:8080', ...headers },
    });

  it("writes the event's title, what, when and where, and its share picture (the event has a photo) into the page, escaped", async () => {
    const response = await get('/ana-e-leo');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    const title = 'Ana &amp; Léo &lt;3 &quot;para sempre&quot; d&#39;Ávila';
    const description =
      'Casamento · 12 de dezembro de 2026, 16:30 · Espaço &lt;Lírio&gt; &amp; &quot;Sol&quot;, São Paulo';
    expect(html).toContain(`<title>${title}</title>`);
    expect(metaContent(html, 'description')).toBe(description);
    expect(metaContent(html, 'og:title')).toBe(title);
    expect(metaContent(html, 'og:description')).toBe(description);
    expect(metaContent(html, 'og:image')).toBe(
      'http://site.localhost:8080/api/guests/event/ana-e-leo/share-image/0123456789abcdef.jpg',
    );
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'og:image:alt')).toBe(
      `Convite de ${title}, 12 de dezembro de 2026, 16:30`,
    );
    expect(metaContent(html, 'og:url')).toBe(
      'http://site.localhost:8080/ana-e-leo',
    );
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:locale')).toBe('pt_BR');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(headOf(html)).not.toContain('<b>');
    expect(headOf(html)).not.toContain('<3');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('src="/assets/index-AbC123.js"');
    expect(html).toContain('Carregando...');
    expect(api.requests.sort()).toEqual([
      '/api/guests/event/ana-e-leo',
      '/api/guests/event/ana-e-leo/preview',
    ]);
  });

  it("draws the event page's top bar and hero into the page, from the public event", async () => {
    const { body } = await get('/ana-e-leo');

    expect(body).toContain('<html lang="pt-BR" data-theme="praia"');
    expect(body).toMatch(
      /<div id="hero-shell"><div class="site [^"]*"><header class="site-topbar[\s\S]*<h1 class="site-hero-title[^"]*">Ana &amp; Léo &lt;3 &quot;para sempre&quot; d&#39;Ávila<\/h1>[\s\S]*<\/div><div id="root">/,
    );
    expect(body).toContain(
      'srcset="/media/events/3/banner/b-480.avif 480w, /media/events/3/banner/b-800.avif 800w, /media/events/3/banner/b-1600.avif 1600w"',
    );
  });

  it.each([
    ['another page of the event', '/ana-e-leo/4'],
    ['a query (the cart, a preview of another look)', '/ana-e-leo?tema=boho'],
  ])('draws no hero for %s', async (_case, url) => {
    const { body } = await get(url);
    expect(body).toContain('<title>Ana &amp; Léo');
    expect(body).not.toContain('hero-shell');
    expect(api.requests).not.toContain('/api/guests/event/ana-e-leo');
  });

  it('draws nothing of a site behind its password, even if its preview were open', async () => {
    const { body } = await get('/pagina-protegido');
    expect(body).not.toContain('hero-shell');
    expect(body).not.toContain('data-theme=');
    expect(body).not.toContain('<h1');
    expect(api.requests.sort()).toEqual([
      '/api/guests/event/pagina-protegido',
      '/api/guests/event/pagina-protegido/preview',
    ]);
  });

  it('writes the configured public domain, whatever Host or forwarded host the request names', async () => {
    const forgeries: Record<string, string>[] = [
      { host: 'site.evil.test' },
      {
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'site.evil.test',
      },
    ];
    for (const headers of forgeries) {
      const response = await get('/ana-e-leo', headers);
      expect(metaContent(response.body, 'og:image')).toBe(
        'http://site.localhost:8080/api/guests/event/ana-e-leo/share-image/0123456789abcdef.jpg',
      );
      expect(metaContent(response.body, 'og:url')).toBe(
        'http://site.localhost:8080/ana-e-leo',
      );
    }
  });

  it('writes the public protocol and domain the edge is given', async () => {
    const published = await buildEdge({
      apiUrl: api.url,
      distDir: dist.dir,
      publicBaseDomain: 'celebra.com.br',
      publicProtocol: 'https',
      linkPreview: { timeoutMs: 3_000 },
    });
    try {
      const response = await published.inject({
        url: '/ana-e-leo',
        headers: { host: 'site.localhost:8080' },
      });
      expect(metaContent(response.body, 'og:url')).toBe(
        'https://site.celebra.com.br/ana-e-leo',
      );
      expect(metaContent(response.body, 'og:image')).toBe(
        'https://site.celebra.com.br/api/guests/event/ana-e-leo/share-image/0123456789abcdef.jpg',
      );
    } finally {
      await published.close();
    }
  });

  it('gives the pages of an event and its link in capitals the same preview, asking the api once', async () => {
    const [page, capitals] = await Promise.all([
      get('/ana-e-leo/4?utm_source=whatsapp'),
      get('/Ana-E-Leo'),
    ]);
    for (const response of [page, capitals])
      expect(metaContent(response.body, 'og:url')).toBe(
        'http://site.localhost:8080/ana-e-leo',
      );
    expect(api.requests).toEqual([]);
  });

  it("serves an invitation's personal page with the event's preview, never a household's name, kept out of search engines", async () => {
    const response = await get('/ana-e-leo/c/AbCdEfGhIjKlMnOpQrStUv');

    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    const html = response.body;
    expect(metaContent(html, 'robots')).toBe('noindex, nofollow');
    const title = 'Ana &amp; Léo &lt;3 &quot;para sempre&quot; d&#39;Ávila';
    expect(html).toContain(`<title>${title}</title>`);
    expect(metaContent(html, 'og:title')).toBe(title);
    expect(metaContent(html, 'og:url')).toBe(
      'http://site.localhost:8080/ana-e-leo',
    );
    expect(metaContent(html, 'og:image')).toBe(
      'http://site.localhost:8080/api/guests/event/ana-e-leo/share-image/0123456789abcdef.jpg',
    );
    // Only the event is asked for: the edge never reads the invitation.
    expect(api.requests.every((url) => !url.includes('invitation'))).toBe(true);
    expect(headOf(html)).not.toContain('AbCdEfGhIjKlMnOpQrStUv');
    expect(html).toContain('src="/assets/index-AbC123.js"');
  });

  it('lets search engines index the pages of an event other than personal ones', async () => {
    const response = await get('/ana-e-leo/4');
    expect(response.headers['x-robots-tag']).toBeUndefined();
    expect(metaContent(response.body, 'robots')).toBeUndefined();
  });

  it("shows the large card with the event's share picture without a banner, and the generic description without a subtitle", async () => {
    const { body } = await get('/sem-banner');
    expect(body).toContain('<title>Chá da Bia</title>');
    expect(metaContent(body, 'og:description')).toBe(
      'Site do evento: lista de presentes, confirmação de presença e recados.',
    );
    expect(metaContent(body, 'og:image')).toBe(
      `http://site.localhost:8080${sharePicture('sem-banner')}`,
    );
    expect(metaContent(body, 'og:image:width')).toBe('1200');
    expect(metaContent(body, 'og:image:height')).toBe('630');
    expect(metaContent(body, 'og:image:alt')).toBe('Convite de Chá da Bia');
    expect(metaContent(body, 'twitter:image:alt')).toBe(
      'Convite de Chá da Bia',
    );
    expect(metaContent(body, 'twitter:card')).toBe('summary_large_image');
  });

  it('says the subtitle when the site shows no date nor place, and the date alone when that is all it has', async () => {
    expect(
      metaContent((await get('/sem-informacoes')).body, 'og:description'),
    ).toBe('Venha comemorar comigo');
    expect(metaContent((await get('/so-data')).body, 'og:description')).toBe(
      'Aniversário · 5 de janeiro de 2027',
    );
  });

  it('leaves out a picture the api names off the site', async () => {
    const { body } = await get('/imagem-estranha');
    expect(metaContent(body, 'og:image')).toBeUndefined();
    expect(body).not.toContain('evil.test');
    expect(metaContent(body, 'twitter:card')).toBe('summary');
  });

  it('gives an unknown or protected event the neutral preview, with nothing of the event', async () => {
    const { statusCode, body } = await get('/evento-protegido');

    expect(statusCode).toBe(200);
    expect(body).toContain('<title>Celebra</title>');
    expect(metaContent(body, 'og:title')).toBe('Celebra');
    expect(metaContent(body, 'og:description')).toBe(
      'Site do evento: lista de presentes, confirmação de presença e recados.',
    );
    expect(metaContent(body, 'og:image')).toBeUndefined();
    expect(metaContent(body, 'og:url')).toBeUndefined();
    expect(body).not.toContain('evento-protegido');
    expect(body).not.toContain('hero-shell');
    expect(api.requests.sort()).toEqual([
      '/api/guests/event/evento-protegido',
      '/api/guests/event/evento-protegido/preview',
    ]);
  });

  it.each([
    ['the api is slow', '/lento'],
    ['the api fails', '/quebrado'],
  ])('serves the plain index.html when %s', async (_case, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(guestIndex);
  });

  it.each(['/', '/nome_invalido', '/a%20b', `/${'a'.repeat(61)}`])(
    'serves %s as built, without asking the api',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(guestIndex);
      expect(api.requests).toEqual([]);
    },
  );

  it("serves a guest's 'Meus dados' (/meus-dados) as the guest app, without asking the api for an event", async () => {
    for (const url of ['/meus-dados', '/Meus-Dados?x=1']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(guestIndex);
    }
    expect(api.requests).toEqual([]);
  });

  it('leaves the other apps alone', async () => {
    const response = await edge.inject({
      url: '/ana-e-leo',
      headers: { host: 'users.localhost:8080' },
    });
    expect(response.body).toContain(
      '<title>Celebra — Área do anfitrião</title>',
    );
    expect(api.requests).toEqual([]);
  });
});

describe('link previews with the api down', () => {
  it('serves the plain index.html at once (a personal page still not indexed)', async () => {
    const dist = createTempDist({ guest: 'Celebra' });
    writeFileSync(path.join(dist.dir, 'guest', 'index.html'), guestIndex);
    const edge = await buildEdge({
      apiUrl: await unusedPortUrl(),
      distDir: dist.dir,
    });
    try {
      const response = await edge.inject({
        url: '/ana-e-leo',
        headers: { host: 'site.localhost' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(guestIndex);
      const personal = await edge.inject({
        url: '/ana-e-leo/c/AbCdEfGhIjKlMnOpQrStUv',
        headers: { host: 'site.localhost' },
      });
      expect(personal.body).toBe(guestIndex);
      expect(personal.headers['x-robots-tag']).toBe('noindex, nofollow');
    } finally {
      await edge.close();
      dist.remove();
    }
  });
});

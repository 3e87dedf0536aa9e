import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildEdge } from './app';
import {
  assetName,
  assetSource,
  createTempDist,
  type TempDist,
} from './testing/temp-dist';

const titles = {
  host: 'Celebra — Área do anfitrião',
  guest: 'Celebra',
  admin: 'Celebra — Painel do administrador',
};

describe('edge static sites', () => {
  let dist: TempDist;
  let edge: FastifyInstance;

  beforeAll(async () => {
    dist = createTempDist(titles);
    edge = await buildEdge({ apiUrl: 'http://127.0.0.1:9', distDir: dist.dir });
  });

  afterAll(async () => {
    await edge.close();
    dist.remove();
  });

  const get = (
    host: string,
    url: string,
    headers: Record<string, string> = {},
  ) => edge.inject({ method: 'GET', url, headers: { host, ...headers } });

  it.each([
    ['users.localhost:8080', titles.host],
    ['site.localhost:8080', titles.guest],
    ['admin.localhost:8080', titles.admin],
    ['users.celebra.com.br', titles.host],
    ['SITE.celebra.com.br', titles.guest],
    ['admin.celebra.com.br:443', titles.admin],
  ])('serves the right app on %s', async (host, title) => {
    const response = await get(host, '/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(`<title>${title}</title>`);
  });

  it.each(['/demo', '/demo/', '/demo/presentes/123', '/login?next=%2Fpainel'])(
    'answers the client-side route %s with the app shell, revalidated on every load',
    async (url) => {
      const response = await get('site.localhost:8080', url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<title>${titles.guest}</title>`);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers HEAD for the app shell without a body', async () => {
    const response = await edge.inject({
      method: 'HEAD',
      url: '/demo',
      headers: { host: 'site.localhost' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it('serves hashed assets with an immutable one-year cache', async () => {
    const response = await get('users.localhost:8080', `/assets/${assetName}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(response.body).toBe(assetSource('host'));
  });

  it('serves other files of the build revalidated', async () => {
    const response = await get('admin.localhost', '/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    '/assets/missing-XyZ.js',
    '/assets/',
    '/assets/sub/dir',
    '/robots.txt',
    '/demo/photo.jpg',
  ])('answers a missing file %s with 404, never the app shell', async (url) => {
    const response = await get('site.localhost:8080', url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('Página não encontrada');
  });

  it('sends brotli to a client that accepts it', async () => {
    const response = await get('site.localhost', `/assets/${assetName}`, {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(
      assetSource('guest'),
    );
  });

  it('sends gzip to a client that accepts gzip only', async () => {
    const response = await get('site.localhost', `/assets/${assetName}`, {
      'accept-encoding': 'gzip',
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(
      assetSource('guest'),
    );
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const response = await get('site.localhost', `/assets/${assetName}`, {
      'accept-encoding': 'identity',
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(assetSource('guest'));
  });

  it('refuses paths that climb out of the build folder', async () => {
    const response = await get(
      'users.localhost',
      '/assets/../../guest/index.html',
    );
    expect(response.statusCode).not.toBe(200);
    expect(response.body).not.toContain(titles.guest);
  });

  it.each([
    'other.localhost:8080',
    'localhost:8080',
    '127.0.0.1:8080',
    'users',
    'www.celebra.com.br',
  ])(
    'answers the unknown host %s with 404 "Página não encontrada"',
    async (host) => {
      const response = await get(host, '/');
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe(
        'text/plain; charset=utf-8',
      );
      expect(response.body).toBe('Página não encontrada');
    },
  );

  it('answers 404 to methods other than GET/HEAD outside /api and /media', async () => {
    const response = await edge.inject({
      method: 'POST',
      url: '/demo',
      headers: { host: 'site.localhost' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('Página não encontrada');
  });
});

describe('edge with a missing build', () => {
  it('answers 503 with a clear text when the app was not built', async () => {
    const dist = createTempDist({ host: 'Celebra — Área do anfitrião' });
    const edge = await buildEdge({
      apiUrl: 'http://127.0.0.1:9',
      distDir: dist.dir,
    });
    try {
      const response = await edge.inject({
        url: '/',
        headers: { host: 'admin.localhost:8080' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toBe(
        'text/plain; charset=utf-8',
      );
      expect(response.body).toContain(
        'este aplicativo ainda não foi compilado',
      );
      const built = await edge.inject({
        url: '/',
        headers: { host: 'users.localhost:8080' },
      });
      expect(built.statusCode).toBe(200);
    } finally {
      await edge.close();
      dist.remove();
    }
  });
});

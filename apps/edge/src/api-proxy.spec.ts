import { itemAt } from '@celebra/contracts';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildEdge } from './app';
import { startFakeApi, unusedPortUrl, type FakeApi } from './testing/fake-api';
import { createTempDist, type TempDist } from './testing/temp-dist';

describe('edge api forwarding', () => {
  let api: FakeApi;
  let dist: TempDist;
  let edge: FastifyInstance;

  beforeAll(async () => {
    api = await startFakeApi();
    dist = createTempDist({ host: 'host', guest: 'guest', admin: 'admin' });
    edge = await buildEdge({ apiUrl: api.url, distDir: dist.dir });
  });

  afterAll(async () => {
    await edge.close();
    await api.close();
    dist.remove();
  });

  beforeEach(() => {
    api.requests.length = 0;
  });

  const lastRequest = () => api.requests[api.requests.length - 1];

  it.each([
    'users.localhost:8080',
    'site.localhost:8080',
    'admin.localhost:8080',
    'other.localhost:8080',
    '127.0.0.1:8080',
  ])(
    'forwards /api on %s with the path, query and original Host',
    async (host) => {
      const response = await edge.inject({
        url: '/api/health?verbose=1&x=%C3%A7',
        headers: { host },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        method: 'GET',
        url: '/api/health?verbose=1&x=%C3%A7',
      });
      expect(response.headers['x-upstream']).toBe('fake-api');
      expect(lastRequest()?.headers.host).toBe(host);
      expect(lastRequest()?.headers['x-forwarded-host']).toBe(host);
      expect(lastRequest()?.headers['x-forwarded-proto']).toBe('http');
      expect(lastRequest()?.headers['x-forwarded-for']).toBe('127.0.0.1');
    },
  );

  it('forwards /media files to the api', async () => {
    const response = await edge.inject({
      url: '/media/events/1/photo.webp',
      headers: { host: 'site.localhost' },
    });
    expect(response.statusCode).toBe(200);
    expect(lastRequest()).toMatchObject({
      method: 'GET',
      url: '/media/events/1/photo.webp',
    });
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'forwards %s with its JSON body unchanged',
    async (method) => {
      const payload = '{"name":"Ana e João","price":12345}';
      const response = await edge.inject({
        method,
        url: '/api/users/events/42',
        headers: {
          host: 'users.localhost:8080',
          'content-type': 'application/json; charset=utf-8',
          authorization: 'Bearer abc',
        },
        payload,
      });
      expect(response.json()).toMatchObject({
        method,
        url: '/api/users/events/42',
      });
      expect(lastRequest()?.body.toString()).toBe(payload);
      expect(lastRequest()?.headers['content-type']).toBe(
        'application/json; charset=utf-8',
      );
      expect(lastRequest()?.headers.authorization).toBe('Bearer abc');
    },
  );

  it('streams a large multipart upload byte for byte, past the edge body limit', async () => {
    const boundary = '----celebra-boundary';
    const file = Buffer.alloc(3 * 1024 * 1024, 7);
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foto.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await edge.inject({
      method: 'POST',
      url: '/api/users/events/42/gallery',
      headers: {
        host: 'users.localhost:8080',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ bodyBytes: payload.length });
    expect(lastRequest()?.body.equals(payload)).toBe(true);
    expect(lastRequest()?.headers['content-type']).toBe(
      `multipart/form-data; boundary=${boundary}`,
    );
  });

  it.each([400, 401, 404, 409, 413, 429, 500])(
    'passes the api status %i through',
    async (status) => {
      const response = await edge.inject({
        url: `/api/status/${status}`,
        headers: { host: 'admin.localhost' },
      });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ success: false });
    },
  );

  it('forwards long paths intact', async () => {
    const longSegment = 'a'.repeat(600);
    const response = await edge.inject({
      url: `/api/users/${longSegment}`,
      headers: { host: 'users.localhost' },
    });
    expect(response.statusCode).toBe(200);
    expect(lastRequest()?.url).toBe(`/api/users/${longSegment}`);
  });

  it('does not forward paths that only start like /api', async () => {
    const response = await edge.inject({
      url: '/apiary',
      headers: { host: 'site.localhost' },
    });
    // The only calls are the page's lookups of the event 'apiary' (its preview, its hero).
    expect(api.requests.map((request) => request.url).sort()).toEqual([
      '/api/guests/event/apiary',
      '/api/guests/event/apiary/preview',
    ]);
    expect(response.body).toContain('<title>guest</title>');
  });

  it('leaves the security headers of api responses to the api', async () => {
    const response = await edge.inject({
      url: '/api/docs',
      headers: { host: 'users.localhost' },
    });
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('ignores client-sent X-Forwarded-* unless told to trust a proxy', async () => {
    await edge.inject({
      url: '/api/health',
      headers: {
        host: 'site.localhost',
        'x-forwarded-for': '10.0.0.9',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'evil.example',
      },
    });
    expect(lastRequest()?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(lastRequest()?.headers['x-forwarded-proto']).toBe('http');
    expect(lastRequest()?.headers['x-forwarded-host']).toBe('site.localhost');
  });
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'passes a %s-encoded JSON answer through untouched',
    async (encoding, decode) => {
      const response = await edge.inject({
        url: '/api/compressed/event',
        headers: { host: 'site.localhost', 'accept-encoding': `${encoding}` },
      });
      expect(lastRequest()?.headers['accept-encoding']).toBe(encoding);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toBe('accept-encoding');
      expect(JSON.parse(decode(response.rawPayload).toString())).toEqual({
        success: true,
        method: 'GET',
        url: '/api/compressed/event',
        bodyBytes: 0,
      });
    },
  );
});

describe('edge behind a trusted proxy', () => {
  it('extends the X-Forwarded-* chain it received', async () => {
    const api = await startFakeApi();
    const dist = createTempDist({});
    const edge = await buildEdge({
      apiUrl: api.url,
      distDir: dist.dir,
      trustProxy: true,
    });
    try {
      await edge.inject({
        url: '/api/health',
        headers: {
          host: 'site.celebra.com.br',
          'x-forwarded-for': '203.0.113.5',
          'x-forwarded-proto': 'https',
        },
      });
      const forwarded = itemAt(api.requests, 0).headers;
      expect(forwarded['x-forwarded-for']).toBe('203.0.113.5, 127.0.0.1');
      expect(forwarded['x-forwarded-proto']).toBe('https');
      expect(forwarded.host).toBe('site.celebra.com.br');
    } finally {
      await edge.close();
      await api.close();
      dist.remove();
    }
  });
});

describe('edge with the api down', () => {
  it('answers 502 with a pt-BR message in the api response shape', async () => {
    const dist = createTempDist({});
    const edge = await buildEdge({
      apiUrl: await unusedPortUrl(),
      distDir: dist.dir,
    });
    try {
      const response = await edge.inject({
        url: '/api/ready',
        headers: { host: 'users.localhost' },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        success: false,
        message:
          'Serviço temporariamente indisponível. Tente novamente em instantes.',
      });
    } finally {
      await edge.close();
      dist.remove();
    }
  });
});

import Fastify, { type FastifyInstance } from 'fastify';
import { createSecurityHeaders, helmetHeaders } from './security-headers';

describe('helmetHeaders', () => {
  it('gives the policy and headers helmet writes, without HSTS', () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"] },
      },
    });
    expect(headers['content-security-policy']).toBe(
      "default-src 'self';object-src 'none'",
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toBeUndefined();
  });
});

describe('createSecurityHeaders', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ trustProxy: true });
    createSecurityHeaders({
      referrerPolicy: { policy: 'no-referrer' },
    }).register(app);
    app.get('/page', async () => 'page');
    app.get(
      '/proxied',
      { config: { securityHeaders: false } },
      async (_request, reply) =>
        reply.header('referrer-policy', 'origin').send('proxied'),
    );
    await app.ready();
  });

  afterAll(() => app.close());

  it('writes the headers on every answer and HSTS only over https', async () => {
    const plain = await app.inject({ url: '/page' });
    expect(plain.headers['referrer-policy']).toBe('no-referrer');
    expect(plain.headers['strict-transport-security']).toBeUndefined();

    const secure = await app.inject({
      url: '/page',
      headers: { 'x-forwarded-proto': 'https, http' },
    });
    expect(secure.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('leaves a route that opted out to write its own', async () => {
    const response = await app.inject({ url: '/proxied' });
    expect(response.headers['referrer-policy']).toBe('origin');
    expect(response.headers['x-content-type-options']).toBeUndefined();
  });
});

import type { FastifyInstance } from 'fastify';
import { buildEdge } from './app';
import { createTempDist, type TempDist } from './testing/temp-dist';

describe('edge security headers', () => {
  let dist: TempDist;
  let edge: FastifyInstance;

  beforeAll(async () => {
    dist = createTempDist({ guest: 'Celebra' });
    edge = await buildEdge({ apiUrl: 'http://127.0.0.1:9', distDir: dist.dir });
  });

  afterAll(async () => {
    await edge.close();
    dist.remove();
  });

  it('sends a content security policy that allows the app and the OpenStreetMap embed only', async () => {
    const response = await edge.inject({
      url: '/demo',
      headers: { host: 'site.localhost' },
    });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('frame-src https://www.openstreetmap.org');
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it("lets only the host app of the same domain frame the guest site ('Aparência' preview)", async () => {
    const site = await edge.inject({
      url: '/demo',
      headers: { host: 'site.celebra.com.br' },
    });
    const siteCsp = String(site.headers['content-security-policy']);
    expect(siteCsp).toContain("frame-ancestors 'self' users.celebra.com.br;");
    expect(siteCsp).toContain('frame-src https://www.openstreetmap.org;');

    const hostApp = await edge.inject({
      url: '/appearance',
      headers: { host: 'users.celebra.com.br' },
    });
    const hostCsp = String(hostApp.headers['content-security-policy']);
    expect(hostCsp).toContain(
      'frame-src https://www.openstreetmap.org site.celebra.com.br;',
    );
    expect(hostCsp).toContain("frame-ancestors 'self';");

    const admin = await edge.inject({
      url: '/',
      headers: { host: 'admin.celebra.com.br' },
    });
    const adminCsp = String(admin.headers['content-security-policy']);
    expect(adminCsp).toContain("frame-ancestors 'self';");
    expect(adminCsp).toContain('frame-src https://www.openstreetmap.org;');
  });

  it('keeps the port in the frame rules and ignores a host that is not a plain name', async () => {
    const site = await edge.inject({
      url: '/demo',
      headers: { host: 'site.localhost:8080' },
    });
    expect(String(site.headers['content-security-policy'])).toContain(
      "frame-ancestors 'self' users.localhost:8080;",
    );

    const odd = await edge.inject({
      url: '/demo',
      headers: { host: 'site.x;script-src https://evil.example' },
    });
    const oddCsp = String(odd.headers['content-security-policy']);
    expect(oddCsp).toContain("frame-ancestors 'self';");
    expect(oddCsp).not.toContain('evil.example');
  });

  it('sends nosniff, a referrer policy and a same-origin frame policy', async () => {
    const response = await edge.inject({
      url: '/',
      headers: { host: 'site.localhost' },
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe(
      'strict-origin-when-cross-origin',
    );
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends the headers on the not-found page too', async () => {
    const response = await edge.inject({
      url: '/',
      headers: { host: 'other.localhost' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS only when the request arrived over https', async () => {
    const plain = await edge.inject({
      url: '/',
      headers: { host: 'site.localhost' },
    });
    expect(plain.headers['strict-transport-security']).toBeUndefined();

    const secure = await edge.inject({
      url: '/',
      headers: { host: 'site.celebra.com.br', 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

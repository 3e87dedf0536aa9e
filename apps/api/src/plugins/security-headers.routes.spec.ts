import { createTestApp, type TestApp } from '../test/create-test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe("the api's security headers", () => {
  it('answers JSON, and its errors, with the short set for an API', async () => {
    for (const url of ['/api/health', '/api/guests/event/no-such-event']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers).toMatchObject({
        'content-security-policy': "default-src 'none';frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'cross-origin-resource-policy': 'same-site',
      });
      expect(response.headers['x-xss-protection']).toBeUndefined();
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS to a request that came over https', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('lets the OpenAPI browser at /api/docs load its own scripts and styles', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

import { itemAt } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import { buildEdge } from './app';
import { startFakeApi, type FakeApi } from './testing/fake-api';
import { createTempDist, type TempDist } from './testing/temp-dist';

describe('edge error answers', () => {
  let api: FakeApi;
  let dist: TempDist;
  let edge: FastifyInstance;

  beforeAll(async () => {
    api = await startFakeApi();
    dist = createTempDist({ guest: 'Celebra' });
    edge = await buildEdge({ apiUrl: api.url, distDir: dist.dir });
  });

  afterAll(async () => {
    await edge.close();
    await api.close();
    dist.remove();
  });

  it.each([
    ['/api/health?x=%E0%A4%A', 'site.localhost'],
    ['/media/events/1/%E0%A4%A.webp', 'site.localhost'],
    ['/api/users/%E0%A4%A', 'users.localhost'],
    ['/demo/%E0%A4%A', 'site.localhost'],
    ['/media/..%2F..%2Fetc%2Fpasswd', 'site.localhost'],
    ['/api/users/..%2F..%2Fhealth', 'users.localhost'],
  ])(
    'answers %s with 400 in the error shape, with the security headers, without forwarding',
    async (url, host) => {
      api.requests.length = 0;
      const response = await edge.inject({ url, headers: { host } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        code: 'VALIDATION',
        message: 'Dados inválidos.',
      });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain(
        "default-src 'self'",
      );
      expect(response.body).not.toMatch(/%E0|\.\.|passwd|health/);
      expect(api.requests).toHaveLength(0);
    },
  );

  it('forwards names that merely contain dots, and `../` inside a query value', async () => {
    api.requests.length = 0;
    const url = '/media/events/1/a..b.webp?next=..%2Fpainel';
    const response = await edge.inject({
      url,
      headers: { host: 'site.localhost' },
    });
    expect(response.statusCode).toBe(200);
    expect(api.requests[0]?.url).toBe(url);
  });

  it('drops Expect: the edge answered 100 Continue itself', async () => {
    api.requests.length = 0;
    const response = await edge.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: {
        host: 'users.localhost',
        expect: '100-continue',
        'content-type': 'application/json',
      },
      payload: '{"email":"a@b.c"}',
    });
    expect(response.statusCode).toBe(200);
    expect(itemAt(api.requests, 0).headers.expect).toBeUndefined();
    expect(api.requests[0]?.body.toString()).toBe('{"email":"a@b.c"}');
  });
});

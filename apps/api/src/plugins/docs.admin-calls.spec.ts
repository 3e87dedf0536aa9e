import { createTestApp, type TestApp } from '../test/create-test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('/api/docs', () => {
  it('lists every admin people, event and money read call (the product specification list plus the user edit)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
    });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const calls = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET /api/admin/dashboard/retrieve',
        'GET /api/admin/users',
        'GET /api/admin/users/{id}',
        'PUT /api/admin/users/{id}',
        'GET /api/admin/user-events/{id}',
        'GET /api/admin/events',
        'GET /api/admin/events/{id}',
        'PUT /api/admin/events/{id}',
        'GET /api/admin/events/{id}/messages',
        'DELETE /api/admin/events/{id}/messages/{messageId}',
        'GET /api/admin/events/{id}/guests',
        'POST /api/admin/events/{id}/guests',
        'PUT /api/admin/events/{id}/guests/{guestId}',
        'DELETE /api/admin/events/{id}/guests/{guestId}',
        'GET /api/admin/events/{id}/received-gifts',
        'GET /api/admin/events/{id}/transactions',
        'GET /api/admin/events/{id}/services/contracted',
        'GET /api/admin/events/{id}/services/pending-payments',
        'GET /api/admin/events/{id}/services/default',
        'GET /api/admin/payouts',
      ]),
    );
  });
});

import { createTestApp, type TestApp } from '../../test/create-test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

type OpenApi = {
  paths: Record<
    string,
    Record<string, { requestBody?: { content: Record<string, unknown> } }>
  >;
};

describe('/api/docs', () => {
  it('lists every admin catalogue and service call (the product specification list plus the service-type additions)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
    });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json<OpenApi>();
    const calls = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET /api/admin/gifts/categories',
        'GET /api/admin/gifts/{id}',
        'POST /api/admin/gifts',
        'PUT /api/admin/gifts/{id}',
        'DELETE /api/admin/gifts/{id}',
        'GET /api/admin/event-categories',
        'POST /api/admin/event-categories',
        'PUT /api/admin/event-categories/{id}',
        'DELETE /api/admin/event-categories/{id}',
        'GET /api/admin/event-types',
        'GET /api/admin/event-types-with-categories',
        'POST /api/admin/event-types',
        'PUT /api/admin/event-types/{id}',
        'DELETE /api/admin/event-types/{id}',
        'GET /api/admin/services',
        'GET /api/admin/services/{id}',
        'GET /api/admin/services/types',
        'POST /api/admin/services',
        'PUT /api/admin/services/{id}',
        'DELETE /api/admin/services/{id}',
        'GET /api/admin/service-types/{id}',
        'PUT /api/admin/service-types/{id}',
      ]),
    );
    expect(
      Object.keys(paths['/api/admin/gifts']?.post?.requestBody?.content ?? {}),
    ).toContain('multipart/form-data');
    expect(
      Object.keys(
        paths['/api/admin/services']?.post?.requestBody?.content ?? {},
      ),
    ).toContain('application/json');
  });
});

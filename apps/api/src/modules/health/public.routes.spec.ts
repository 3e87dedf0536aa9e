import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../test/create-test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      app.get('/api/test/explode', async () => {
        throw new Error(
          'secret detail: connection string postgres://user:pw@db',
        );
      });
    },
  });
});

afterAll(async () => {
  await t.close();
});

describe('health', () => {
  it('GET /api/health answers ok', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, status: 'ok' });
  });

  it('GET /api/ready answers ready when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.json()).toEqual({ success: true, status: 'ready' });
  });

  it('GET /api/ready answers 503 when the database does not', async () => {
    const app = await buildApp({
      config: t.config,
      database: {
        ...t.database,
        ping: () => Promise.reject(new Error('down')),
      },
      storage: t.storage,
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('3');
      expect(response.json()).toEqual({
        success: false,
        code: 'DATABASE_UNAVAILABLE',
        message:
          'Serviço temporariamente indisponível. Tente novamente em instantes.',
      });
    } finally {
      await app.close();
    }
  });
});

describe('error handling', () => {
  it('answers unknown routes with 404 and the pt-BR text', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/nao-existe',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'Recurso não encontrado.',
    });
  });

  it('hides the details of a 5xx', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test/explode',
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      code: 'INTERNAL',
      message: 'Erro interno. Tente novamente mais tarde.',
    });
    expect(response.body).not.toContain('secret');
  });

  it('answers malformed JSON with 400 and a pt-BR text', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Dados inválidos.',
    });
  });

  it('serves the OpenAPI document with the session routes', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/users/login',
        '/api/users/register',
        '/api/users/me',
        '/api/admin/login',
        '/api/guests/event/{slug}',
      ]),
    );
  });
});

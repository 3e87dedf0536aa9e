import { itemAt } from '@celebra/contracts';
import { z } from 'zod';
import { ApiError } from './api-error';
import { createApiClient, type ApiClientOptions } from './create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from './test-helpers';
import { clientTexts } from './texts';
import type { RequestOptions } from './types';

const signedIn = () =>
  memoryStorage({
    userToken: 'user-token',
    userId: 'u1',
    adminToken: 'admin-token',
    adminId: 'a1',
  });

const setup = (
  respond: () => Response | Promise<Response>,
  options: ApiClientOptions = {},
) => {
  const fetch = fakeFetch(respond);
  const onUnauthorized = jest.fn();
  const client = createApiClient({
    storage: signedIn(),
    onUnauthorized,
    fetchImpl: fetch.impl,
    ...options,
  });
  return { client, calls: fetch.calls, fetchImpl: fetch.impl, onUnauthorized };
};

const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

const caught = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

describe('createApiClient request', () => {
  it('sends users calls under /api with the bearer token and X-User-Id', async () => {
    const { client, calls } = setup(() =>
      fakeResponse(200, { success: true, user: { id: 'u1' } }),
    );

    const body = await client.request({
      method: 'GET',
      path: '/users/me',
      mode: 'users',
    });

    expect(body).toEqual({ success: true, user: { id: 'u1' } });
    expect(calls[0]?.url).toBe('/api/users/me');
    expect(headersOf(itemAt(calls, 0).init)).toMatchObject({
      Authorization: 'Bearer user-token',
      'X-User-Id': 'u1',
    });
    expect(headersOf(itemAt(calls, 0).init)).not.toHaveProperty('X-Admin-Id');
  });

  it('sends admin calls with the admin token and X-Admin-Id', async () => {
    const { client, calls } = setup(() => fakeResponse(200, { success: true }));

    await client.request({ method: 'GET', path: '/admin/me', mode: 'admin' });

    expect(headersOf(itemAt(calls, 0).init)).toMatchObject({
      Authorization: 'Bearer admin-token',
      'X-Admin-Id': 'a1',
    });
    expect(headersOf(itemAt(calls, 0).init)).not.toHaveProperty('X-User-Id');
  });

  it('sends public calls without any credential', async () => {
    const { client, calls } = setup(
      () => fakeResponse(200, { success: true }),
      { storage: memoryStorage() },
    );

    await client.request({
      method: 'POST',
      path: '/users/login',
      mode: 'none',
      body: { email: 'a@b.co', password: 'x' },
    });

    expect(headersOf(itemAt(calls, 0).init)).not.toHaveProperty(
      'Authorization',
    );
    expect(headersOf(itemAt(calls, 0).init)).not.toHaveProperty('X-User-Id');
  });

  it('appends the query, leaving out empty values, and honours a custom base', async () => {
    const { client, calls } = setup(
      () => fakeResponse(200, { success: true }),
      { baseUrl: 'https://x.test/api/' },
    );

    await client.request({
      method: 'GET',
      path: 'admin/users',
      mode: 'admin',
      query: {
        name: 'Ana Luísa',
        email: '',
        page: 2,
        limit: 20,
        phoneNumber: undefined,
      },
    });

    expect(calls[0]?.url).toBe(
      'https://x.test/api/admin/users?name=Ana+Lu%C3%ADsa&page=2&limit=20',
    );
  });

  it.each(['GET', 'DELETE'] as const)(
    'sends no body with %s',
    async (method) => {
      const { client, calls } = setup(() =>
        fakeResponse(200, { success: true }),
      );
      const request = {
        method,
        path: '/users/messages/e1/m1',
        mode: 'users',
        body: { stray: true },
      };

      await client.request(request as unknown as RequestOptions<unknown>);

      expect(calls[0]?.init.method).toBe(method);
      expect(itemAt(calls, 0).init.body).toBeUndefined();
      expect(headersOf(itemAt(calls, 0).init)).not.toHaveProperty(
        'Content-Type',
      );
    },
  );

  it.each(['POST', 'PUT'] as const)(
    'rejects %s without a body before any network call',
    async (method) => {
      const { client, fetchImpl } = setup(() =>
        fakeResponse(200, { success: true }),
      );
      const request = { method, path: '/users/event/e1', mode: 'users' };

      const error = await caught(
        client.request(request as unknown as RequestOptions<unknown>),
      );

      expect(error.message).toBe('Corpo da requisição necessário');
      expect(fetchImpl).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['users', { userToken: 'only-token' }],
    ['users', { userId: 'only-id' }],
    ['admin', { userToken: 't', userId: 'u' }],
  ] as const)(
    'rejects a %s call without token or id before any network call',
    async (mode, stored) => {
      const { client, fetchImpl } = setup(
        () => fakeResponse(200, { success: true }),
        {
          storage: memoryStorage(stored),
        },
      );

      const error = await caught(
        client.request({ method: 'GET', path: '/me', mode }),
      );

      expect(error.message).toBe('Dados de autenticação ausente!');
      expect(fetchImpl).not.toHaveBeenCalled();
    },
  );

  it('sends a plain body as JSON', async () => {
    const { client, calls } = setup(() => fakeResponse(200, { success: true }));

    await client.request({
      method: 'PUT',
      path: '/users/event/e1',
      mode: 'users',
      body: { title: 'Ana & Léo' },
    });

    expect(calls[0]?.init.body).toBe('{"title":"Ana & Léo"}');
    expect(headersOf(itemAt(calls, 0).init)['Content-Type']).toBe(
      'application/json',
    );
  });

  it('sends a body holding a file as multipart and lets the browser set the boundary', async () => {
    const { client, calls } = setup(() => fakeResponse(200, { success: true }));
    const image = new File(['png'], 'gift.png', { type: 'image/png' });

    await client.request({
      method: 'POST',
      path: '/admin/gifts',
      mode: 'admin',
      body: { name: 'Jantar', price: 15000, active: true, image },
    });

    const sent = itemAt(calls, 0).init.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect(sent.get('name')).toBe('Jantar');
    expect(sent.get('price')).toBe('15000');
    expect(sent.get('active')).toBe('true');
    expect((sent.get('image') as File).name).toBe('gift.png');
    expect(headersOf(itemAt(calls, 0).init)).not.toHaveProperty('Content-Type');
  });

  it('passes a FormData body through untouched', async () => {
    const { client, calls } = setup(() => fakeResponse(200, { success: true }));
    const formData = new FormData();
    formData.append('fileType', 'image');

    await client.request({
      method: 'POST',
      path: '/users/event-gallery/e1',
      mode: 'users',
      body: formData,
    });

    expect(calls[0]?.init.body).toBe(formData);
  });

  it('throws the server message when success is false, even with status 200', async () => {
    const { client } = setup(() =>
      fakeResponse(200, { success: false, message: 'Slug indisponível.' }),
    );

    const error = await caught(
      client.request({
        method: 'GET',
        path: '/users/fetch-gifts-slug',
        mode: 'none',
      }),
    );

    expect(error).toMatchObject({ message: 'Slug indisponível.', status: 200 });
  });

  it('carries the status, code and field errors of a failed call', async () => {
    const { client } = setup(() =>
      fakeResponse(400, {
        success: false,
        message: 'Dados inválidos.',
        code: 'VALIDATION_ERROR',
        fieldErrors: {
          email: ['E-mail inválido.'],
          phoneNumber: 'Telefone inválido.',
        },
      }),
    );

    const error = await caught(
      client.request({
        method: 'POST',
        path: '/users/guests/e1',
        mode: 'users',
        body: { email: 'x' },
      }),
    );

    expect(error).toMatchObject({
      message: 'Dados inválidos.',
      status: 400,
      code: 'VALIDATION_ERROR',
      fieldErrors: {
        email: ['E-mail inválido.'],
        phoneNumber: ['Telefone inválido.'],
      },
    });
  });

  it.each(['users', 'admin'] as const)(
    'calls onUnauthorized on a 401 to a %s call and throws',
    async (mode) => {
      const { client, onUnauthorized } = setup(() =>
        fakeResponse(401, { success: false, message: 'Sessão expirada.' }),
      );

      const error = await caught(
        client.request({ method: 'GET', path: '/me', mode }),
      );

      expect(onUnauthorized).toHaveBeenCalledWith(mode);
      expect(error).toMatchObject({ message: 'Sessão expirada.', status: 401 });
    },
  );

  it('does not treat a 401 to a public call as a lost session', async () => {
    const { client, onUnauthorized } = setup(() =>
      fakeResponse(401, {
        success: false,
        message: 'E-mail ou senha inválidos.',
      }),
    );

    const error = await caught(
      client.request({
        method: 'POST',
        path: '/users/login',
        mode: 'none',
        body: { email: 'a', password: 'b' },
      }),
    );

    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(error.message).toBe('E-mail ou senha inválidos.');
  });

  it('by default clears only the lost session on a 401', async () => {
    const storage = signedIn();
    const fetch = fakeFetch(() => fakeResponse(401, { success: false }));
    window.history.pushState({}, '', '/login');
    const client = createApiClient({ storage, fetchImpl: fetch.impl });

    await caught(
      client.request({ method: 'GET', path: '/users/me', mode: 'users' }),
    );

    expect(storage.getItem('userToken')).toBeNull();
    expect(storage.getItem('userId')).toBeNull();
    expect(storage.getItem('adminToken')).toBe('admin-token');
  });

  it('maps a 404 without a message to the not-found text', async () => {
    const { client } = setup(() => fakeResponse(404, 'Not Found'));

    const error = await caught(
      client.request({ method: 'GET', path: '/guests/event/x', mode: 'none' }),
    );

    expect(error).toMatchObject({
      message: 'Algo deu errado. Tente novamente mais tarde!',
      status: 404,
    });
  });

  it('keeps the server message of a 404', async () => {
    const { client } = setup(() =>
      fakeResponse(404, { success: false, message: 'Evento não encontrado.' }),
    );

    const error = await caught(
      client.request({ method: 'GET', path: '/guests/event/x', mode: 'none' }),
    );

    expect(error.message).toBe('Evento não encontrado.');
  });

  it('maps a failed connection to the network text', async () => {
    const { client } = setup(() =>
      Promise.reject(new TypeError('Failed to fetch')),
    );

    const error = await caught(
      client.request({ method: 'GET', path: '/guests/event/x', mode: 'none' }),
    );

    expect(error).toMatchObject({ message: 'Erro de rede!', status: 0 });
  });

  it('lets a cancelled request reject with its AbortError', async () => {
    const abort = new DOMException('aborted', 'AbortError');
    const { client } = setup(() => Promise.reject(abort));

    await expect(
      client.request({ method: 'GET', path: '/x', mode: 'none' }),
    ).rejects.toBe(abort);
  });

  it.each([
    [500, { success: false }],
    [502, '<html>Bad Gateway</html>'],
    [200, { success: false }],
  ])(
    'maps a %s failure without a message to the generic text',
    async (status, body) => {
      const { client } = setup(() => fakeResponse(status, body));

      const error = await caught(
        client.request({ method: 'GET', path: '/x', mode: 'none' }),
      );

      expect(error.message).toBe('Ocorreu um erro inesperado.');
      expect(error.generic).toBe(true);
    },
  );

  it('parses the successful payload with a schema', async () => {
    const schema = z.object({ success: z.literal(true), total: z.number() });
    const { client } = setup(() =>
      fakeResponse(200, { success: true, total: 3, extra: 'dropped' }),
    );

    const body = await client.request({
      method: 'GET',
      path: '/x',
      mode: 'none',
      schema,
    });

    expect(body).toEqual({ success: true, total: 3 });
  });

  it('reports a payload that does not match the schema as an unexpected error', async () => {
    const schema = z.object({ total: z.number() });
    const { client } = setup(() =>
      fakeResponse(200, { success: true, total: 'three' }),
    );

    const error = await caught(
      client.request({ method: 'GET', path: '/x', mode: 'none', schema }),
    );

    expect(error).toMatchObject({
      message: 'Ocorreu um erro inesperado.',
      code: 'INVALID_RESPONSE',
    });
  });

  it('returns undefined for an empty successful response', async () => {
    const { client } = setup(() => fakeResponse(204));

    await expect(
      client.request({ method: 'DELETE', path: '/x', mode: 'users' }),
    ).resolves.toBeUndefined();
  });
});

describe('createApiClient external requests', () => {
  it('calls the absolute URL without base path or credentials', async () => {
    const { client, calls } = setup(() =>
      fakeResponse(200, { cep: '01001-000', uf: 'SP' }),
    );

    const body = await client.request({
      method: 'GET',
      path: 'https://viacep.com.br/ws/01001000/json/',
      mode: 'external',
    });

    expect(body).toEqual({ cep: '01001-000', uf: 'SP' });
    expect(calls[0]?.url).toBe('https://viacep.com.br/ws/01001000/json/');
    expect(headersOf(itemAt(calls, 0).init)).not.toHaveProperty(
      'Authorization',
    );
  });

  it('adds the query to the absolute URL', async () => {
    const { client, calls } = setup(() => fakeResponse(200, []));

    await client.request({
      method: 'GET',
      path: 'https://nominatim.example/search?format=json',
      mode: 'external',
      query: { q: 'Av. Paulista, São Paulo' },
    });

    expect(calls[0]?.url).toBe(
      'https://nominatim.example/search?format=json&q=Av.+Paulista%2C+S%C3%A3o+Paulo',
    );
  });

  it('rejects an empty URL before any network call', async () => {
    const { client, fetchImpl } = setup(() => fakeResponse(200, {}));

    const error = await caught(
      client.request({ method: 'GET', path: ' ', mode: 'external' }),
    );

    expect(error.message).toBe(clientTexts.urlRequired);
    expect(error.message).toBe('A URL é obrigatória.');
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

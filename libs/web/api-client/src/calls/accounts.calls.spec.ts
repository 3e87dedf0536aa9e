import {
  passwordResetRoutes,
  registrationRoutes,
  signInRoutes,
  itemAt,
  userSessionsRoutes,
} from '@celebra/contracts';
import { ApiError } from '../lib/api-error';
import { callRoute } from '../lib/call-route';
import { createApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';

const userSession = { userToken: 'tok', userId: '7' };
const adminSession = { adminToken: 'adm', adminId: '1' };

const setup = (
  body: unknown,
  status = 200,
  session: Record<string, string> = userSession,
) => {
  const fetch = fakeFetch(() => fakeResponse(status, body));
  const onUnauthorized = jest.fn();
  const client = createApiClient({
    storage: memoryStorage(session),
    onUnauthorized,
    fetchImpl: fetch.impl,
  });
  return { client, calls: fetch.calls, onUnauthorized };
};

/** The back office's client, signed in. */
const adminSetup = (body: unknown) => setup(body, 200, adminSession);

/** A client without any stored session (the password-reset pages). */
const signedOut = (body: unknown, status = 200) => setup(body, status, {});

const event = {
  id: 3,
  slug: 'ana',
  title: 'T',
  subtitle: 'S',
  titleDescription: '',
  description: '',
  color: '#c2185b',
  theme: 'classico',
  avatarUrl: null,
  bannerUrl: null,
};

describe('user session calls', () => {
  it('login posts the credentials without auth and parses token and id', async () => {
    const { client, calls } = setup({
      success: true,
      message: 'ok',
      token: 'abc',
      id: 7,
      extra: 'dropped',
    });
    const answer = await callRoute(
      signInRoutes.login,
      { body: { email: 'ana@example.com', password: 'x' } },
      client,
    );
    expect(answer).toEqual({
      success: true,
      message: 'ok',
      token: 'abc',
      id: 7,
    });
    expect(calls[0]?.url).toBe('/api/users/login');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.headers).not.toHaveProperty('Authorization');
    expect(JSON.parse(String(itemAt(calls, 0).init.body))).toEqual({
      email: 'ana@example.com',
      password: 'x',
    });
  });

  it('register posts the registration data', async () => {
    const { client, calls } = setup({
      success: true,
      message: 'ok',
      token: 'abc',
      id: 9,
    });
    await callRoute(
      registrationRoutes.register,
      {
        body: {
          eventType: 1,
          event: 2,
          title: 'T',
          subtitle: 'S',
          slug: 'ana',
          giftList: [1, 2, 3, 4],
          firstName: 'Ana',
          lastName: 'Souza',
          phoneNumber: '(11) 98765-4321',
          email: 'ana@example.com',
          password: 'senha1234',
          confirmPassword: 'senha1234',
        },
      },
      client,
    );
    expect(calls[0]?.url).toBe('/api/users/register');
    expect(JSON.parse(String(itemAt(calls, 0).init.body)).giftList).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it('me sends the session and parses user, event and every event with its role', async () => {
    const user = {
      id: 7,
      first_name: 'Ana',
      last_name: 'Souza',
      email: 'ana@example.com',
      phone_number: '(11) 98765-4321',
    };
    const events = [
      { id: event.id, slug: event.slug, title: event.title, role: 'owner' },
      { id: 99, slug: 'cha-de-panela', title: 'Chá de panela', role: 'cohost' },
    ];
    const { client, calls } = setup({ success: true, user, event, events });
    await expect(callRoute(signInRoutes.me, {}, client)).resolves.toEqual({
      success: true,
      user,
      event,
      events,
    });
    expect(calls[0]?.init.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'X-User-Id': '7',
    });
  });

  it('me refuses an answer without the event', async () => {
    const { client } = setup({ success: true, user: {} });
    await expect(callRoute(signInRoutes.me, {}, client)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('logout posts with the session', async () => {
    const { client, calls } = setup({ success: true, message: 'bye' });
    await expect(callRoute(signInRoutes.logout, {}, client)).resolves.toEqual({
      success: true,
      message: 'bye',
    });
    expect(calls[0]?.url).toBe('/api/users/logout');
    expect(calls[0]?.init.method).toBe('POST');
  });
});

describe("the host's open sessions calls", () => {
  const sessions = [
    {
      id: 41,
      device: 'Chrome no Android',
      createdAt: '2026-05-02T12:00:00.000Z',
      lastUsedAt: '2026-05-04T09:30:00.000Z',
      current: true,
    },
    {
      id: 38,
      device: 'Safari no iPhone',
      createdAt: '2026-04-20T18:00:00.000Z',
      lastUsedAt: '2026-05-01T22:10:00.000Z',
      current: false,
    },
  ];

  it('list gets /api/users/sessions with the session and parses each device', async () => {
    const { client, calls } = setup({ success: true, sessions });
    await expect(
      callRoute(userSessionsRoutes.list, {}, client),
    ).resolves.toEqual({ success: true, sessions });
    expect(calls[0]?.url).toBe('/api/users/sessions');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'X-User-Id': '7',
    });
  });

  it('list refuses a session without its current flag', async () => {
    const { client } = setup({
      success: true,
      sessions: [{ ...itemAt(sessions, 1), current: undefined }],
    });
    await expect(
      callRoute(userSessionsRoutes.list, {}, client),
    ).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('end deletes /api/users/sessions/{sessionId} without a body', async () => {
    const { client, calls } = setup({
      success: true,
      message: 'Aparelho desconectado.',
    });
    await expect(
      callRoute(userSessionsRoutes.end, { params: { sessionId: 38 } }, client),
    ).resolves.toEqual({ success: true, message: 'Aparelho desconectado.' });
    expect(calls[0]?.url).toBe('/api/users/sessions/38');
    expect(calls[0]?.init.method).toBe('DELETE');
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it("end throws the api's 404 for a session that is not the account's, without signing out", async () => {
    const { client, onUnauthorized } = setup(
      {
        success: false,
        code: 'NOT_FOUND',
        message: 'Sessão não encontrada.',
      },
      404,
    );
    await expect(
      callRoute(userSessionsRoutes.end, { params: { sessionId: 99 } }, client),
    ).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Sessão não encontrada.',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('endOthers deletes /api/users/sessions and parses how many ended', async () => {
    const answer = {
      success: true,
      message: '1 aparelho foi desconectado. Este continua conectado.',
      ended: 1,
    };
    const { client, calls } = setup(answer);
    await expect(
      callRoute(userSessionsRoutes.endOthers, {}, client),
    ).resolves.toEqual(answer);
    expect(calls[0]?.url).toBe('/api/users/sessions');
    expect(calls[0]?.init.method).toBe('DELETE');
  });

  it('a 401 (the session was ended on another device) sends the host to sign in', async () => {
    const { client, onUnauthorized } = setup(
      {
        success: false,
        code: 'UNAUTHORIZED',
        message: 'Sessão inválida ou expirada. Faça login novamente.',
      },
      401,
    );
    await expect(
      callRoute(userSessionsRoutes.list, {}, client),
    ).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith('users');
  });
});

describe('admin session calls', () => {
  it('adminLogin posts without auth and parses the admin', async () => {
    const { client, calls } = adminSetup({
      success: true,
      message: 'ok',
      token: 't',
      admin: { id: 1, firstName: 'Admin' },
    });
    const answer = await callRoute(
      signInRoutes.adminLogin,
      { body: { email: 'admin@celebra.dev', password: 'x' } },
      client,
    );
    expect(answer.admin).toEqual({ id: 1, firstName: 'Admin' });
    expect(calls[0]?.url).toBe('/api/admin/login');
    expect(calls[0]?.init.headers).not.toHaveProperty('Authorization');
  });

  it('adminMe sends X-Admin-Id', async () => {
    const admin = {
      id: 1,
      firstName: 'Admin',
      lastName: '',
      email: 'admin@celebra.dev',
    };
    const { client, calls } = adminSetup({ success: true, admin });
    await expect(callRoute(signInRoutes.adminMe, {}, client)).resolves.toEqual({
      success: true,
      admin,
    });
    expect(calls[0]?.url).toBe('/api/admin/me');
    expect(calls[0]?.init.headers).toMatchObject({
      Authorization: 'Bearer adm',
      'X-Admin-Id': '1',
    });
  });

  it('adminLogout posts with the admin session', async () => {
    const { client, calls } = adminSetup({ success: true });
    await callRoute(signInRoutes.adminLogout, {}, client);
    expect(calls[0]?.url).toBe('/api/admin/logout');
    expect(calls[0]?.init.method).toBe('POST');
  });
});

const token = 'a'.repeat(43);
const newPassword = { password: 'NovaSenha99', confirmPassword: 'NovaSenha99' };

describe('password reset calls', () => {
  it.each([
    ['users', passwordResetRoutes.request],
    ['admin', passwordResetRoutes.adminRequest],
  ] as const)(
    'posts the e-mail to /api/%s/password-reset without credentials',
    async (scope, route) => {
      const { client, calls } = signedOut({ success: true, message: 'ok' });
      await expect(
        callRoute(route, { body: { email: 'ana@example.com' } }, client),
      ).resolves.toEqual({ success: true, message: 'ok' });
      expect(calls[0]?.url).toBe(`/api/${scope}/password-reset`);
      expect(calls[0]?.init.method).toBe('POST');
      expect(calls[0]?.init.headers).not.toHaveProperty('Authorization');
      expect(JSON.parse(String(itemAt(calls, 0).init.body))).toEqual({
        email: 'ana@example.com',
      });
    },
  );

  it.each([
    ['users', passwordResetRoutes.confirm],
    ['admin', passwordResetRoutes.adminConfirm],
  ] as const)(
    'posts the token and the new password to /api/%s/password-reset/confirm',
    async (scope, route) => {
      const { client, calls } = signedOut({ success: true, message: 'feito' });
      await expect(
        callRoute(route, { body: { token, ...newPassword } }, client),
      ).resolves.toEqual({
        success: true,
        message: 'feito',
      });
      expect(calls[0]?.url).toBe(`/api/${scope}/password-reset/confirm`);
      expect(JSON.parse(String(itemAt(calls, 0).init.body))).toEqual({
        token,
        ...newPassword,
      });
    },
  );

  it('throws the server message and the token field error for a used link', async () => {
    const { client, onUnauthorized } = signedOut(
      {
        success: false,
        message: 'Link inválido.',
        fieldErrors: { token: ['Link inválido.'] },
      },
      400,
    );
    const error = await callRoute(
      passwordResetRoutes.confirm,
      { body: { token, ...newPassword } },
      client,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Link inválido.',
      fieldErrors: { token: ['Link inválido.'] },
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

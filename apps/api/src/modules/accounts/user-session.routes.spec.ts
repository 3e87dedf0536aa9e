import {
  errorResponseSchema,
  loginResponseSchema,
  logoutResponseSchema,
  meResponseSchema,
} from '@celebra/contracts';
import { sessions, users } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  createAdmin,
  createExpiredSession,
  createHost,
  nextIp,
  userHeaders,
} from '../../test/factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const login = (payload: object, remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload,
    remoteAddress,
  });

const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/users/me', headers });

describe('POST /api/users/login', () => {
  it('opens a session for the right password, whatever the e-mail case', async () => {
    const host = await createHost(t.database.db);
    const response = await login({
      email: host.user.email.toUpperCase(),
      password: host.user.password,
    });

    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      success: true,
      message: 'Login realizado com sucesso.',
      id: host.user.id,
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await me(userHeaders(body.token, body.id))).statusCode).toBe(200);
  });

  it('stores only the hash of the token', async () => {
    const host = await createHost(t.database.db);
    const { token } = loginResponseSchema.parse(
      (
        await login({ email: host.user.email, password: host.user.password })
      ).json(),
    );
    const stored = await t.database.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, host.user.id));
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(
      true,
    );
  });

  it.each([
    [{ password: 'x' }, 'email', '* Campo obrigatório'],
    [{ email: 'ana@', password: 'x' }, 'email', '* Formato de e-mail inválido'],
    [{ email: 'ana@example.com' }, 'password', '* Senha inválida'],
    [
      { email: 'ana@example.com', password: '' },
      'password',
      '* Senha inválida',
    ],
  ])(
    'refuses %j with 400 and the field message',
    async (payload, field, message) => {
      const response = await login(payload);
      expect(response.statusCode).toBe(400);
      const body = errorResponseSchema.parse(response.json());
      expect(body.message).toBe(message);
      expect(body.fieldErrors?.[field]).toEqual([message]);
    },
  );

  it('answers the same 401 for a wrong password, an unknown e-mail and an inactive account', async () => {
    const host = await createHost(t.database.db);
    const inactive = await createHost(t.database.db, { active: false });
    const answers = await Promise.all([
      login({ email: host.user.email, password: 'errada123' }),
      login({ email: 'ninguem@example.com', password: 'senha1234' }),
      login({ email: inactive.user.email, password: inactive.user.password }),
    ]);
    for (const response of answers) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        code: 'UNAUTHORIZED',
        message: 'E-mail ou senha inválidos.',
      });
    }
  });

  it('refuses the 6th failed attempt of a minute with 429, even with the right password', async () => {
    const host = await createHost(t.database.db);
    const ip = nextIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(
        (
          await login(
            { email: host.user.email, password: `errada${attempt}0` },
            ip,
          )
        ).statusCode,
      ).toBe(401);
    }
    const blocked = await login(
      { email: host.user.email, password: host.user.password },
      ip,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      success: false,
      message: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    expect(
      (
        await login(
          { email: host.user.email, password: host.user.password },
          nextIp(),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('counts failures only: successful logins are never limited', async () => {
    const host = await createHost(t.database.db);
    const ip = nextIp();
    for (let attempt = 0; attempt < 8; attempt += 1) {
      expect(
        (
          await login(
            { email: host.user.email, password: host.user.password },
            ip,
          )
        ).statusCode,
      ).toBe(200);
    }
  });
});

describe('GET /api/users/me', () => {
  it('answers the host and their event', async () => {
    const host = await createHost(t.database.db);
    const response = await me(host.headers);

    expect(response.statusCode).toBe(200);
    expect(meResponseSchema.parse(response.json())).toEqual({
      success: true,
      user: {
        id: host.user.id,
        first_name: host.user.firstName,
        last_name: host.user.lastName,
        email: host.user.email,
        phone_number: host.user.phoneNumber,
      },
      event: {
        id: host.event.id,
        slug: host.event.slug,
        title: 'Ana & João',
        subtitle: 'Nosso casamento',
        titleDescription: '',
        description: '',
        color: '#c2185b',
        theme: 'classico',
        avatarUrl: null,
        bannerUrl: null,
      },
      events: [
        {
          id: host.event.id,
          slug: host.event.slug,
          title: 'Ana & João',
          role: 'owner',
        },
      ],
    });
    expect(response.body).not.toContain('password');
  });

  it.each([
    ['no headers', () => ({})],
    [
      'a token without X-User-Id',
      (token: string) => ({ authorization: `Bearer ${token}` }),
    ],
    [
      'X-User-Id without a token',
      (_token: string, id: number) => ({ 'x-user-id': String(id) }),
    ],
    [
      'an unknown token',
      (_token: string, id: number) => userHeaders('x'.repeat(43), id),
    ],
    [
      'a non-bearer scheme',
      (token: string, id: number) => ({
        authorization: `Basic ${token}`,
        'x-user-id': String(id),
      }),
    ],
  ])('answers 401 with %s', async (_case, headersOf) => {
    const host = await createHost(t.database.db);
    const response = await me(headersOf(host.token, host.user.id));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      code: 'UNAUTHORIZED',
      message: 'Sessão inválida ou expirada. Faça login novamente.',
    });
  });

  it("answers 401 when X-User-Id names another host than the token's", async () => {
    const host = await createHost(t.database.db);
    const other = await createHost(t.database.db);
    expect((await me(userHeaders(host.token, other.user.id))).statusCode).toBe(
      401,
    );
  });

  it('answers 401 to an admin token, even with its id in X-User-Id', async () => {
    const admin = await createAdmin(t.database.db);
    expect(
      (await me(userHeaders(admin.token, admin.admin.id))).statusCode,
    ).toBe(401);
  });

  it('answers 401 to an expired session', async () => {
    const host = await createHost(t.database.db);
    const expired = await createExpiredSession(t.database.db, {
      userId: host.user.id,
    });
    expect((await me(userHeaders(expired, host.user.id))).statusCode).toBe(401);
  });

  it('answers 401 once the host is deactivated', async () => {
    const host = await createHost(t.database.db);
    await t.database.db
      .update(users)
      .set({ active: false })
      .where(eq(users.id, host.user.id));
    expect((await me(host.headers)).statusCode).toBe(401);
  });
});

describe('POST /api/users/logout', () => {
  it('revokes the session: the next call is 401, other sessions stay open', async () => {
    const host = await createHost(t.database.db);
    const second = loginResponseSchema.parse(
      (
        await login({ email: host.user.email, password: host.user.password })
      ).json(),
    );

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: host.headers,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(logoutResponseSchema.parse(response.json())).toEqual({
      success: true,
      message: 'Sessão encerrada.',
    });

    expect((await me(host.headers)).statusCode).toBe(401);
    expect((await me(userHeaders(second.token, host.user.id))).statusCode).toBe(
      200,
    );
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});

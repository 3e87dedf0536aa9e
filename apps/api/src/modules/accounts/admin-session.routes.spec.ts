import {
  adminLoginResponseSchema,
  adminMeResponseSchema,
  errorResponseSchema,
  logoutResponseSchema,
} from '@celebra/contracts';
import { admins } from '@celebra/db';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  adminHeaders,
  createAdmin,
  createExpiredSession,
  createHost,
  nextIp,
} from '../../test/factories';
import { ensureAdmin } from './sign-in.service';

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
    url: '/api/admin/login',
    payload,
    remoteAddress,
  });

const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/admin/me', headers });

describe('POST /api/admin/login', () => {
  it('opens an admin session and answers the admin id and first name', async () => {
    const { admin } = await createAdmin(t.database.db);
    const response = await login({
      email: admin.email,
      password: admin.password,
    });

    expect(response.statusCode).toBe(200);
    const body = adminLoginResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      success: true,
      admin: { id: admin.id, firstName: 'Beatriz' },
    });
    expect((await me(adminHeaders(body.token, admin.id))).statusCode).toBe(200);
  });

  it.each([
    [{ password: 'x' }, '* Campo obrigatório'],
    [{ email: 'admin', password: 'x' }, '* Formato de e-mail inválido'],
    [{ email: 'admin@example.com', password: '' }, '* Senha inválida'],
  ])('refuses %j with 400 and the spec message', async (payload, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).message).toBe(message);
  });

  it('refuses a wrong password, a host account and an inactive admin alike', async () => {
    const { admin } = await createAdmin(t.database.db);
    const inactive = await createAdmin(t.database.db, { active: false });
    const host = await createHost(t.database.db);
    for (const payload of [
      { email: admin.email, password: 'errada123' },
      { email: host.user.email, password: host.user.password },
      { email: inactive.admin.email, password: inactive.admin.password },
    ]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'E-mail ou senha inválidos.',
      });
    }
  });

  it('refuses the 6th failed attempt of a minute with 429', async () => {
    const { admin } = await createAdmin(t.database.db);
    const ip = nextIp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await login({ email: admin.email, password: 'errada123' }, ip))
          .statusCode,
      ).toBe(401);
    }
    const blocked = await login(
      { email: admin.email, password: admin.password },
      ip,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      'Muitas tentativas. Aguarde um minuto e tente novamente.',
    );
  });
});

describe('GET /api/admin/me', () => {
  it('answers the signed-in admin without secrets', async () => {
    const { admin, headers } = await createAdmin(t.database.db);
    const response = await me(headers);
    expect(response.statusCode).toBe(200);
    expect(adminMeResponseSchema.parse(response.json())).toEqual({
      success: true,
      admin: {
        id: admin.id,
        firstName: 'Beatriz',
        lastName: 'Lima',
        email: admin.email,
      },
    });
    expect(response.body).not.toContain('password');
  });

  it('answers 401 without a session', async () => {
    const response = await me({});
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(
      'Sessão inválida ou expirada. Faça login novamente.',
    );
  });

  it('answers 401 to a host token, even with its id in X-Admin-Id', async () => {
    const host = await createHost(t.database.db);
    expect((await me(adminHeaders(host.token, host.user.id))).statusCode).toBe(
      401,
    );
  });

  it("answers 401 when X-Admin-Id names another admin than the token's", async () => {
    const first = await createAdmin(t.database.db);
    const second = await createAdmin(t.database.db);
    expect(
      (await me(adminHeaders(first.token, second.admin.id))).statusCode,
    ).toBe(401);
  });

  it('answers 401 to an expired session and to a deactivated admin', async () => {
    const { admin, headers } = await createAdmin(t.database.db);
    const expired = await createExpiredSession(t.database.db, {
      adminId: admin.id,
    });
    expect((await me(adminHeaders(expired, admin.id))).statusCode).toBe(401);

    await t.database.db
      .update(admins)
      .set({ active: false })
      .where(eq(admins.id, admin.id));
    expect((await me(headers)).statusCode).toBe(401);
  });
});

describe('POST /api/admin/logout', () => {
  it('revokes the session', async () => {
    const { headers } = await createAdmin(t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(logoutResponseSchema.parse(response.json()).success).toBe(true);
    expect((await me(headers)).statusCode).toBe(401);
  });

  it('answers 401 to a host token', async () => {
    const host = await createHost(t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: adminHeaders(host.token, host.user.id),
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('ensureAdmin', () => {
  it('creates the first administrator once, whatever the e-mail case, and it can log in', async () => {
    const email = 'Primeiro.Admin@Example.com';
    expect(
      await ensureAdmin(t.database.db, { email, password: 'Segredo123' }),
    ).toBe(true);
    expect(
      await ensureAdmin(t.database.db, {
        email: email.toLowerCase(),
        password: 'Outra1234',
      }),
    ).toBe(false);

    const count = await t.database.db.$count(
      admins,
      sql`lower(${admins.email}) = ${email.toLowerCase()}`,
    );
    expect(count).toBe(1);
    expect((await login({ email, password: 'Segredo123' })).statusCode).toBe(
      200,
    );
  });
});

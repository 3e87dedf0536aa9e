import {
  adminLoginResponseSchema,
  endOtherUserSessionsResponseSchema,
  endUserSessionResponseSchema,
  errorResponseSchema,
  listUserSessionsResponseSchema,
  loginResponseSchema,
} from '@celebra/contracts';
import { sessions } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { hashSessionToken } from '../../lib/session-token';
import { createSessionService, TOUCH_INTERVAL_MS } from '../../lib/sessions';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  adminHeaders,
  createAdmin,
  createExpiredSession,
  createHost,
  nextIp,
  type TestHost,
  userHeaders,
} from '../../test/factories';
import { leaveUnusedFor, sessionOf } from '../../test/sessions';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS_FIREFOX =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';

/** Signs `host` in from a device: answers the new session's headers and token. */
async function signInFrom(host: TestHost, userAgent: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    headers: { 'user-agent': userAgent },
    payload: { email: host.user.email, password: host.user.password },
    remoteAddress: nextIp(),
  });
  expect(response.statusCode).toBe(200);
  const { token } = loginResponseSchema.parse(response.json());
  return { token, headers: userHeaders(token, host.user.id) };
}

const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/users/me', headers });

const adminMe = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/admin/me', headers });

const listSessions = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/users/sessions', headers });

const endSession = (headers: Record<string, string>, sessionId: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/users/sessions/${sessionId}`,
    headers,
  });

const endOtherSessions = (headers: Record<string, string>) =>
  t.app.inject({ method: 'DELETE', url: '/api/users/sessions', headers });

const deadSession = {
  success: false,
  code: 'UNAUTHORIZED',
  message: 'Sessão inválida ou expirada. Faça login novamente.',
};

describe('idle sessions', () => {
  it("close a host's session unused for longer than SESSION_IDLE_HOURS (72), never before, with 5 minutes for lastUsedAt's granularity", async () => {
    const idleMs = t.config.SESSION_IDLE_HOURS * HOUR_MS;
    expect(t.config.SESSION_IDLE_HOURS).toBe(72);
    const host = await createHost(db());

    // lastUsedAt is refreshed at most every 5 minutes, so a session last used 72 h ago may
    // show a lastUsedAt of up to 72 h 5 min ago: it still opens calls, and is refreshed.
    await leaveUnusedFor(
      db(),
      host.token,
      idleMs + TOUCH_INTERVAL_MS - MINUTE_MS,
    );
    expect((await me(host.headers)).statusCode).toBe(200);
    const refreshed = await sessionOf(db(), host.token);
    expect(Date.now() - refreshed.lastUsedAt.getTime()).toBeLessThan(MINUTE_MS);

    // Past the window and its 5 minutes: 401 like any dead session, and it stays dead.
    await leaveUnusedFor(
      db(),
      host.token,
      idleMs + TOUCH_INTERVAL_MS + MINUTE_MS,
    );
    for (let call = 0; call < 2; call += 1) {
      const response = await me(host.headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(deadSession);
    }
    expect(
      Date.now() - (await sessionOf(db(), host.token)).lastUsedAt.getTime(),
    ).toBeGreaterThan(idleMs);
  });

  it("close an administrator's session after ADMIN_SESSION_IDLE_HOURS (8), a host's idle as long still open", async () => {
    expect(t.config.ADMIN_SESSION_IDLE_HOURS).toBe(8);
    const adminIdleMs = t.config.ADMIN_SESSION_IDLE_HOURS * HOUR_MS;
    const admin = await createAdmin(db());
    const host = await createHost(db());

    await leaveUnusedFor(db(), admin.token, adminIdleMs - HOUR_MS);
    expect((await adminMe(admin.headers)).statusCode).toBe(200);

    const unused = adminIdleMs + TOUCH_INTERVAL_MS + MINUTE_MS;
    await leaveUnusedFor(db(), admin.token, unused);
    await leaveUnusedFor(db(), host.token, unused);
    const response = await adminMe(admin.headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(deadSession);
    expect((await me(host.headers)).statusCode).toBe(200);
  });

  it('close only the idle session: the same account on another device stays signed in', async () => {
    const host = await createHost(db());
    const phone = await signInFrom(host, ANDROID_CHROME);
    await leaveUnusedFor(
      db(),
      host.token,
      t.config.SESSION_IDLE_HOURS * HOUR_MS + TOUCH_INTERVAL_MS + MINUTE_MS,
    );

    expect((await me(host.headers)).statusCode).toBe(401);
    expect((await me(phone.headers)).statusCode).toBe(200);
  });
});

describe('GET /api/users/sessions', () => {
  it("lists the account's open sessions: this one first and marked, each with its device and times", async () => {
    const host = await createHost(db());
    const phone = await signInFrom(host, ANDROID_CHROME);
    const laptop = await signInFrom(host, WINDOWS_FIREFOX);
    const iphone = await signInFrom(host, IPHONE_SAFARI);
    await leaveUnusedFor(db(), laptop.token, 2 * HOUR_MS);
    await leaveUnusedFor(db(), iphone.token, HOUR_MS);

    const response = await listSessions(phone.headers);
    expect(response.statusCode).toBe(200);
    const body = listUserSessionsResponseSchema.parse(response.json());
    const ids = {
      phone: (await sessionOf(db(), phone.token)).id,
      laptop: (await sessionOf(db(), laptop.token)).id,
      iphone: (await sessionOf(db(), iphone.token)).id,
      factory: (await sessionOf(db(), host.token)).id,
    };
    expect(
      body.sessions.map(({ id, device, current }) => ({ id, device, current })),
    ).toEqual([
      { id: ids.phone, device: 'Chrome no Android', current: true },
      // The factory's session, opened without a device label and used at its creation.
      { id: ids.factory, device: 'Aparelho desconhecido', current: false },
      { id: ids.iphone, device: 'Safari no iPhone', current: false },
      { id: ids.laptop, device: 'Firefox no Windows', current: false },
    ]);
    const laptopRow = body.sessions.find((row) => row.id === ids.laptop);
    expect(
      Date.now() - Date.parse(laptopRow?.lastUsedAt ?? ''),
    ).toBeGreaterThanOrEqual(2 * HOUR_MS);
    expect(Date.parse(laptopRow?.createdAt ?? '')).toBeLessThanOrEqual(
      Date.now(),
    );
    // Neither the token, its hash, nor the raw User-Agent leave the server.
    expect(response.body).not.toContain(phone.token);
    expect(response.body).not.toContain('Mozilla');
    expect(response.body).not.toContain('tokenHash');
  });

  it('keeps the label, not the User-Agent: nothing the client wrote is stored', async () => {
    const host = await createHost(db());
    const phone = await signInFrom(
      host,
      'Mozilla/5.0 (Linux; Android 14; Pixel 8 da Ana) Chrome/126.0.0.0 <b>oi</b>',
    );
    expect((await sessionOf(db(), phone.token)).deviceLabel).toBe(
      'Chrome no Android',
    );
  });

  it('leaves out ended, expired and idle sessions, and every other account', async () => {
    const host = await createHost(db());
    const other = await createHost(db());
    await signInFrom(other, ANDROID_CHROME);
    const admin = await createAdmin(db());
    const ended = await signInFrom(host, WINDOWS_FIREFOX);
    await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: ended.headers,
      payload: {},
    });
    await createExpiredSession(db(), { userId: host.user.id });
    const idle = await signInFrom(host, IPHONE_SAFARI);
    await leaveUnusedFor(
      db(),
      idle.token,
      t.config.SESSION_IDLE_HOURS * HOUR_MS + TOUCH_INTERVAL_MS + MINUTE_MS,
    );

    const body = listUserSessionsResponseSchema.parse(
      (await listSessions(host.headers)).json(),
    );
    expect(body.sessions.map((row) => row.id)).toEqual([
      (await sessionOf(db(), host.token)).id,
    ]);
    expect(body.sessions.map((row) => row.current)).toEqual([true]);
    expect((await adminMe(admin.headers)).statusCode).toBe(200);
  });

  it('answers 401 without a session, and to an administrator', async () => {
    const admin = await createAdmin(db());
    expect((await listSessions({})).statusCode).toBe(401);
    expect(
      (await listSessions(userHeaders(admin.token, admin.admin.id))).statusCode,
    ).toBe(401);
  });
});

describe('DELETE /api/users/sessions/{sessionId}', () => {
  it('ends another session of the account: it gets 401, this one and the rest stay', async () => {
    const host = await createHost(db());
    const phone = await signInFrom(host, ANDROID_CHROME);
    const laptop = await signInFrom(host, WINDOWS_FIREFOX);
    const phoneId = (await sessionOf(db(), phone.token)).id;

    const response = await endSession(laptop.headers, phoneId);
    expect(response.statusCode).toBe(200);
    expect(endUserSessionResponseSchema.parse(response.json())).toEqual({
      success: true,
      message:
        'Aparelho desconectado. Ele precisará entrar de novo com a senha.',
    });

    expect((await me(phone.headers)).statusCode).toBe(401);
    expect((await me(laptop.headers)).statusCode).toBe(200);
    expect((await me(host.headers)).statusCode).toBe(200);
    const listed = listUserSessionsResponseSchema.parse(
      (await listSessions(laptop.headers)).json(),
    );
    expect(listed.sessions.map((row) => row.id)).not.toContain(phoneId);
    expect((await endSession(laptop.headers, phoneId)).statusCode).toBe(404);
  });

  it("answers 404 for another account's session, and leaves it open", async () => {
    const host = await createHost(db());
    const other = await createHost(db());
    const otherPhone = await signInFrom(other, ANDROID_CHROME);
    const admin = await createAdmin(db());

    for (const sessionId of [
      (await sessionOf(db(), otherPhone.token)).id,
      (await sessionOf(db(), other.token)).id,
      (await sessionOf(db(), admin.token)).id,
      2_000_000_000,
    ]) {
      const response = await endSession(host.headers, sessionId);
      expect(response.statusCode).toBe(404);
      expect(errorResponseSchema.parse(response.json())).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Sessão não encontrada.',
      });
    }
    expect((await me(otherPhone.headers)).statusCode).toBe(200);
    expect((await me(other.headers)).statusCode).toBe(200);
    expect((await adminMe(admin.headers)).statusCode).toBe(200);
  });

  it('answers 404 for an idle or expired session of the account', async () => {
    const host = await createHost(db());
    const idle = await signInFrom(host, ANDROID_CHROME);
    await leaveUnusedFor(
      db(),
      idle.token,
      t.config.SESSION_IDLE_HOURS * HOUR_MS + TOUCH_INTERVAL_MS + MINUTE_MS,
    );
    const expired = await createExpiredSession(db(), { userId: host.user.id });
    for (const token of [idle.token, expired])
      expect(
        (await endSession(host.headers, (await sessionOf(db(), token)).id))
          .statusCode,
      ).toBe(404);
  });

  it('answers 409 for the session of the request, which stays open (it signs out with logout)', async () => {
    const host = await createHost(db());
    const response = await endSession(
      host.headers,
      (await sessionOf(db(), host.token)).id,
    );
    expect(response.statusCode).toBe(409);
    expect(errorResponseSchema.parse(response.json())).toMatchObject({
      code: 'CONFLICT',
      message: 'Esta é a sessão deste aparelho. Para encerrá-la, use Sair.',
    });
    expect((await me(host.headers)).statusCode).toBe(200);
  });

  it('answers 400 for an id that is not one', async () => {
    const host = await createHost(db());
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/sessions/abc',
      headers: host.headers,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('DELETE /api/users/sessions', () => {
  it("ends every other session of the account ('Sair de todos os aparelhos'): they get 401, this one stays", async () => {
    const host = await createHost(db());
    const phone = await signInFrom(host, ANDROID_CHROME);
    const laptop = await signInFrom(host, WINDOWS_FIREFOX);
    const other = await createHost(db());

    const response = await endOtherSessions(phone.headers);
    expect(response.statusCode).toBe(200);
    expect(endOtherUserSessionsResponseSchema.parse(response.json())).toEqual({
      success: true,
      message: '2 aparelhos foram desconectados. Este continua conectado.',
      ended: 2,
    });

    expect((await me(phone.headers)).statusCode).toBe(200);
    expect((await me(laptop.headers)).statusCode).toBe(401);
    expect((await me(host.headers)).statusCode).toBe(401);
    expect((await me(other.headers)).statusCode).toBe(200);
    const listed = listUserSessionsResponseSchema.parse(
      (await listSessions(phone.headers)).json(),
    );
    expect(listed.sessions).toEqual([
      expect.objectContaining({ device: 'Chrome no Android', current: true }),
    ]);
  });

  it('says so when no other device was signed in', async () => {
    const host = await createHost(db());
    const response = await endOtherSessions(host.headers);
    expect(endOtherUserSessionsResponseSchema.parse(response.json())).toEqual({
      success: true,
      message: 'Nenhum outro aparelho estava conectado.',
      ended: 0,
    });
    expect((await me(host.headers)).statusCode).toBe(200);
  });
});

describe('dead sessions', () => {
  it('are deleted by the sweep: ended, expired and idle ones go, live ones stay', async () => {
    const service = createSessionService(db(), {
      ttlHours: t.config.SESSION_TTL_HOURS,
      idleHours: { user: 72, admin: 8 },
    });
    const host = await createHost(db());
    const admin = await createAdmin(db());
    const adminLogin = adminLoginResponseSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { email: admin.admin.email, password: admin.admin.password },
          remoteAddress: nextIp(),
        })
      ).json(),
    );
    const ended = await signInFrom(host, ANDROID_CHROME);
    await service.revoke((await sessionOf(db(), ended.token)).id);
    const expired = await createExpiredSession(db(), { userId: host.user.id });
    const idleHost = await signInFrom(host, IPHONE_SAFARI);
    await leaveUnusedFor(db(), idleHost.token, 73 * HOUR_MS);
    const idleAdmin = adminLogin.token;
    await leaveUnusedFor(db(), idleAdmin, 9 * HOUR_MS);
    // A host unused for 9 hours is far from idle.
    const quietHost = await signInFrom(host, WINDOWS_FIREFOX);
    await leaveUnusedFor(db(), quietHost.token, 9 * HOUR_MS);

    expect(await service.deleteDead(new Date())).toBeGreaterThanOrEqual(4);

    const kept = async (token: string) =>
      (
        await db()
          .select({ id: sessions.id })
          .from(sessions)
          .where(eq(sessions.tokenHash, hashSessionToken(token)))
      ).length === 1;
    expect(await kept(host.token)).toBe(true);
    expect(await kept(admin.token)).toBe(true);
    expect(await kept(quietHost.token)).toBe(true);
    for (const token of [ended.token, expired, idleHost.token, idleAdmin])
      expect(await kept(token)).toBe(false);
    expect((await me(host.headers)).statusCode).toBe(200);
    expect(
      (await adminMe(adminHeaders(admin.token, admin.admin.id))).statusCode,
    ).toBe(200);
  });
});

import { payoutDestinations, sessions } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  createHost,
  nextIp,
  type TestHost,
  userHeaders,
} from '../../test/factories';
import { reauthenticatedAt } from '../../test/member-factories';
import { insertOrder } from '../../test/money-factories';
import { openSessionOf } from '../../test/sessions';
import { pixCpfDestination } from './payout-destination.test-support';

/*
 * The two payout calls (the destination and a payout request) need a session that confirmed
 * its password within the last 10 minutes: 403 REAUTHENTICATION_REQUIRED otherwise.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const MINUTE_MS = 60_000;

const putDestination = (host: TestHost, headers = host.headers) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/events/${host.event.id}/payout-destination`,
    headers,
    payload: pixCpfDestination,
  });

const requestPayout = (host: TestHost, headers = host.headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/users/events/${host.event.id}/payout-requests`,
    headers,
  });

const reauthenticate = (
  host: TestHost,
  password: string,
  headers = host.headers,
  remoteAddress = nextIp(),
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/reauthenticate',
    headers,
    remoteAddress,
    payload: { password },
  });

function expectStepUp(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({
    success: false,
    code: 'REAUTHENTICATION_REQUIRED',
    message: 'Confirme sua senha para continuar.',
  });
}

const destinationCount = (eventId: number) =>
  db().$count(payoutDestinations, eq(payoutDestinations.eventId, eventId));

describe('the payout calls behind a fresh password', () => {
  it('answer 403 REAUTHENTICATION_REQUIRED to a session that never confirmed it, writing nothing', async () => {
    const host = await createHost(db());
    await insertOrder(db(), host.event.id);
    expectStepUp(await putDestination(host));
    expectStepUp(await requestPayout(host));
    expect(await destinationCount(host.event.id)).toBe(0);
  });

  it('open for 10 minutes once the password is confirmed', async () => {
    const host = await createHost(db());
    await insertOrder(db(), host.event.id);
    const confirmed = await reauthenticate(host, host.user.password);
    expect(confirmed.statusCode).toBe(200);
    const { message, validUntil } = confirmed.json();
    expect(message).toBe('Senha confirmada.');
    const minutesLeft = (Date.parse(validUntil) - Date.now()) / MINUTE_MS;
    expect(minutesLeft).toBeGreaterThan(9.9);
    expect(minutesLeft).toBeLessThanOrEqual(10);

    expect((await putDestination(host)).statusCode).toBe(200);
    expect((await requestPayout(host)).statusCode).toBe(201);
  });

  it.each([
    ['9 minutes ago', 9, true],
    ['11 minutes ago', 11, false],
  ])('counts a confirmation made %s as %s', async (_, minutes, fresh) => {
    const host = await createHost(db());
    await reauthenticatedAt(
      db(),
      host.user.id,
      new Date(Date.now() - minutes * MINUTE_MS),
    );
    const response = await putDestination(host);
    if (fresh) expect(response.statusCode).toBe(200);
    else expectStepUp(response);
  });

  it('holds per session: another session of the account must confirm too', async () => {
    const host = await createHost(db());
    await reauthenticate(host, host.user.password);
    const otherToken = await openSessionOf(db(), host.user.id);
    expectStepUp(
      await putDestination(host, userHeaders(otherToken, host.user.id)),
    );
    expect((await putDestination(host)).statusCode).toBe(200);
  });

  it('answers a wrong password 400 ‘Senha incorreta.’ and keeps the session', async () => {
    const host = await createHost(db());
    const response = await reauthenticate(host, 'errada123');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'VALIDATION',
      message: 'Senha incorreta.',
      fieldErrors: { password: ['Senha incorreta.'] },
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: host.headers,
    });
    expect(me.statusCode).toBe(200);
    expectStepUp(await putDestination(host));
    const [session] = await db()
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.userId, host.user.id));
    expect(session?.revokedAt).toBeNull();
  });

  it('limits wrong passwords like failed sign-ins (429), even with the right one then', async () => {
    const host = await createHost(db());
    const ip = nextIp();
    for (
      let attempt = 0;
      attempt < t.config.LOGIN_MAX_FAILURES_PER_MINUTE;
      attempt += 1
    )
      expect(
        (await reauthenticate(host, 'errada123', host.headers, ip)).statusCode,
      ).toBe(400);
    const limited = await reauthenticate(
      host,
      host.user.password,
      host.headers,
      ip,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

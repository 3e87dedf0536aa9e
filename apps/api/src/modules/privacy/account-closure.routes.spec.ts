import {
  eventMembers,
  events,
  guests,
  orders,
  privacyRequests,
  sessions,
  users,
} from '@celebra/db';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, nextIp, type TestHost } from '../../test/factories';
import { createGuest } from '../../test/guest-factories';
import { waitForMail } from '../../test/mailbox';
import { createMember, reauthenticatedAt } from '../../test/member-factories';
import { insertOrder, insertPayout } from '../../test/money-factories';
import { createAccountClosureService } from './account-closure.service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60_000;

const closure = () =>
  createAccountClosureService({
    db: t.database.db,
    media: t.app.media,
    publicEvents: { changed: async () => undefined },
  });

/** A host whose session confirmed its password a moment ago. */
async function confirmedHost(): Promise<TestHost> {
  const host = await createHost(t.database.db);
  await reauthenticatedAt(t.database.db, host.user.id, new Date());
  return host;
}

const requestClosure = (host: TestHost) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/me/closure',
    headers: host.headers,
    remoteAddress: nextIp(),
  });

const cancelClosure = (host: TestHost) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/users/me/closure',
    headers: host.headers,
    remoteAddress: nextIp(),
  });

const accountDataStatus = (host: TestHost) =>
  t.app.inject({
    method: 'GET',
    url: '/api/users/me/data',
    headers: host.headers,
  });

const accountData = async (host: TestHost) =>
  (await accountDataStatus(host)).json();

const closesAtOf = async (userId: number) =>
  (
    await t.database.db
      .select({ closesAt: users.closesAt, closedAt: users.closedAt })
      .from(users)
      .where(eq(users.id, userId))
  )[0];

/** Makes the account's grace period end a second ago. */
const endGrace = (userId: number) =>
  t.database.db
    .update(users)
    .set({ closesAt: new Date(Date.now() - 1000) })
    .where(eq(users.id, userId));

/** The user's place on the event's team, if any. */
const membership = (eventId: number, userId: number) =>
  t.database.db
    .select()
    .from(eventMembers)
    .where(
      and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, userId)),
    );

const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password },
    remoteAddress: nextIp(),
  });

describe('asking to close the account', () => {
  it('asks for the password again first', async () => {
    const host = await createHost(t.database.db);
    const response = await requestClosure(host);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('REAUTHENTICATION_REQUIRED');
    expect((await closesAtOf(host.user.id))?.closesAt).toBeNull();
  });

  it('is refused, naming the event, while it has a balance to transfer', async () => {
    const host = await confirmedHost();
    await t.database.db
      .update(events)
      .set({ title: 'Casamento da Ana' })
      .where(eq(events.id, host.event.id));
    await insertOrder(t.database.db, host.event.id, { itemPrices: [10_000] });
    const response = await requestClosure(host);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'O evento "Casamento da Ana" ainda tem saldo disponível. Solicite o saque (ou aguarde a transferência) antes de encerrar a conta.',
    );
    expect((await closesAtOf(host.user.id))?.closesAt).toBeNull();
  });

  it('is refused while a payout is under way', async () => {
    const host = await confirmedHost();
    await insertOrder(t.database.db, host.event.id, { itemPrices: [10_000] });
    await insertPayout(t.database.db, host.event.id, {
      requestedAmount: 10_000,
    });
    const response = await requestClosure(host);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'O evento "Ana & João" tem um saque em andamento. Aguarde a transferência ser concluída antes de encerrar a conta.',
    );
  });

  it('is accepted once the money was transferred: 7 days of grace, an e-mail and a request logged', async () => {
    const host = await confirmedHost();
    await insertOrder(t.database.db, host.event.id, { itemPrices: [10_000] });
    await insertPayout(t.database.db, host.event.id, {
      requestedAmount: 10_000,
      status: 'PAID',
      paidAmount: 10_000,
    });
    const response = await requestClosure(host);
    expect(response.statusCode).toBe(200);
    const closesAt = new Date(response.json().closure.closesAt).getTime();
    expect(Math.abs(closesAt - (Date.now() + 7 * DAY_MS))).toBeLessThan(60_000);
    expect(response.json().message).toMatch(
      /^Sua conta será encerrada em \d{2}\/\d{2}\/\d{4}/,
    );
    expect((await accountData(host)).closure.closesAt).toBe(
      response.json().closure.closesAt,
    );
    const mail = await waitForMail(
      t.config.DATA_DIR,
      host.user.email,
      (m) => m.subject === 'Encerramento da sua conta na Celebra',
    );
    expect(mail.text).toContain(
      'Até lá, você pode entrar normalmente e cancelar',
    );
    const requests = await t.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.userId, host.user.id));
    expect(requests).toMatchObject([
      { kind: 'account_closure', completedAt: null },
    ]);
    // Asked twice: the first closure stands.
    expect((await requestClosure(host)).statusCode).toBe(409);
  });
});

describe('the grace period', () => {
  it('keeps the account usable and lets the host cancel (with an e-mail)', async () => {
    const host = await confirmedHost();
    expect((await requestClosure(host)).statusCode).toBe(200);
    const signIn = await login(host.user.email, host.user.password);
    expect(signIn.statusCode).toBe(200);
    const cancelled = await cancelClosure(host);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe(
      'Pronto! O encerramento foi cancelado e sua conta continua ativa.',
    );
    expect((await accountData(host)).closure).toBeNull();
    await waitForMail(
      t.config.DATA_DIR,
      host.user.email,
      (m) => m.subject === 'O encerramento da sua conta foi cancelado',
    );
    const [request] = await t.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.userId, host.user.id));
    expect(request?.outcome).toBe('Encerramento cancelado pelo titular.');
    // Nothing left to cancel; and the sweep leaves the account alone.
    expect((await cancelClosure(host)).statusCode).toBe(409);
    await closure().eraseDue();
    expect((await closesAtOf(host.user.id))?.closedAt).toBeNull();
  });

  it('is not cut short: the sweep erases nothing before the date', async () => {
    const host = await confirmedHost();
    expect((await requestClosure(host)).statusCode).toBe(200);
    await closure().eraseDue(new Date(Date.now() + 6 * DAY_MS));
    expect((await closesAtOf(host.user.id))?.closedAt).toBeNull();
  });
});

describe('the erasure at the end of the grace period', () => {
  it('anonymises the account, takes its events offline, erases their guests and keeps the money records', async () => {
    const { db } = t.database;
    const host = await confirmedHost();
    const friend = await createHost(db);
    // The host helps on a friend's event; a co-host helps on the host's event.
    await db.insert(eventMembers).values({
      eventId: friend.event.id,
      userId: host.user.id,
      role: 'cohost',
    });
    const cohost = await createMember(db, host.event.id, 'cohost');
    await createGuest(db, host.event.id, { email: 'convidada@example.com' });
    const friendsGuest = await createGuest(db, friend.event.id);
    const order = await insertOrder(db, host.event.id, {
      itemPrices: [10_000],
      guestName: 'Carla Presente',
    });
    await insertPayout(db, host.event.id, {
      requestedAmount: 10_000,
      status: 'PAID',
      paidAmount: 10_000,
    });
    expect((await requestClosure(host)).statusCode).toBe(200);
    await endGrace(host.user.id);

    expect(await closure().eraseDue()).toBe(1);

    const [account] = await db
      .select()
      .from(users)
      .where(eq(users.id, host.user.id));
    expect(account).toMatchObject({
      firstName: 'Conta encerrada',
      lastName: '',
      email: `encerrada+${host.user.id}@invalid`,
      phoneNumber: '',
      active: false,
      closesAt: null,
    });
    expect(account?.closedAt).toBeInstanceOf(Date);
    expect(
      await db.select().from(sessions).where(eq(sessions.userId, host.user.id)),
    ).toEqual([]);
    const [event] = await db
      .select()
      .from(events)
      .where(eq(events.id, host.event.id));
    expect(event).toMatchObject({
      active: false,
      slug: expect.stringMatching(
        new RegExp(`^encerrado-${host.event.id}-[0-9a-f]+$`),
      ),
      title: 'Evento encerrado',
      bannerUrl: null,
    });
    expect(
      await db.select().from(guests).where(eq(guests.eventId, host.event.id)),
    ).toEqual([]);
    const [kept] = await db
      .select()
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(kept).toMatchObject({
      guestName: '',
      guestContact: '',
      userAmount: 10_000,
    });
    expect(kept?.anonymisedAt).toBeInstanceOf(Date);
    // The co-host lost access to the closed event; the host's place on the friend's event is gone.
    expect(await membership(host.event.id, cohost.user.id)).toEqual([]);
    expect(await membership(friend.event.id, host.user.id)).toEqual([]);
    // The friend's event and guests are untouched.
    const [friendsEvent] = await db
      .select()
      .from(events)
      .where(eq(events.id, friend.event.id));
    expect(friendsEvent).toMatchObject({
      active: true,
      slug: friend.event.slug,
    });
    expect(
      await db.select().from(guests).where(eq(guests.id, friendsGuest.id)),
    ).toHaveLength(1);
    const [request] = await db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.userId, host.user.id));
    expect(request?.completedAt).toBeInstanceOf(Date);

    // Signing in answers as a wrong password does; the new address is not one anybody can use.
    const wrong = await login(host.user.email, 'senha-errada');
    const closed = await login(host.user.email, host.user.password);
    expect(closed.statusCode).toBe(401);
    expect(closed.json()).toEqual(wrong.json());
    expect(
      (await login(`encerrada+${host.user.id}@invalid`, host.user.password))
        .statusCode,
    ).toBeGreaterThanOrEqual(400);
    // The session the host had is gone.
    expect((await accountDataStatus(host)).statusCode).toBe(401);
  });

  it('waits, and tells the host, when money arrived during the grace period', async () => {
    const { db } = t.database;
    const host = await confirmedHost();
    expect((await requestClosure(host)).statusCode).toBe(200);
    await insertOrder(db, host.event.id, { itemPrices: [7_000] });
    await endGrace(host.user.id);

    expect(await closure().eraseDue()).toBe(1);

    const state = await closesAtOf(host.user.id);
    expect(state?.closedAt).toBeNull();
    expect(state?.closesAt?.getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    const [account] = await db
      .select()
      .from(users)
      .where(eq(users.id, host.user.id));
    expect(account?.email).toBe(host.user.email);
    const mail = await waitForMail(
      t.config.DATA_DIR,
      host.user.email,
      (m) => m.subject === 'O encerramento da sua conta foi adiado',
    );
    expect(mail.text).toContain('ainda tem saldo disponível');
  });
});

import {
  adminTexts,
  eventTransactionsResponseSchema,
  hostTexts,
  listEventPayoutsResponseSchema,
  payoutTransitionResponseSchema,
  requestPayoutResponseSchema,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import { payouts, oneRow } from '@celebra/db';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createAdmin, createHost, type TestHost } from '../../test/factories';
import { insertOrder, insertPayout } from '../../test/money-factories';
import {
  bankDestination,
  givePayoutDestination,
} from './payout-destination.test-support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const payoutsPath = (eventId: number) =>
  `/api/users/events/${eventId}/payout-requests`;

const requestPayout = (host: TestHost, eventId = host.event.id) =>
  t.app.inject({
    method: 'POST',
    url: payoutsPath(eventId),
    headers: host.headers,
  });

const balancesOf = async (host: TestHost) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/users/events/${host.event.id}/transactions`,
    headers: host.headers,
  });
  expect(response.statusCode).toBe(200);
  const {
    success: _ok,
    message: _message,
    ...balances
  } = eventTransactionsResponseSchema.parse(response.json());
  return balances;
};

const payoutCount = async (eventId: number) => {
  const row = oneRow(
    await t.database.db
      .select({ value: count() })
      .from(payouts)
      .where(eq(payouts.eventId, eventId)),
  );
  return row.value;
};

const payoutRow = async (id: number) => {
  const [row] = await t.database.db
    .select()
    .from(payouts)
    .where(eq(payouts.id, id));
  return row;
};

/** A host with a payout destination (a bank account). */
async function hostWithDestination() {
  const host = await createHost(t.database.db);
  await givePayoutDestination(t.app, host, bankDestination);
  return host;
}

/**
 * A host with a destination, whose guests gave 150,00 (two approved orders) plus one pending
 * and one refused order.
 */
async function hostWithBalance() {
  const host = await hostWithDestination();
  await insertOrder(t.database.db, host.event.id, { itemPrices: [10_000] });
  await insertOrder(t.database.db, host.event.id, {
    itemPrices: [6_000],
    fee: 1_000,
  });
  await insertOrder(t.database.db, host.event.id, {
    status: 'PENDING',
    itemPrices: [7_000],
  });
  await insertOrder(t.database.db, host.event.id, {
    status: 'RECUSED',
    itemPrices: [8_000],
  });
  return host;
}

describe('POST /api/users/events/{eventId}/payout-requests', () => {
  it('asks for the whole available balance and moves it to pending', async () => {
    const host = await hostWithBalance();

    const response = await requestPayout(host);

    expect(response.statusCode).toBe(201);
    const body = requestPayoutResponseSchema.parse(response.json());
    expect(body.message).toBe(hostTexts.success.payoutRequested);
    expect(body.payout).toMatchObject({
      eventId: host.event.id,
      requestedAmount: 15_000,
      paidAmount: null,
      status: 'PENDING',
      concludedAt: null,
    });
    expect(await balancesOf(host)).toEqual({
      totalReceived: 15_000,
      totalTransferred: 0,
      totalPending: 15_000,
      totalAvailable: 0,
    });
  });

  it('refuses a second request while one is pending, writing nothing', async () => {
    const host = await hostWithBalance();
    expect((await requestPayout(host)).statusCode).toBe(201);
    await insertOrder(t.database.db, host.event.id, { itemPrices: [3_000] });

    const response = await requestPayout(host);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Já existe um repasse pendente para este evento.',
    });
    expect(await payoutCount(host.event.id)).toBe(1);
  });

  it('refuses when nothing is available, writing nothing', async () => {
    const host = await hostWithDestination();
    await insertOrder(t.database.db, host.event.id, {
      status: 'PENDING',
      itemPrices: [5_000],
    });

    const response = await requestPayout(host);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Não há saldo disponível para repasse.',
    });
    expect(await payoutCount(host.event.id)).toBe(0);
  });

  it('refuses when everything received was already transferred', async () => {
    const host = await hostWithDestination();
    await insertOrder(t.database.db, host.event.id, { itemPrices: [5_000] });
    await insertPayout(t.database.db, host.event.id, {
      requestedAmount: 5_000,
      status: 'PAID',
      paidAmount: 5_000,
    });

    const response = await requestPayout(host);

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(apiTexts.server.noBalanceAvailable);
    expect(await payoutCount(host.event.id)).toBe(1);
  });

  it('answers 401 without a session and 404 for another host’s event, writing nothing', async () => {
    const owner = await hostWithBalance();
    const intruder = await createHost(t.database.db);

    const anonymous = await t.app.inject({
      method: 'POST',
      url: payoutsPath(owner.event.id),
    });
    const foreign = await requestPayout(intruder, owner.event.id);
    const missing = await requestPayout(intruder, 2_000_000_000);

    expect(anonymous.statusCode).toBe(401);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Evento não encontrado.');
    expect(missing.statusCode).toBe(404);
    expect(await payoutCount(owner.event.id)).toBe(0);
  });

  it('creates only one payout when ten requests arrive together', async () => {
    const host = await hostWithBalance();

    const responses = await Promise.all(
      Array.from({ length: 10 }, () => requestPayout(host)),
    );

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    expect(await payoutCount(host.event.id)).toBe(1);
    expect((await balancesOf(host)).totalAvailable).toBe(0);
  });
});

describe('GET /api/users/events/{eventId}/payout-requests', () => {
  it('lists the event’s payouts, newest first', async () => {
    const host = await hostWithDestination();
    await insertOrder(t.database.db, host.event.id, { itemPrices: [9_000] });
    const old = await insertPayout(t.database.db, host.event.id, {
      requestedAmount: 4_000,
      status: 'PAID',
      paidAmount: 4_000,
    });
    const created = requestPayoutResponseSchema.parse(
      (await requestPayout(host)).json(),
    ).payout;

    const response = await t.app.inject({
      method: 'GET',
      url: payoutsPath(host.event.id),
      headers: host.headers,
    });

    expect(response.statusCode).toBe(200);
    const body = listEventPayoutsResponseSchema.parse(response.json());
    expect(body.payouts.map((payout) => payout.id)).toEqual([
      created.id,
      old.id,
    ]);
    expect(body.payouts[0]).toMatchObject({
      requestedAmount: 5_000,
      status: 'PENDING',
    });
    expect(body.payouts[1]).toMatchObject({
      requestedAmount: 4_000,
      paidAmount: 4_000,
      status: 'PAID',
    });
  });

  it('answers 404 for another host’s event', async () => {
    const owner = await createHost(t.database.db);
    const intruder = await createHost(t.database.db);
    const response = await t.app.inject({
      method: 'GET',
      url: payoutsPath(owner.event.id),
      headers: intruder.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('PUT /api/admin/payouts/{id}/conclude', () => {
  async function pendingPayout() {
    const host = await hostWithBalance();
    const { payout } = requestPayoutResponseSchema.parse(
      (await requestPayout(host)).json(),
    );
    return { host, payout };
  }

  const conclude = (
    id: number,
    headers: Record<string, string>,
    body: unknown,
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/payouts/${id}/conclude`,
      headers,
      payload: body as Record<string, unknown>,
    });

  it('marks the payout PAID with the amount transferred, the admin and the time', async () => {
    const { host, payout } = await pendingPayout();
    const { admin, headers } = await createAdmin(t.database.db);

    const response = await conclude(payout.id, headers, { paidAmount: 14_500 });

    expect(response.statusCode).toBe(200);
    const body = payoutTransitionResponseSchema.parse(response.json());
    expect(body.message).toBe(adminTexts.success.payoutConcluded);
    expect(body.payout).toMatchObject({
      id: payout.id,
      status: 'PAID',
      paidAmount: 14_500,
      requestedAmount: 15_000,
    });
    expect(body.payout.concludedAt).not.toBeNull();
    expect(await payoutRow(payout.id)).toMatchObject({
      status: 'PAID',
      paidAmount: 14_500,
      concludedByAdminId: admin.id,
    });
    expect(await balancesOf(host)).toEqual({
      totalReceived: 15_000,
      totalTransferred: 14_500,
      totalPending: 0,
      totalAvailable: 500,
    });
  });

  it.each([
    ['zero', { paidAmount: 0 }],
    ['a negative amount', { paidAmount: -100 }],
    ['more than requested', { paidAmount: 15_001 }],
    ['a fraction of a centavo', { paidAmount: 100.5 }],
    ['a text', { paidAmount: '100' }],
    ['no amount', {}],
  ])(
    'refuses %s with the spec message and leaves the payout pending',
    async (_case, body) => {
      const { payout } = await pendingPayout();
      const { headers } = await createAdmin(t.database.db);

      const response = await conclude(payout.id, headers, body);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'Por favor, insira um valor válido para o repasse.',
      });
      expect(await payoutRow(payout.id)).toMatchObject({
        status: 'PENDING',
        paidAmount: null,
        concludedAt: null,
        concludedByAdminId: null,
      });
    },
  );

  it('refuses to conclude twice (409) and keeps the first amount', async () => {
    const { payout } = await pendingPayout();
    const { headers } = await createAdmin(t.database.db);
    expect(
      (await conclude(payout.id, headers, { paidAmount: 15_000 })).statusCode,
    ).toBe(200);

    const again = await conclude(payout.id, headers, { paidAmount: 1_000 });

    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(apiTexts.server.payoutNotPending);
    expect(await payoutRow(payout.id)).toMatchObject({
      status: 'PAID',
      paidAmount: 15_000,
    });
  });

  it('answers 404 for an unknown payout', async () => {
    const { headers } = await createAdmin(t.database.db);
    const response = await conclude(2_000_000_000, headers, {
      paidAmount: 100,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(apiTexts.server.payoutNotFound);
  });

  it('answers 401 to a host token and to no session, changing nothing', async () => {
    const { host, payout } = await pendingPayout();

    const asHost = await conclude(payout.id, host.headers, {
      paidAmount: 100,
    });
    const anonymous = await conclude(payout.id, {}, { paidAmount: 100 });

    expect(asHost.statusCode).toBe(401);
    expect(anonymous.statusCode).toBe(401);
    expect((await payoutRow(payout.id))?.status).toBe('PENDING');
  });
});

describe.each([
  ['fail', 'FAILED', adminTexts.server.payoutFailed],
  ['cancel', 'CANCELLED', adminTexts.server.payoutCancelled],
] as const)('PUT /api/admin/payouts/{id}/%s', (action, status, message) => {
  const close = (id: number, headers: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/payouts/${id}/${action}`,
      headers,
      payload: action === 'fail' ? { reason: 'Conta encerrada' } : {},
    });

  it(`marks the payout ${status} and returns the amount to available`, async () => {
    const host = await hostWithBalance();
    const { payout } = requestPayoutResponseSchema.parse(
      (await requestPayout(host)).json(),
    );
    const { admin, headers } = await createAdmin(t.database.db);

    const response = await close(payout.id, headers);

    expect(response.statusCode).toBe(200);
    const body = payoutTransitionResponseSchema.parse(response.json());
    expect(body.message).toBe(message);
    expect(body.payout).toMatchObject({ status, paidAmount: null });
    expect(await payoutRow(payout.id)).toMatchObject({
      status,
      concludedByAdminId: admin.id,
    });
    expect(await balancesOf(host)).toEqual({
      totalReceived: 15_000,
      totalTransferred: 0,
      totalPending: 0,
      totalAvailable: 15_000,
    });
    const next = await requestPayout(host);
    expect(next.statusCode).toBe(201);
    expect(next.json().payout.requestedAmount).toBe(15_000);
  });

  it('refuses a payout that is no longer pending (409)', async () => {
    const host = await createHost(t.database.db);
    await insertOrder(t.database.db, host.event.id);
    const paid = await insertPayout(t.database.db, host.event.id, {
      requestedAmount: 10_000,
      status: 'PAID',
      paidAmount: 10_000,
    });
    const { headers } = await createAdmin(t.database.db);

    const response = await close(paid.id, headers);

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(apiTexts.server.payoutNotPending);
    expect(await payoutRow(paid.id)).toMatchObject({
      status: 'PAID',
      paidAmount: 10_000,
    });
  });
});

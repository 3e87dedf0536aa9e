import {
  eventTransactionsResponseSchema,
  listReceivedGiftsResponseSchema,
  itemAt,
} from '@celebra/contracts';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, type TestHost } from '../../test/factories';
import { insertOrder, insertPayout } from '../../test/money-factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const get = (host: TestHost, path: string, eventId = host.event.id) =>
  t.app.inject({
    method: 'GET',
    url: `/api/users/events/${eventId}/${path}`,
    headers: host.headers,
  });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('GET /api/users/events/{eventId}/received-gifts', () => {
  it('lists the approved orders newest first, with their items and pictures', async () => {
    const host = await createHost(t.database.db);
    const newer = await insertOrder(t.database.db, host.event.id, {
      itemPrices: [4_000],
      guestName: '',
      createdAt: minutesAgo(5),
    });
    const older = await insertOrder(t.database.db, host.event.id, {
      itemPrices: [10_000, 2_500],
      fee: 625,
      guestName: 'Carla Dias',
      createdAt: minutesAgo(30),
    });

    const response = await get(host, 'received-gifts');

    expect(response.statusCode).toBe(200);
    const { receivedGifts } = listReceivedGiftsResponseSchema.parse(
      response.json(),
    );
    expect(receivedGifts).toEqual([
      {
        id: newer.id,
        guestName: '',
        guestContact: 'carla@example.com',
        guestNote: '',
        invitationName: null,
        thankedAt: null,
        createdAt: expect.any(String),
        status: 'APPROVED',
        userAmount: 4_000,
        total: 4_000,
        items: [
          {
            id: newer.itemIds[0],
            giftName: 'Presente 1',
            quantity: 1,
            unitPrice: 4_000,
            kind: 'fixed',
            shareCount: null,
            gift: { imageUrl: '/media/catalogue/order-0.webp' },
          },
        ],
      },
      {
        id: older.id,
        guestName: 'Carla Dias',
        guestContact: 'carla@example.com',
        guestNote: '',
        invitationName: null,
        thankedAt: null,
        createdAt: expect.any(String),
        status: 'APPROVED',
        userAmount: 11_875,
        total: 12_500,
        items: [
          expect.objectContaining({
            id: older.itemIds[0],
            giftName: 'Presente 1',
          }),
          expect.objectContaining({
            id: older.itemIds[1],
            giftName: 'Presente 2',
          }),
        ],
      },
    ]);
    expect(Date.parse(itemAt(receivedGifts, 0)?.createdAt)).toBeGreaterThan(
      Date.parse(itemAt(receivedGifts, 1).createdAt),
    );
  });

  it('leaves out orders that were not paid (pending, refused, cancelled)', async () => {
    const host = await createHost(t.database.db);
    for (const status of ['PENDING', 'RECUSED', 'CANCELLED'] as const)
      await insertOrder(t.database.db, host.event.id, { status });

    const response = await get(host, 'received-gifts');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      receivedGifts: [],
      total: 0,
    });
  });

  it('answers 401 without a session and 404 for another host’s event', async () => {
    const owner = await createHost(t.database.db);
    await insertOrder(t.database.db, owner.event.id);
    const intruder = await createHost(t.database.db);

    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/users/events/${owner.event.id}/received-gifts`,
    });
    const foreign = await get(intruder, 'received-gifts', owner.event.id);

    expect(anonymous.statusCode).toBe(401);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Evento não encontrado.');
    expect(foreign.body).not.toContain('Carla');
  });
});

describe('GET /api/users/events/{eventId}/transactions', () => {
  it('computes the four balances from the orders and payouts', async () => {
    const host = await createHost(t.database.db);
    await insertOrder(t.database.db, host.event.id, { itemPrices: [30_000] });
    await insertOrder(t.database.db, host.event.id, {
      itemPrices: [20_000],
      fee: 1_000,
    });
    await insertOrder(t.database.db, host.event.id, {
      status: 'PENDING',
      itemPrices: [50_000],
    });
    await insertPayout(t.database.db, host.event.id, {
      requestedAmount: 20_000,
      status: 'PAID',
      paidAmount: 18_000,
    });
    await insertPayout(t.database.db, host.event.id, {
      requestedAmount: 5_000,
      status: 'FAILED',
    });
    await insertPayout(t.database.db, host.event.id, {
      requestedAmount: 7_000,
      status: 'PENDING',
    });

    const response = await get(host, 'transactions');

    expect(response.statusCode).toBe(200);
    expect(eventTransactionsResponseSchema.parse(response.json())).toEqual({
      success: true,
      totalReceived: 49_000,
      totalTransferred: 18_000,
      totalPending: 7_000,
      totalAvailable: 24_000,
    });
  });

  it('answers zeros for an event without money and never a negative available', async () => {
    const empty = await createHost(t.database.db);
    const overdrawn = await createHost(t.database.db);
    await insertOrder(t.database.db, overdrawn.event.id, {
      itemPrices: [1_000],
    });
    await insertPayout(t.database.db, overdrawn.event.id, {
      requestedAmount: 5_000,
      status: 'PENDING',
    });

    const zeros = (await get(empty, 'transactions')).json();
    const clamped = (await get(overdrawn, 'transactions')).json();

    expect(zeros).toEqual({
      success: true,
      totalReceived: 0,
      totalTransferred: 0,
      totalPending: 0,
      totalAvailable: 0,
    });
    expect(clamped).toMatchObject({
      totalReceived: 1_000,
      totalPending: 5_000,
      totalAvailable: 0,
    });
  });

  it('answers 404 for another host’s event', async () => {
    const owner = await createHost(t.database.db);
    const intruder = await createHost(t.database.db);
    expect(
      (await get(intruder, 'transactions', owner.event.id)).statusCode,
    ).toBe(404);
  });
});

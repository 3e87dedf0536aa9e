import { eventBalancesSchema } from '@celebra/contracts';
import { createTestDatabase, type TestDatabase } from '@celebra/db';
import { insertEvent, insertUser } from '../../test/admin-factories';
import { insertOrder, insertPayout } from '../../test/money-factories';
import { balancesFromSums, computeEventBalances } from './balances.service';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const newEvent = async () =>
  (await insertEvent(database.db, (await insertUser(database.db)).id)).id;

describe('computeEventBalances', () => {
  it('answers zeros for an event without orders or payouts', async () => {
    expect(await computeEventBalances(database.db, await newEvent())).toEqual({
      totalReceived: 0,
      totalTransferred: 0,
      totalPending: 0,
      totalAvailable: 0,
    });
  });

  it('counts userAmount of approved orders only, net of the fee', async () => {
    const db = database.db;
    const eventId = await newEvent();
    await insertOrder(db, eventId, { itemPrices: [10_000, 5_000], fee: 750 });
    await insertOrder(db, eventId, { itemPrices: [2_000] });
    for (const status of ['PENDING', 'RECUSED', 'CANCELLED'] as const)
      await insertOrder(db, eventId, { status, itemPrices: [99_900] });

    const balances = await computeEventBalances(db, eventId);
    expect(balances).toEqual({
      totalReceived: 16_250,
      totalTransferred: 0,
      totalPending: 0,
      totalAvailable: 16_250,
    });
  });

  it('subtracts paid and pending payouts; failed and cancelled ones return to available', async () => {
    const db = database.db;
    const eventId = await newEvent();
    await insertOrder(db, eventId, { itemPrices: [50_000] });
    await insertPayout(db, eventId, {
      requestedAmount: 20_000,
      status: 'PAID',
      paidAmount: 18_000,
    });
    await insertPayout(db, eventId, { requestedAmount: 7_000 });
    await insertPayout(db, eventId, {
      requestedAmount: 9_000,
      status: 'FAILED',
    });
    await insertPayout(db, eventId, {
      requestedAmount: 4_000,
      status: 'CANCELLED',
    });

    expect(await computeEventBalances(db, eventId)).toEqual({
      totalReceived: 50_000,
      totalTransferred: 18_000,
      totalPending: 7_000,
      totalAvailable: 25_000,
    });
  });

  it('never answers a negative available balance', async () => {
    const db = database.db;
    const eventId = await newEvent();
    await insertOrder(db, eventId, { itemPrices: [1_000] });
    await insertPayout(db, eventId, {
      requestedAmount: 3_000,
      status: 'PAID',
      paidAmount: 3_000,
    });
    const balances = await computeEventBalances(db, eventId);
    expect(balances.totalAvailable).toBe(0);
    expect(eventBalancesSchema.parse(balances)).toEqual(balances);
  });

  it("ignores other events' orders and payouts", async () => {
    const db = database.db;
    const eventId = await newEvent();
    const otherId = await newEvent();
    await insertOrder(db, otherId, { itemPrices: [40_000] });
    await insertPayout(db, otherId, { requestedAmount: 10_000 });
    await insertOrder(db, eventId, { itemPrices: [3_000] });
    expect(await computeEventBalances(db, eventId)).toMatchObject({
      totalReceived: 3_000,
      totalPending: 0,
      totalAvailable: 3_000,
    });
  });

  it('reads inside a transaction', async () => {
    const db = database.db;
    const eventId = await newEvent();
    await insertOrder(db, eventId, { itemPrices: [6_000] });
    const balances = await db.transaction((tx) =>
      computeEventBalances(tx, eventId),
    );
    expect(balances.totalAvailable).toBe(6_000);
  });

  it('sums beyond the range of a 32-bit integer', async () => {
    const db = database.db;
    const eventId = await newEvent();
    await insertOrder(db, eventId, { itemPrices: [2_000_000_000] });
    await insertOrder(db, eventId, { itemPrices: [2_000_000_000] });
    expect((await computeEventBalances(db, eventId)).totalReceived).toBe(
      4_000_000_000,
    );
  });
});

describe('balancesFromSums', () => {
  it('is received − transferred − pending, floored at 0', () => {
    expect(
      balancesFromSums({ received: 10, transferred: 3, pending: 2 }),
    ).toMatchObject({ totalAvailable: 5 });
    expect(
      balancesFromSums({ received: 10, transferred: 8, pending: 5 }),
    ).toMatchObject({ totalAvailable: 0 });
  });
});

import { adminDashboardResponseSchema, itemAt } from '@celebra/contracts';
import { events, gifts, payouts } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { insertEvent, insertUser } from '../../test/admin-factories';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  createAdmin,
  createCatalogue,
  createHost,
  type TestAdmin,
} from '../../test/factories';
import { insertPayout } from '../../test/money-factories';

let t: TestApp;
let admin: TestAdmin;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.database.db);
});

afterAll(async () => {
  await t.close();
});

const totals = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/dashboard/retrieve',
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
  return adminDashboardResponseSchema.parse(response.json()).totals;
};

describe('GET /api/admin/dashboard/retrieve', () => {
  it('counts active events, gifts on offer and pending payouts, and moves with new data', async () => {
    const db = t.database.db;
    const user = await insertUser(db);
    await insertEvent(db, user.id, { active: false });
    const before = await totals();

    const active = await insertEvent(db, user.id);
    const inactive = await insertEvent(db, user.id, { active: false });
    const offered = await createCatalogue(db, { giftCount: 4 });
    await db
      .update(gifts)
      .set({ active: false })
      .where(eq(gifts.id, itemAt(offered.giftIds, 0)));
    await createCatalogue(db, { giftCount: 3, active: false });
    await insertPayout(db, active.id, { requestedAmount: 1_000 });
    await insertPayout(db, inactive.id, { requestedAmount: 2_000 });
    await insertPayout(db, active.id, {
      requestedAmount: 500,
      status: 'PAID',
      paidAmount: 500,
    });

    expect(await totals()).toEqual({
      events: before.events + 1,
      gifts: before.gifts + 3,
      pendingPayouts: before.pendingPayouts + 2,
    });
  });

  it('counts every active event and pending payout of the platform', async () => {
    const db = t.database.db;
    const body = await totals();
    expect(body.events).toBe(await db.$count(events, eq(events.active, true)));
    expect(body.pendingPayouts).toBe(
      await db.$count(payouts, eq(payouts.status, 'PENDING')),
    );
  });

  it('answers 401 without a session and to a host token', async () => {
    const host = await createHost(t.database.db);
    for (const headers of [{}, host.headers]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/admin/dashboard/retrieve',
        headers,
      });
      expect(response.statusCode).toBe(401);
    }
  });
});

import { orders, oneRow } from '@celebra/db';
import { eq, inArray } from 'drizzle-orm';
import { buyGifts } from '../../payments/testing/guest-orders';
import { signedLocalWebhook } from '../../payments/testing/local-webhook';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost } from '../../test/factories';
import type { PublicEventChannel } from '../../lib/public-event/public-event-channel';
import { startPublicEvents } from '../../test/public-events';
import Fastify from 'fastify';
import { scheduleExpirySweep } from '../../lib/expiry-sweep';
import { expirePendingOrders, orderExpiryTarget } from './order-expiry';

let t: TestApp;
let publicEvents: PublicEventChannel;

beforeAll(async () => {
  t = await createTestApp({ env: { ORDER_EXPIRY_HOURS: '2' } });
  publicEvents = await startPublicEvents(t);
});

afterAll(async () => {
  await publicEvents.stop();
  await t.close();
});

const db = () => t.database.db;
const HOUR_MS = 3_600_000;

async function statuses(ids: number[]) {
  const rows = await db()
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(inArray(orders.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.status]));
}

describe('expirePendingOrders', () => {
  it('cancels PENDING orders past their expiry (ORDER_EXPIRY_HOURS), once, and nothing else', async () => {
    const host = await createHost(db());
    const fresh = await buyGifts(t.app, db(), host);
    const stale = await buyGifts(t.app, db(), host);
    const paid = await buyGifts(t.app, db(), host);
    const webhook = signedLocalWebhook(
      t.config.LOCAL_PAYMENT_SECRET,
      paid.reference,
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/local',
      payload: webhook.payload,
      headers: webhook.headers,
    });

    // expires_at comes from the api's clock, created_at from the database's.
    const window = Number(fresh.expiresAt) - fresh.createdAt.getTime();
    expect(Math.abs(window - 2 * HOUR_MS)).toBeLessThan(5_000);
    await db()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(inArray(orders.id, [stale.id, paid.id]));

    expect(await expirePendingOrders(db(), publicEvents, new Date())).toBe(1);
    expect(await statuses([fresh.id, stale.id, paid.id])).toEqual({
      [fresh.id]: 'PENDING',
      [stale.id]: 'CANCELLED',
      [paid.id]: 'APPROVED',
    });
    expect(await expirePendingOrders(db(), publicEvents, new Date())).toBe(0);

    // Two hours later the fresh one expires too.
    expect(
      await expirePendingOrders(
        db(),
        publicEvents,
        new Date(Date.now() + 2 * HOUR_MS + 1000),
      ),
    ).toBe(1);
    const row = oneRow(
      await db()
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, fresh.id)),
    );
    expect(row.status).toBe('CANCELLED');
  });

  it('runs periodically once scheduled, and stops when the app closes', async () => {
    const host = await createHost(db());
    const order = await buyGifts(t.app, db(), host);
    await db()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order.id));
    const sweeper = Fastify();
    scheduleExpirySweep(sweeper, 1, [orderExpiryTarget(db(), publicEvents)]);
    await sweeper.ready();
    try {
      const deadline = Date.now() + 5_000;
      let status = 'PENDING';
      while (status === 'PENDING' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        ({ status } = oneRow(
          await db()
            .select({ status: orders.status })
            .from(orders)
            .where(eq(orders.id, order.id)),
        ));
      }
      expect(status).toBe('CANCELLED');
    } finally {
      await sweeper.close();
    }
  });
});

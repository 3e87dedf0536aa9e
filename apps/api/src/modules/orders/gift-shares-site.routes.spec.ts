import {
  getPublicEventResponseSchema,
  type GiftShares,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { PublicEventChange } from '../../lib/public-event/public-event-channel';
import {
  approveOrder,
  buyGifts,
  postPurchase,
} from '../../payments/testing/guest-orders';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, type TestHost } from '../../test/factories';
import { createOwnGift, oneLinePurchase } from '../../test/gift-kinds-support';
import { startPublicEvents } from '../../test/public-events';
import { startSecondInstance } from '../../test/second-instance';

/*
 * The public site is kept in memory by every api instance (two here, on one database): the
 * shares a purchase takes, and those its payment completes, show on the very next request to
 * either, while a fixed-price purchase leaves the kept copies alone.
 */

let t: TestApp;
let instance: Awaited<ReturnType<typeof startSecondInstance>>;
let second: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  instance = await startSecondInstance(t);
  second = instance.app;
  await second.ready();
});

afterAll(async () => {
  await instance?.close();
  await t?.close();
});

const db = () => t.database.db;

async function sharesOn(
  app: FastifyInstance,
  host: TestHost,
  giftId: number,
): Promise<GiftShares | null | undefined> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/guests/event/${host.event.slug}`,
  });
  expect(response.statusCode).toBe(200);
  const { event } = getPublicEventResponseSchema.parse(response.json());
  return event.gifts.find((gift) => gift.id === giftId)?.shares;
}

async function expectSharesOnBoth(
  host: TestHost,
  giftId: number,
  shares: GiftShares,
) {
  for (const app of [t.app, second])
    expect(await sharesOn(app, host, giftId)).toEqual(shares);
}

const approve = (app: FastifyInstance, orderId: number) =>
  approveOrder(app, db(), t.config.LOCAL_PAYMENT_SECRET, orderId);

async function buyShares(
  app: FastifyInstance,
  host: TestHost,
  id: number,
  quantity: number,
  sharePrice: number,
): Promise<number> {
  const response = await postPurchase(
    app,
    oneLinePurchase(host, { id, quantity, expectedPrice: sharePrice }),
  );
  expect(response.statusCode).toBe(200);
  return response.json<{ orderId: number }>().orderId;
}

describe('the shares of a gift on the public site kept in memory', () => {
  it("shows the shares bought, then 'complete' once paid, on the next request to either instance", async () => {
    const host = await createHost(db());
    const id = await createOwnGift(t.app, host, {
      name: 'Lua de mel',
      kind: 'shares',
      price: 60_000,
      shareCount: 3,
    });
    await expectSharesOnBoth(host, id, {
      count: 3,
      remaining: 3,
      paid: 0,
      complete: false,
    });

    const first = await buyShares(second, host, id, 2, 20_000);
    await expectSharesOnBoth(host, id, {
      count: 3,
      remaining: 1,
      paid: 0,
      complete: false,
    });

    const last = await buyShares(t.app, host, id, 1, 20_000);
    await approve(second, first);
    await expectSharesOnBoth(host, id, {
      count: 3,
      remaining: 0,
      paid: 2,
      complete: false,
    });
    await approve(t.app, last);
    await expectSharesOnBoth(host, id, {
      count: 3,
      remaining: 0,
      paid: 3,
      complete: true,
    });
  });

  it('keeps the site in memory through a fixed-price purchase and its payment', async () => {
    const fixed = await createHost(db());
    const shared = await createHost(db());
    const id = await createOwnGift(t.app, shared, {
      name: 'Viagem',
      kind: 'shares',
      price: 40_000,
      shareCount: 4,
    });
    const heard: PublicEventChange[] = [];
    const listener = await startPublicEvents(t);
    listener.subscribe((change) => {
      heard.push(change);
    });
    try {
      const order = await buyGifts(t.app, db(), fixed);
      await approve(t.app, order.id);
      // Changes reach a listener in the order they were sent: once the shared gift's purchase
      // is heard, the fixed-price one before it would have been too.
      await buyShares(t.app, shared, id, 1, 10_000);
      expect(heard).toEqual([shared.event.id]);
    } finally {
      await listener.stop();
    }
  });
});

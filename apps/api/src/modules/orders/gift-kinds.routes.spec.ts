import {
  getPublicEventResponseSchema,
  messages,
  orderAmounts,
  type PublicGift,
  purchaseResponseSchema,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import { gifts, orderItems, orders, oneRow } from '@celebra/db';
import { formatBRL } from '@celebra/format';
import { eq } from 'drizzle-orm';
import {
  approveOrder,
  countRows,
  postPurchase,
} from '../../payments/testing/guest-orders';
import { lastOutboxId, outboxRows } from '../../payments/testing/outbox-rows';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, type TestHost } from '../../test/factories';
import { createOwnGift, oneLinePurchase } from '../../test/gift-kinds-support';
import { setEventSettings } from '../../test/guest-factories';
import type { PublicEventChannel } from '../../lib/public-event/public-event-channel';
import { startPublicEvents } from '../../test/public-events';
import { freeAmountLimitsOf } from '../../config';
import { expirePendingOrders } from './order-expiry';
import { priceLines, reserveShares, sharedLines } from './order-pricing';

const g = messages.giftKinds;

/** The host's balances, as the money screens read them. */
async function balances(host: TestHost) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/users/events/${host.event.id}/transactions`,
    headers: host.headers,
  });
  return response.json<Record<string, number>>();
}
const HOUR_MS = 3_600_000;
let t: TestApp;
let publicEvents: PublicEventChannel;

beforeAll(async () => {
  t = await createTestApp({ env: { OUTBOX_POLL_SECONDS: '0' } });
  publicEvents = await startPublicEvents(t);
});

afterAll(async () => {
  await publicEvents.stop();
  await t.close();
});

const db = () => t.database.db;

async function publicGift(host: TestHost, id: number): Promise<PublicGift> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/guests/event/${host.event.slug}`,
  });
  const { event } = getPublicEventResponseSchema.parse(response.json());
  const gift = event.gifts.find((item) => item.id === id);
  if (!gift) throw new Error(`gift ${id} not on the public list`);
  return gift;
}

async function buy(
  host: TestHost,
  line: Parameters<typeof oneLinePurchase>[1],
) {
  const response = await postPurchase(t.app, oneLinePurchase(host, line));
  expect(response.statusCode).toBe(200);
  return purchaseResponseSchema.parse(response.json());
}

const approve = (orderId: number) =>
  approveOrder(t.app, db(), t.config.LOCAL_PAYMENT_SECRET, orderId);

async function expectRefused(body: object, status: number, message: string) {
  const before = await countRows(db());
  const response = await postPurchase(t.app, body);
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ success: false, message });
  expect(await countRows(db())).toEqual(before);
}

describe('a free-value gift', () => {
  it.each([
    ['below the minimum', 999, g.freeAmountBelowMin(formatBRL(1000))],
    [
      'above the maximum',
      5_000_001,
      g.freeAmountAboveMax(formatBRL(5_000_000)),
    ],
    ['missing', undefined, g.freeAmountRequired],
    ['written as text', '10000', g.freeAmountRequired],
  ])('refuses an amount %s (400, pt-BR)', async (_, amount, message) => {
    const host = await createHost(db());
    const id = await createOwnGift(t.app, host, { name: 'Casa', kind: 'free' });
    await expectRefused(oneLinePurchase(host, { id, amount }), 400, message);
  });

  it('is given once per order', async () => {
    const host = await createHost(db());
    const id = await createOwnGift(t.app, host, { name: 'Casa', kind: 'free' });
    await expectRefused(
      oneLinePurchase(host, { id, quantity: 2, amount: 5000 }),
      400,
      apiTexts.giftKinds.freeAmountOnce,
    );
  });

  it('snapshots the amount and charges the fee on it, to the centavo, when the guest pays it', async () => {
    const host = await createHost(db());
    await setEventSettings(db(), host.event.id, { guestPaysFee: true });
    const id = await createOwnGift(t.app, host, {
      name: 'Ajuda para a casa',
      kind: 'free',
    });
    const answer = await buy(host, { id, amount: 12_345 });
    const expected = orderAmounts([{ price: 12_345, quantity: 1 }], 500, true);
    // 5 % of R$ 123,45 is 617,25 centavos: 617.
    expect(expected.fee).toBe(617);
    expect(answer.amount).toBe(12_962);
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.id, answer.orderId));
    expect(order).toMatchObject({
      total: 12_345,
      fee: 617,
      chargedAmount: 12_962,
      userAmount: 12_345,
    });
    const items = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, answer.orderId));
    expect(items).toEqual([
      expect.objectContaining({
        giftId: id,
        giftName: 'Ajuda para a casa',
        unitPrice: 12_345,
        quantity: 1,
        giftKind: 'free',
        shareCount: null,
      }),
    ]);

    const status = await t.app.inject({
      method: 'GET',
      url: `/api/guests/orders/${answer.orderId}/status?token=${answer.statusToken}`,
    });
    expect(status.json().order.items).toEqual([
      {
        giftName: 'Ajuda para a casa',
        quantity: 1,
        unitPrice: 12_345,
        kind: 'free',
        shareCount: null,
      },
    ]);

    const afterId = await lastOutboxId(db());
    await approve(answer.orderId);
    const receipt = oneRow(
      await outboxRows(db(), {
        topic: 'order.receipt',
        afterId,
      }),
    );
    expect(receipt.text).toContain(
      `Ajuda para a casa (valor livre) — ${formatBRL(12_345)}`,
    );
    expect(receipt.text).toContain(`Valor pago: ${formatBRL(12_962)}`);
    expect(await balances(host)).toMatchObject({
      totalReceived: 12_345,
      totalAvailable: 12_345,
    });
  });
});

describe('a gift in shares', () => {
  it('reserves the shares of pending orders, refuses more than remain (409) and releases them on expiry', async () => {
    const host = await createHost(db());
    const id = await createOwnGift(t.app, host, {
      name: 'Passagens',
      kind: 'shares',
      price: 100_000,
      shareCount: 10,
    });
    const first = await buy(host, { id, quantity: 3, expectedPrice: 10_000 });
    expect(first.amount).toBe(30_000);
    expect((await publicGift(host, id)).shares).toEqual({
      count: 10,
      remaining: 7,
      paid: 0,
      complete: false,
    });

    await expectRefused(
      oneLinePurchase(host, { id, quantity: 8, expectedPrice: 10_000 }),
      409,
      'Restam apenas 7 cotas deste presente.',
    );
    // A cart naming the gift twice counts its shares together.
    await expectRefused(
      {
        ...oneLinePurchase(host, { id, quantity: 4, expectedPrice: 10_000 }),
        items: [
          { id, quantity: 4, expectedPrice: 10_000 },
          { id, quantity: 4, expectedPrice: 10_000 },
        ],
      },
      409,
      'Restam apenas 7 cotas deste presente.',
    );

    const later = new Date(
      Date.now() + (t.config.ORDER_EXPIRY_HOURS + 1) * HOUR_MS,
    );
    expect(
      await expirePendingOrders(db(), publicEvents, later),
    ).toBeGreaterThanOrEqual(1);
    expect((await publicGift(host, id)).shares?.remaining).toBe(10);
  });

  it("shows 'complete' once every share is paid, with exact balances and receipts", async () => {
    const host = await createHost(db());
    const id = await createOwnGift(t.app, host, {
      name: 'Lua de mel',
      kind: 'shares',
      price: 99_999,
      shareCount: 3,
    });
    const two = await buy(host, { id, quantity: 2, expectedPrice: 33_333 });
    const one = await buy(host, { id, quantity: 1, expectedPrice: 33_333 });
    expect([two.amount, one.amount]).toEqual([66_666, 33_333]);
    await expectRefused(
      oneLinePurchase(host, { id, quantity: 1, expectedPrice: 33_333 }),
      409,
      apiTexts.giftKinds.sharesUnavailable(0),
    );
    await approve(two.orderId);
    expect((await publicGift(host, id)).shares).toMatchObject({
      remaining: 0,
      paid: 2,
      complete: false,
    });
    const afterId = await lastOutboxId(db());
    await approve(one.orderId);
    expect((await publicGift(host, id)).shares).toEqual({
      count: 3,
      remaining: 0,
      paid: 3,
      complete: true,
    });
    const receipt = oneRow(
      await outboxRows(db(), {
        topic: 'order.receipt',
        afterId,
      }),
    );
    expect(receipt.text).toContain(
      `Lua de mel (1 de 3 cotas) — ${formatBRL(33_333)}`,
    );
    const fee = (amount: number) =>
      orderAmounts([{ price: amount, quantity: 1 }], 500, false).fee;
    expect(await balances(host)).toMatchObject({
      totalReceived: 99_999 - fee(66_666) - fee(33_333),
    });

    const received = await t.app.inject({
      method: 'GET',
      url: `/api/users/events/${host.event.id}/received-gifts`,
      headers: host.headers,
    });
    expect(received.statusCode).toBe(200);
    expect(received.json().receivedGifts[0].items[0]).toMatchObject({
      giftName: 'Lua de mel',
      quantity: 1,
      unitPrice: 33_333,
      kind: 'shares',
      shareCount: 3,
    });

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/users/events/${host.event.id}/received-gifts.csv`,
      headers: host.headers,
    });
    expect(csv.body).toContain('Lua de mel (1 de 3 cotas)');
    expect(csv.body).toContain('Lua de mel (2 de 3 cotas)');
  });

  describe('the share price the guest saw', () => {
    const changed = 'O valor deste presente mudou. Confira o novo valor.';
    const unavailable =
      'Um dos presentes escolhidos não está disponível neste evento.';
    const form = {
      name: 'Viagem',
      kind: 'shares' as const,
      price: 10_000,
      shareCount: 10,
    };

    it('refuses with 409, and writes no order, a share price raised after the guest looked (R$ 10 → R$ 100)', async () => {
      const host = await createHost(db());
      const id = await createOwnGift(t.app, host, form);
      const seen = (await publicGift(host, id)).price / 10;
      expect(seen).toBe(1000);
      const edited = await t.app.inject({
        method: 'PUT',
        url: `/api/users/gifts/${host.event.id}/own/${id}`,
        headers: host.headers,
        payload: { ...form, price: 100_000 },
      });
      expect(edited.statusCode).toBe(200);

      const line = { id, quantity: 2, expectedPrice: seen };
      await expectRefused(oneLinePurchase(host, line), 409, changed);
      const answer = await buy(host, { ...line, expectedPrice: 10_000 });
      expect(answer.amount).toBe(20_000);
    });

    it('refuses with 409 a gift in shares removed or turned inactive since the guest looked', async () => {
      const host = await createHost(db());
      const removed = await createOwnGift(t.app, host, form);
      const hidden = await createOwnGift(t.app, host, form);
      await buy(host, { id: hidden, quantity: 1, expectedPrice: 1000 });
      for (const id of [removed, hidden]) {
        const response = await t.app.inject({
          method: 'DELETE',
          url: `/api/users/gifts/${host.event.id}/${id}`,
          headers: host.headers,
        });
        expect(response.statusCode).toBe(200);
      }
      for (const id of [removed, hidden])
        await expectRefused(
          oneLinePurchase(host, { id, quantity: 1, expectedPrice: 1000 }),
          409,
          unavailable,
        );
    });

    it('checks the share price under the gift row lock, so a change landing after the cart was priced is refused', async () => {
      const host = await createHost(db());
      const id = await createOwnGift(t.app, host, form);
      const site = await db()
        .select({
          id: gifts.id,
          name: gifts.name,
          price: gifts.price,
          imageUrl: gifts.imageUrl,
          kind: gifts.kind,
          shareCount: gifts.shareCount,
        })
        .from(gifts)
        .where(eq(gifts.id, id));
      const lines = priceLines(
        [{ id, quantity: 1, expectedPrice: 1000 }],
        site,
        freeAmountLimitsOf(t.config),
      );
      // The host's edit commits between the purchase's read and its transaction.
      await db().update(gifts).set({ price: 100_000 }).where(eq(gifts.id, id));
      await expect(
        db().transaction((tx) =>
          reserveShares(tx, sharedLines(lines), new Date()),
        ),
      ).rejects.toMatchObject({ message: changed });
    });
  });
});

import {
  getEventGiftsResponseSchema,
  getPublicEventResponseSchema,
  orderAmounts,
  orderPixResponseSchema,
  purchaseResponseSchema,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import { orderPixCharges } from '@celebra/db';
import { count, eq } from 'drizzle-orm';
import {
  approveOrder,
  postPurchase,
} from '../../payments/testing/guest-orders';
import { setClock } from '../../test/clock';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, nextIp, type TestHost } from '../../test/factories';
import { createOwnGift, oneLinePurchase } from '../../test/gift-kinds-support';

const PIX_EXPIRY_MINUTES = 30;
const CARD_CHECKOUT_HOLD_MINUTES = 45;
const MINUTE_MS = 60_000;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      PIX_EXPIRY_MINUTES: String(PIX_EXPIRY_MINUTES),
      CARD_CHECKOUT_HOLD_MINUTES: String(CARD_CHECKOUT_HOLD_MINUTES),
      OUTBOX_POLL_SECONDS: '0',
    },
  });
});

afterEach(() => {
  jest.useRealTimers();
});

afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

/** A gift of R$ 200,00 in 20 shares of R$ 10,00. */
const SHARE_PRICE = 1000;
const newSharedGift = (host: TestHost) =>
  createOwnGift(t.app, host, {
    name: 'Lua de mel',
    kind: 'shares',
    price: 20 * SHARE_PRICE,
    shareCount: 20,
  });

async function buyShares(
  host: TestHost,
  id: number,
  quantity: number,
  paymentMethod: 'PIX' | 'CARD' = 'PIX',
) {
  const response = await postPurchase(t.app, {
    ...oneLinePurchase(host, { id, quantity, expectedPrice: SHARE_PRICE }),
    paymentMethod,
  });
  expect(response.statusCode).toBe(200);
  return purchaseResponseSchema.parse(response.json());
}

/** The gift's shares as a guest reads them on the public site. */
async function publicShares(host: TestHost, id: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/guests/event/${host.event.slug}`,
  });
  const { event } = getPublicEventResponseSchema.parse(response.json());
  return event.gifts.find((gift) => gift.id === id)?.shares;
}

/** The gift's shares as the couple's gift list reads them. */
async function hostShares(host: TestHost, id: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/users/gifts/${host.event.id}`,
    headers: host.headers,
  });
  expect(response.statusCode).toBe(200);
  const { gifts } = getEventGiftsResponseSchema.parse(response.json());
  return gifts.find((gift) => gift.id === id)?.shares;
}

const renewPix = (orderId: number, token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/guests/orders/${orderId}/pix?token=${encodeURIComponent(token)}`,
    remoteAddress: nextIp(),
  });

async function chargeCount(orderId: number) {
  const [row] = await db()
    .select({ value: count() })
    .from(orderPixCharges)
    .where(eq(orderPixCharges.orderId, orderId));
  return row?.value ?? 0;
}

const approve = (orderId: number) =>
  approveOrder(t.app, db(), t.config.LOCAL_PAYMENT_SECRET, orderId);

describe('shares held by an unpaid Pix', () => {
  it('are freed when the Pix expires: another guest buys them, the site shows 20 de 20, and the old order gets no new Pix (409)', async () => {
    const host = await createHost(db());
    const id = await newSharedGift(host);
    const first = await buyShares(host, id, 17);
    const pixExpiresAt = Date.parse(first.pix?.expiresAt ?? '');
    expect(await publicShares(host, id)).toEqual({
      count: 20,
      remaining: 3,
      paid: 0,
      complete: false,
    });
    expect(await hostShares(host, id)).toMatchObject({
      remaining: 3,
      held: 17,
      heldUntil: new Date(pixExpiresAt).toISOString(),
    });

    // The Pix expired unpaid: its 17 shares are free at once (the order itself waits 24 h).
    setClock(pixExpiresAt + MINUTE_MS);
    expect(await publicShares(host, id)).toEqual({
      count: 20,
      remaining: 20,
      paid: 0,
      complete: false,
    });
    expect(await hostShares(host, id)).toMatchObject({
      remaining: 20,
      held: 0,
      heldUntil: null,
    });

    const second = await buyShares(host, id, 17);
    await approve(second.orderId);
    expect(await publicShares(host, id)).toEqual({
      count: 20,
      remaining: 3,
      paid: 17,
      complete: false,
    });

    // The first guest asks for a new Pix: the shares are gone, so no charge and no oversell.
    const renewed = await renewPix(first.orderId, first.statusToken);
    expect(renewed.statusCode).toBe(409);
    expect(renewed.json()).toMatchObject({
      success: false,
      message: apiTexts.giftKinds.sharesTakenWhileExpired,
    });
    expect(await chargeCount(first.orderId)).toBe(1);
    expect((await hostShares(host, id))?.remaining).toBe(3);
  });

  it('stay held while the Pix can be paid, and a new Pix asked for after it expired holds them again until it expires', async () => {
    const host = await createHost(db());
    const id = await newSharedGift(host);
    const first = await buyShares(host, id, 17);
    const pixExpiresAt = Date.parse(first.pix?.expiresAt ?? '');

    setClock(pixExpiresAt - MINUTE_MS);
    expect((await publicShares(host, id))?.remaining).toBe(3);
    const refused = await postPurchase(
      t.app,
      oneLinePurchase(host, { id, quantity: 4, expectedPrice: SHARE_PRICE }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      apiTexts.giftKinds.sharesUnavailable(3),
    );

    // Expired, nobody took them: the new Pix holds them again, until its own expiry.
    const renewedAt = pixExpiresAt + 5 * MINUTE_MS;
    setClock(renewedAt);
    expect((await publicShares(host, id))?.remaining).toBe(20);
    const renewed = await renewPix(first.orderId, first.statusToken);
    expect(renewed.statusCode).toBe(200);
    const { pix } = orderPixResponseSchema.parse(renewed.json());
    const renewedExpiry = Date.parse(pix.expiresAt);
    expect(renewedExpiry).toBeGreaterThanOrEqual(
      renewedAt + (PIX_EXPIRY_MINUTES - 1) * MINUTE_MS,
    );
    expect((await publicShares(host, id))?.remaining).toBe(3);
    expect(await hostShares(host, id)).toMatchObject({
      held: 17,
      heldUntil: pix.expiresAt,
    });
  });
});

describe('shares held by a card checkout', () => {
  it('are held for CARD_CHECKOUT_HOLD_MINUTES, then freed; a late approval still credits the couple once and completes the gift', async () => {
    const host = await createHost(db());
    const id = await newSharedGift(host);
    const openedAt = Date.now();
    const card = await buyShares(host, id, 17, 'CARD');
    expect(card.pix).toBeNull();
    const heldUntil = Date.parse((await hostShares(host, id))?.heldUntil ?? '');
    expect(heldUntil - openedAt).toBeGreaterThanOrEqual(
      CARD_CHECKOUT_HOLD_MINUTES * MINUTE_MS,
    );
    expect(heldUntil - openedAt).toBeLessThan(
      (CARD_CHECKOUT_HOLD_MINUTES + 1) * MINUTE_MS,
    );

    setClock(heldUntil - MINUTE_MS);
    expect((await publicShares(host, id))?.remaining).toBe(3);

    setClock(heldUntil + MINUTE_MS);
    expect((await publicShares(host, id))?.remaining).toBe(20);
    const pix = await buyShares(host, id, 17);
    await approve(pix.orderId);

    // The card payment is approved late: the couple receives it, once.
    await approve(card.orderId);
    expect(await publicShares(host, id)).toEqual({
      count: 20,
      remaining: 0,
      paid: 34,
      complete: true,
    });
    const balances = await t.app.inject({
      method: 'GET',
      url: `/api/users/events/${host.event.id}/transactions`,
      headers: host.headers,
    });
    const { userAmount } = orderAmounts(
      [{ price: SHARE_PRICE, quantity: 17 }],
      t.config.PLATFORM_FEE_BPS,
      false,
    );
    expect(balances.json()).toMatchObject({ totalReceived: 2 * userAmount });
  });
});

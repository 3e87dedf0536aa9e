import { type Db, orders, paymentEvents, oneRow } from '@celebra/db';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { nextIp, type TestHost } from '../../test/factories';
import { signedLocalWebhook } from './local-webhook';

/** POST /api/guests/purchase from a fresh client address (so no rate limit is shared). */
export function postPurchase(
  app: FastifyInstance,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/guests/purchase',
    remoteAddress: nextIp(),
    headers,
    payload: body as object,
  });
}

/**
 * A valid purchase body for the host's event: the given gift indexes, one of each by default,
 * each line with the price the site shows (`expectedPrice`).
 */
export function purchaseBody(
  host: TestHost,
  items: Array<[giftIndex: number, quantity: number]> = [[0, 1]],
) {
  return {
    eventId: host.event.id,
    guestName: 'Carla Mendes',
    guestContact: 'carla@example.com',
    items: items.map(([index, quantity]) => ({
      id: host.giftIds[index],
      quantity,
      expectedPrice: host.giftPrices[index],
    })),
  };
}

/** Buys through the api and answers the order with its reference and status token. */
export async function buyGifts(
  app: FastifyInstance,
  db: Db,
  host: TestHost,
  items?: Array<[number, number]>,
) {
  const response = await postPurchase(app, purchaseBody(host, items));
  if (response.statusCode !== 200)
    throw new Error(
      `purchase answered ${response.statusCode}: ${response.body}`,
    );
  const { orderId, paymentLink, statusToken } = response.json<{
    orderId: number;
    paymentLink: string;
    statusToken: string;
  }>();
  const order = oneRow(
    await db.select().from(orders).where(eq(orders.id, orderId)),
  );
  if (!order.providerReference) throw new Error('order without reference');
  return {
    ...order,
    reference: order.providerReference,
    paymentLink,
    statusToken,
  };
}

export async function countRows(db: Db) {
  const { value: orderCount } = oneRow(
    await db.select({ value: count() }).from(orders),
  );
  const { value: eventCount } = oneRow(
    await db.select({ value: count() }).from(paymentEvents),
  );
  return { orders: orderCount, paymentEvents: eventCount };
}

/** Pays the order as the local checkout's 'Pagar' does (its signed webhook), on `app`. */
export async function approveOrder(
  app: FastifyInstance,
  db: Db,
  secret: string,
  orderId: number,
): Promise<void> {
  const order = oneRow(
    await db
      .select({ reference: orders.providerReference })
      .from(orders)
      .where(eq(orders.id, orderId)),
  );
  const webhook = signedLocalWebhook(secret, String(order.reference));
  const response = await app.inject({
    method: 'POST',
    url: '/api/webhooks/local',
    payload: webhook.payload,
    headers: webhook.headers,
  });
  expect(response.json()).toMatchObject({ result: 'processed' });
}

import { randomUUID } from 'node:crypto';
import { purchaseResponseSchema } from '@celebra/contracts';
import { orders } from '@celebra/db';
import { eq } from 'drizzle-orm';
import {
  postPurchase,
  purchaseBody,
} from '../../payments/testing/guest-orders';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, type TestHost } from '../../test/factories';

/*
 * The cart's Idempotency-Key: a retry of the same purchase (the answer lost, a 500 or a 503)
 * and a concurrent duplicate answer the same order and payment link, never a second order.
 * With TEST_DB=postgres the concurrent requests really race on separate connections.
 */

let t: TestApp;
let host: TestHost;

beforeAll(async () => {
  t = await createTestApp({ env: { PURCHASES_PER_MINUTE: '1000' } });
  host = await createHost(t.database.db);
});

afterAll(async () => {
  await t.close();
});

const buy = (key?: string) =>
  postPurchase(
    t.app,
    purchaseBody(host, [[0, 2]]),
    key ? { 'idempotency-key': key } : {},
  );

async function ordersWithKey(key: string) {
  return t.database.db
    .select({ id: orders.id, paymentLink: orders.paymentLink })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
}

describe('POST /api/guests/purchase with an Idempotency-Key', () => {
  it('answers the same order and payment link to the same key', async () => {
    const key = randomUUID();
    const first = await buy(key);
    const second = await buy(key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const a = purchaseResponseSchema.parse(first.json());
    const b = purchaseResponseSchema.parse(second.json());
    expect(b).toEqual(a);
    expect(await ordersWithKey(key)).toEqual([
      { id: a.orderId, paymentLink: a.paymentLink },
    ]);
  });

  it('makes one order of concurrent requests with the same key', async () => {
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => buy(key)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(
      Array(8).fill(200),
    );
    const bodies = answers.map((answer) =>
      purchaseResponseSchema.parse(answer.json()),
    );
    expect(new Set(bodies.map((body) => body.orderId)).size).toBe(1);
    expect(new Set(bodies.map((body) => body.paymentLink)).size).toBe(1);
    expect(await ordersWithKey(key)).toHaveLength(1);
  });

  it('finishes the order an interrupted attempt committed without its link', async () => {
    const key = randomUUID();
    const first = purchaseResponseSchema.parse((await buy(key)).json());
    // What a request leaves when it fails after the commit (database gone, process killed).
    await t.database.db
      .update(orders)
      .set({ paymentLink: null })
      .where(eq(orders.id, first.orderId));

    const retry = await buy(key);
    expect(retry.statusCode).toBe(200);
    expect(purchaseResponseSchema.parse(retry.json())).toEqual(first);
    expect(await ordersWithKey(key)).toEqual([
      { id: first.orderId, paymentLink: first.paymentLink },
    ]);
  });

  it('makes a new order for another key or no key', async () => {
    const a = purchaseResponseSchema.parse((await buy(randomUUID())).json());
    const b = purchaseResponseSchema.parse((await buy(randomUUID())).json());
    const c = purchaseResponseSchema.parse((await buy()).json());
    expect(new Set([a.orderId, b.orderId, c.orderId]).size).toBe(3);
  });

  it('refuses a key that is not a UUID with 400 and a pt-BR message', async () => {
    const response = await buy('não-é-uuid');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message:
        'Não foi possível identificar a compra. Recarregue a página e tente novamente.',
    });
  });
});

import { webhookResponseSchema } from '@celebra/contracts';
import { orders, paymentEvents, oneRow } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { computeEventBalances } from '../../modules/money/balances.service';
import { expirePendingOrders } from '../../modules/orders/order-expiry';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost } from '../../test/factories';
import type { PublicEventChannel } from '../../lib/public-event/public-event-channel';
import { startPublicEvents } from '../../test/public-events';
import { signLocalWebhook } from '../local/local-signature';
import { buyGifts, countRows } from '../testing/guest-orders';
import { signedLocalWebhook } from '../testing/local-webhook';
import { lastOutboxId, outboxRows } from '../testing/outbox-rows';

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
const secret = () => t.config.LOCAL_PAYMENT_SECRET;

const deliver = (payload: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/local',
    payload,
    headers,
  });

async function statusOf(orderId: number) {
  const order = oneRow(
    await db()
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId)),
  );
  return order.status;
}

async function newOrder() {
  const host = await createHost(db());
  const order = await buyGifts(t.app, db(), host);
  return { host, order };
}

describe('POST /api/webhooks/local — signature', () => {
  const rejected = {
    success: false,
    code: 'UNAUTHORIZED',
    message: 'Assinatura inválida.',
  };

  async function expectRejected(
    payload: string,
    headers: Record<string, string>,
    orderId: number,
  ) {
    const before = await countRows(db());
    const response = await deliver(payload, headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(rejected);
    expect(await statusOf(orderId)).toBe('PENDING');
    expect(await countRows(db())).toEqual(before);
  }

  it('refuses a missing signature', async () => {
    const { order } = await newOrder();
    const { payload } = signedLocalWebhook(secret(), order.reference);
    await expectRejected(
      payload,
      { 'content-type': 'application/json' },
      order.id,
    );
  });

  it('refuses a signature made with another secret', async () => {
    const { order } = await newOrder();
    const { payload, headers } = signedLocalWebhook(
      'not-the-configured-secret',
      order.reference,
    );
    await expectRejected(payload, headers, order.id);
  });

  it('refuses a body other than the one signed', async () => {
    const { order } = await newOrder();
    const other = await newOrder();
    const { headers } = signedLocalWebhook(secret(), other.order.reference);
    const { payload } = signedLocalWebhook(secret(), order.reference);
    await expectRejected(payload, headers, order.id);
  });

  it.each([
    ['older than 300 s', -301],
    ['more than 300 s ahead', 301],
  ])('refuses a signature %s', async (_label, offsetSeconds) => {
    const { order } = await newOrder();
    const { payload, headers } = signedLocalWebhook(secret(), order.reference, {
      now: new Date(Date.now() + offsetSeconds * 1000),
    });
    await expectRejected(payload, headers, order.id);
  });

  it('accepts a signature 290 s old', async () => {
    const { order } = await newOrder();
    const { payload, headers } = signedLocalWebhook(secret(), order.reference, {
      now: new Date(Date.now() - 290_000),
    });
    expect((await deliver(payload, headers)).statusCode).toBe(200);
    expect(await statusOf(order.id)).toBe('APPROVED');
  });

  it.each([
    ['a malformed header', 't=abc'],
    ['a header without v1', `t=${Math.floor(Date.now() / 1000)}`],
  ])('refuses %s', async (_label, signature) => {
    const { order } = await newOrder();
    const { payload } = signedLocalWebhook(secret(), order.reference);
    await expectRejected(
      payload,
      { 'content-type': 'application/json', 'x-signature': signature },
      order.id,
    );
  });

  it('refuses a correctly signed body of the wrong shape', async () => {
    const { order } = await newOrder();
    const payload = JSON.stringify({
      id: 'evt_1',
      type: 'payment.exploded',
      data: { reference: order.reference },
    });
    const headers = {
      'content-type': 'application/json',
      'x-signature': signLocalWebhook(payload, secret(), new Date()),
    };
    await expectRejected(payload, headers, order.id);
  });
});

describe('POST /api/webhooks/local — settlement', () => {
  it('approves once for a re-delivered event id', async () => {
    const { host, order } = await newOrder();
    const webhook = signedLocalWebhook(secret(), order.reference);

    const first = await deliver(webhook.payload, webhook.headers);
    expect(first.statusCode).toBe(200);
    expect(webhookResponseSchema.parse(first.json())).toEqual({
      success: true,
      result: 'processed',
      message: 'Notificação processada.',
    });
    const second = await deliver(webhook.payload, webhook.headers);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({
      success: true,
      result: 'already_processed',
      message: 'Notificação já processada.',
    });

    expect(await statusOf(order.id)).toBe('APPROVED');
    const rows = await db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.reference, order.reference));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: 'local',
      providerEventId: webhook.body.id,
      payload: webhook.body,
      processedAt: expect.any(Date),
    });
    expect(
      (await computeEventBalances(db(), host.event.id)).totalReceived,
    ).toBe(order.userAmount);
  });

  it('enqueues exactly one host e-mail and one receipt for 50 deliveries of the same approval', async () => {
    const { host, order } = await newOrder();
    const afterId = await lastOutboxId(db());
    const webhook = signedLocalWebhook(secret(), order.reference);
    const results: string[] = [];
    for (let delivery = 0; delivery < 50; delivery += 1) {
      const response = await deliver(webhook.payload, webhook.headers);
      expect(response.statusCode).toBe(200);
      results.push(response.json<{ result: string }>().result);
    }
    expect(results.filter((result) => result === 'processed')).toHaveLength(1);
    const mails = await outboxRows(db(), { afterId });
    expect(mails.map(({ topic, recipient }) => ({ topic, recipient }))).toEqual(
      [
        { topic: 'order.approved', recipient: host.user.email },
        { topic: 'order.receipt', recipient: 'carla@example.com' },
      ],
    );
  });

  it('applies a second approval with another event id zero times (conditional update)', async () => {
    const { host, order } = await newOrder();
    const afterId = await lastOutboxId(db());
    const first = signedLocalWebhook(secret(), order.reference);
    const second = signedLocalWebhook(secret(), order.reference);
    expect((await deliver(first.payload, first.headers)).json()).toMatchObject({
      result: 'processed',
    });
    expect(
      (await deliver(second.payload, second.headers)).json(),
    ).toMatchObject({ result: 'ignored' });
    expect(
      (await computeEventBalances(db(), host.event.id)).totalReceived,
    ).toBe(order.userAmount);
    expect(
      await outboxRows(db(), { afterId, topic: 'order.approved' }),
    ).toHaveLength(1);
  });

  it('marks a refused payment RECUSED, keeps the balance, e-mails nobody, and never approves it later', async () => {
    const { host, order } = await newOrder();
    const afterId = await lastOutboxId(db());
    const refused = signedLocalWebhook(secret(), order.reference, {
      type: 'payment.refused',
    });
    expect(
      (await deliver(refused.payload, refused.headers)).json(),
    ).toMatchObject({ result: 'processed' });
    expect(await statusOf(order.id)).toBe('RECUSED');

    const late = signedLocalWebhook(secret(), order.reference);
    expect((await deliver(late.payload, late.headers)).json()).toMatchObject({
      result: 'ignored',
    });
    expect(await statusOf(order.id)).toBe('RECUSED');
    expect(await computeEventBalances(db(), host.event.id)).toEqual({
      totalReceived: 0,
      totalTransferred: 0,
      totalPending: 0,
      totalAvailable: 0,
    });
    expect(await outboxRows(db(), { afterId })).toEqual([]);
  });

  it('keeps an expired (CANCELLED) order cancelled when a late approval arrives', async () => {
    const { host, order } = await newOrder();
    await db()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    expect(
      await expirePendingOrders(db(), publicEvents),
    ).toBeGreaterThanOrEqual(1);
    const late = signedLocalWebhook(secret(), order.reference);
    const response = await deliver(late.payload, late.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ result: 'ignored' });
    expect(await statusOf(order.id)).toBe('CANCELLED');
    expect(
      (await computeEventBalances(db(), host.event.id)).totalReceived,
    ).toBe(0);
  });

  it.each([
    ['an order that does not exist', 'ord_987654_0123456789abcdef'],
    ['a prefix no target handles', 'xyz_1_0123456789abcdef'],
  ])('acknowledges %s with 200 and records it', async (_label, reference) => {
    const before = await countRows(db());
    const webhook = signedLocalWebhook(secret(), reference);
    const response = await deliver(webhook.payload, webhook.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      result: 'unknown_reference',
      message: 'Notificação recebida; referência desconhecida.',
    });
    const after = await countRows(db());
    expect(after).toEqual({
      orders: before.orders,
      paymentEvents: before.paymentEvents + 1,
    });
  });

  it('delivers the Pagar button through the same signed route when the api is not listening', async () => {
    const { order } = await newOrder();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/payments/local/${order.reference}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(response.statusCode).toBe(303);
    expect(await statusOf(order.id)).toBe('APPROVED');
    const [row] = await db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.reference, order.reference));
    expect(row).toMatchObject({
      provider: 'local',
      type: 'payment.approved',
      providerEventId: expect.stringMatching(/^local_/),
    });
  });

  it('lists the payment routes in the OpenAPI document', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
    });
    expect(Object.keys(response.json<{ paths: object }>().paths)).toEqual(
      expect.arrayContaining([
        '/api/guests/purchase',
        '/api/webhooks/local',
        '/api/payments/local/{reference}',
        '/api/payments/local/{reference}/pay',
        '/api/payments/local/{reference}/refuse',
      ]),
    );
  });

  it('does not serve the Mercado Pago webhook while the local provider is configured', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/mercadopago',
      payload: {},
    });
    expect(response.statusCode).toBe(404);
  });
});

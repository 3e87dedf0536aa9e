import {
  orderPixResponseSchema,
  purchaseResponseSchema,
  itemAt,
} from '@celebra/contracts';
import { orderPixCharges, orders, oneRow } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, nextIp, type TestHost } from '../../test/factories';
import { setEventSettings } from '../../test/guest-factories';
import { hasValidCrc, parseEmvFields } from '../pix/br-code';
import { pixIdempotencyKey } from '../payment-reference';
import { postPurchase, purchaseBody } from '../testing/guest-orders';
import {
  type MercadoPagoStandIn,
  type RecordedRequest,
  startMercadoPagoStandIn,
} from '../testing/mercadopago-stand-in';
import { signedMercadoPagoNotification } from '../testing/mercadopago-notification';

const ACCESS_TOKEN = 'TEST-pix-access-token';
const WEBHOOK_SECRET = 'mp-pix-webhook-secret-for-tests';

let standIn: MercadoPagoStandIn;
let t: TestApp;
let host: TestHost;

beforeAll(async () => {
  standIn = await startMercadoPagoStandIn({ accessToken: ACCESS_TOKEN });
  t = await createTestApp({
    env: {
      PAYMENT_PROVIDER: 'mercadopago',
      MP_ACCESS_TOKEN: ACCESS_TOKEN,
      MP_WEBHOOK_SECRET: WEBHOOK_SECRET,
      MP_API_BASE_URL: standIn.baseUrl,
      OUTBOX_POLL_SECONDS: '0',
    },
  });
  host = await createHost(db());
});

afterAll(async () => {
  await t.close();
  await standIn.close();
});

const db = () => t.database.db;

const paymentCalls = () =>
  standIn.requests.filter(
    (request) => request.method === 'POST' && request.path === '/v1/payments',
  );
const lastPaymentCall = (): RecordedRequest => {
  const calls = paymentCalls();
  return itemAt(calls, calls.length - 1);
};
const paymentIdOf = (charge: { providerChargeId: string | null }) =>
  String(charge.providerChargeId);

async function orderOf(orderId: number) {
  const [order] = await db()
    .select()
    .from(orders)
    .where(eq(orders.id, orderId));
  return order;
}

const chargesOf = (orderId: number) =>
  db()
    .select()
    .from(orderPixCharges)
    .where(eq(orderPixCharges.orderId, orderId))
    .orderBy(orderPixCharges.attempt);

const renewPix = (orderId: number, token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/guests/orders/${orderId}/pix?token=${encodeURIComponent(token)}`,
    remoteAddress: nextIp(),
  });

function notify(
  notification: ReturnType<typeof signedMercadoPagoNotification>,
) {
  return t.app.inject({
    method: 'POST',
    url: notification.url,
    headers: notification.headers,
    payload: notification.payload,
  });
}

describe('Mercado Pago Pix (Payments API)', () => {
  it('creates a Pix payment with the exact amount in reais, the expiry and an idempotency key from our reference', async () => {
    await setEventSettings(db(), host.event.id, { guestPaysFee: true });
    const before = Date.now();
    const response = await postPurchase(
      t.app,
      purchaseBody(host, [
        [0, 1],
        [1, 1],
      ]),
      { host: 'site.localhost:8080' },
    );
    await setEventSettings(db(), host.event.id, { guestPaysFee: false });

    expect(response.statusCode).toBe(200);
    const answer = purchaseResponseSchema.parse(response.json());
    // R$ 10 + R$ 20 + 5 % fee = 3150 centavos.
    expect(answer.amount).toBe(3150);
    const order = await orderOf(answer.orderId);
    if (order === undefined) throw new Error('order is missing');
    const reference = String(order.providerReference);
    const call = lastPaymentCall();
    expect(call.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(call.headers['x-idempotency-key']).toBe(
      pixIdempotencyKey(reference, 1),
    );
    expect(call.body).toEqual({
      transaction_amount: 31.5,
      description: expect.stringMatching(/^Presentes para /),
      payment_method_id: 'pix',
      payer: { email: 'carla@example.com' },
      external_reference: reference,
      notification_url: 'http://site.localhost:8080/api/webhooks/mercadopago',
      date_of_expiration: expect.stringMatching(
        /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}-03:00$/,
      ),
      metadata: { reference, attempt: 1 },
    });
    const expiry = Date.parse(
      (call.body as { date_of_expiration: string }).date_of_expiration,
    );
    expect((expiry - before) / 60_000).toBeGreaterThan(29);
    expect((expiry - before) / 60_000).toBeLessThanOrEqual(31);

    const pix = answer.pix;
    if (!pix) throw new Error('no Pix charge');
    expect(hasValidCrc(pix.copyPaste)).toBe(true);
    expect(parseEmvFields(pix.copyPaste).get('54')).toBe('31.50');
    expect(
      Buffer.from(pix.qrCodeBase64 ?? '', 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect(Date.parse(pix.expiresAt)).toBe(expiry);
    // No demonstration page with a real provider; the link is Mercado Pago's page of the charge.
    expect(pix.demonstrationLink).toBeNull();
    expect(answer.paymentLink).toMatch(
      /^https:\/\/www\.mercadopago\.com\.br\/payments\/\d+\/ticket/,
    );
    expect(
      standIn.requests.some((r) => r.path === '/checkout/preferences'),
    ).toBe(false);
  });

  it('sends a platform address as payer e-mail when the guest gave a phone', async () => {
    await postPurchase(t.app, {
      ...purchaseBody(host),
      guestContact: '(11) 98765-4321',
    });
    expect(lastPaymentCall().body).toMatchObject({
      payer: { email: 'pix@localhost' },
    });
  });

  it('asks again with the same key when a purchase is retried before its charge was stored, and opens one payment', async () => {
    const key = '7d3c1a2b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    const first = purchaseResponseSchema.parse(
      (
        await postPurchase(t.app, purchaseBody(host), {
          'idempotency-key': key,
        })
      ).json(),
    );
    // The first attempt's answer was lost before its charge and link were stored.
    await db()
      .delete(orderPixCharges)
      .where(eq(orderPixCharges.orderId, first.orderId));
    await db()
      .update(orders)
      .set({ paymentLink: null })
      .where(eq(orders.id, first.orderId));
    const callsBefore = paymentCalls().length;

    const retry = purchaseResponseSchema.parse(
      (
        await postPurchase(t.app, purchaseBody(host), {
          'idempotency-key': key,
        })
      ).json(),
    );
    expect(retry.orderId).toBe(first.orderId);
    const calls = paymentCalls();
    expect(calls).toHaveLength(callsBefore + 1);
    expect(calls[calls.length - 1]?.headers['x-idempotency-key']).toBe(
      itemAt(calls, calls.length - 2).headers['x-idempotency-key'],
    );
    // Mercado Pago answered the payment the first call opened.
    expect(retry.pix?.copyPaste).toBe(first.pix?.copyPaste);
  });

  it('settles a Pix payment through the signed webhook', async () => {
    const answer = purchaseResponseSchema.parse(
      (await postPurchase(t.app, purchaseBody(host))).json(),
    );
    const charge = itemAt(await chargesOf(answer.orderId), 0);
    const order = await orderOf(answer.orderId);
    if (order === undefined) throw new Error('order is missing');
    standIn.setPayment(paymentIdOf(charge), {
      status: 'approved',
      status_detail: 'accredited',
      external_reference: order.providerReference,
    });
    const result = await notify(
      signedMercadoPagoNotification(WEBHOOK_SECRET, paymentIdOf(charge)),
    );
    expect(result.json()).toMatchObject({ result: 'processed' });
    expect((await orderOf(answer.orderId))?.status).toBe('APPROVED');
  });

  it('keeps the order open when its Pix expires unpaid, and opens a new payment with a new key', async () => {
    const answer = purchaseResponseSchema.parse(
      (await postPurchase(t.app, purchaseBody(host))).json(),
    );
    const charge = itemAt(await chargesOf(answer.orderId), 0);
    const order = await orderOf(answer.orderId);
    if (order === undefined) throw new Error('order is missing');
    const reference = String(order.providerReference);
    // Mercado Pago cancels an unpaid Pix at its date_of_expiration.
    standIn.setPayment(paymentIdOf(charge), {
      status: 'cancelled',
      status_detail: 'expired',
      external_reference: reference,
    });
    const result = await notify(
      signedMercadoPagoNotification(WEBHOOK_SECRET, paymentIdOf(charge)),
    );
    expect(result.json()).toMatchObject({ result: 'ignored' });
    expect((await orderOf(answer.orderId))?.status).toBe('PENDING');

    await db()
      .update(orderPixCharges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orderPixCharges.orderId, answer.orderId));
    const renewed = await renewPix(answer.orderId, answer.statusToken);
    expect(renewed.statusCode).toBe(200);
    const pix = orderPixResponseSchema.parse(renewed.json()).pix;
    expect(pix.copyPaste).not.toBe(answer.pix?.copyPaste);
    const call = lastPaymentCall();
    expect(call.headers['x-idempotency-key']).toBe(
      pixIdempotencyKey(reference, 2),
    );
    expect(call.headers['x-idempotency-key']).not.toBe(
      pixIdempotencyKey(reference, 1),
    );
    expect(call.body).toMatchObject({
      transaction_amount: 10,
      external_reference: reference,
      metadata: { reference, attempt: 2 },
    });
    const charges = await chargesOf(answer.orderId);
    expect(charges.map((c) => c.attempt)).toEqual([1, 2]);

    // The new payment settles the same order.
    standIn.setPayment(paymentIdOf(itemAt(charges, 1)), {
      status: 'approved',
      external_reference: reference,
    });
    await notify(
      signedMercadoPagoNotification(
        WEBHOOK_SECRET,
        paymentIdOf(itemAt(charges, 1)),
      ),
    );
    expect((await orderOf(answer.orderId))?.status).toBe('APPROVED');
  });

  it("answers 502 'Erro ao prosseguir pagamento.' and cancels the order when Mercado Pago refuses the payment", async () => {
    standIn.failPayments(400);
    try {
      const response = await postPurchase(t.app, purchaseBody(host));
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        success: false,
        code: 'PAYMENT_PROVIDER',
        message: 'Erro ao prosseguir pagamento.',
      });
      const last = oneRow(
        await db()
          .select()
          .from(orders)
          .orderBy(orders.id)
          .limit(1)
          .offset(
            (await db().select({ id: orders.id }).from(orders)).length - 1,
          ),
      );
      expect(last).toMatchObject({ status: 'CANCELLED', paymentLink: null });
      expect(await chargesOf(last.id)).toHaveLength(0);
    } finally {
      standIn.failPayments(null);
    }
  });

  it("answers 502 'Erro ao gerar o Pix. Tente novamente.' and keeps the order open when a renewal fails", async () => {
    const answer = purchaseResponseSchema.parse(
      (await postPurchase(t.app, purchaseBody(host))).json(),
    );
    await db()
      .update(orderPixCharges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orderPixCharges.orderId, answer.orderId));
    standIn.failPayments(500);
    try {
      const renewed = await renewPix(answer.orderId, answer.statusToken);
      expect(renewed.statusCode).toBe(502);
      expect(renewed.json()).toEqual({
        success: false,
        code: 'PAYMENT_PROVIDER',
        message: 'Erro ao gerar o Pix. Tente novamente.',
      });
    } finally {
      standIn.failPayments(null);
    }
    expect((await orderOf(answer.orderId))?.status).toBe('PENDING');
    expect(await chargesOf(answer.orderId)).toHaveLength(1);
    const retried = await renewPix(answer.orderId, answer.statusToken);
    expect(retried.statusCode).toBe(200);
  });
});

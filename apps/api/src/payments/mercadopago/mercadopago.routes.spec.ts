import { createHash } from 'node:crypto';
import { purchaseResponseSchema, itemAt } from '@celebra/contracts';
import { orders, paymentEvents, oneRow } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { computeEventBalances } from '../../modules/money/balances.service';
import { providerIdempotencyKey } from '../payment-reference';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, type TestHost } from '../../test/factories';
import { setEventSettings } from '../../test/guest-factories';
import {
  buyGifts,
  countRows,
  postPurchase,
  purchaseBody,
} from '../testing/guest-orders';
import {
  type MercadoPagoStandIn,
  startMercadoPagoStandIn,
} from '../testing/mercadopago-stand-in';
import { signedMercadoPagoNotification } from '../testing/mercadopago-notification';

const ACCESS_TOKEN = 'TEST-1234567890-access-token';
const WEBHOOK_SECRET = 'mp-webhook-secret-for-tests';

let standIn: MercadoPagoStandIn;
let t: TestApp;

beforeAll(async () => {
  standIn = await startMercadoPagoStandIn({ accessToken: ACCESS_TOKEN });
  t = await createTestApp({
    env: {
      PAYMENT_PROVIDER: 'mercadopago',
      MP_ACCESS_TOKEN: ACCESS_TOKEN,
      MP_WEBHOOK_SECRET: WEBHOOK_SECRET,
      MP_API_BASE_URL: `${standIn.baseUrl}/`,
      CARD_MAX_INSTALLMENTS: '6',
    },
  });
});

afterAll(async () => {
  await t.close();
  await standIn.close();
});

const db = () => t.database.db;

async function statusOf(orderId: number) {
  const order = oneRow(
    await db()
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId)),
  );
  return order.status;
}

let paymentSequence = 700_000_000;
/** A payment at the stand-in for the order, in `status`; answers its id. */
function paymentFor(reference: string | null, status: string): string {
  paymentSequence += 1;
  const id = String(paymentSequence);
  standIn.setPayment(id, { status, external_reference: reference });
  return id;
}

const notify = (
  notification: ReturnType<typeof signedMercadoPagoNotification>,
) =>
  t.app.inject({
    method: 'POST',
    url: notification.url,
    payload: notification.payload,
    headers: notification.headers,
  });

describe('Mercado Pago checkout', () => {
  let host: TestHost;

  beforeAll(async () => {
    host = await createHost(db());
  });

  it('creates a Checkout Pro preference for a card payment with the exact body, a bearer token and an idempotency key', async () => {
    await setEventSettings(db(), host.event.id, { guestPaysFee: true });
    const response = await postPurchase(
      t.app,
      {
        ...purchaseBody(host, [
          [0, 2],
          [1, 1],
        ]),
        paymentMethod: 'CARD',
      },
      { host: 'site.localhost:8080' },
    );
    await setEventSettings(db(), host.event.id, { guestPaysFee: false });

    expect(response.statusCode).toBe(200);
    const answer = purchaseResponseSchema.parse(response.json());
    const order = oneRow(
      await db().select().from(orders).where(eq(orders.id, answer.orderId)),
    );
    const request = standIn.requests[standIn.requests.length - 1];
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/checkout/preferences');
    expect(request?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(request?.headers['content-type']).toBe('application/json');
    const reference = String(order.providerReference);
    // Derived from our reference, so a retried call opens no second preference.
    expect(request?.headers['x-idempotency-key']).toBe(
      providerIdempotencyKey(reference),
    );
    // The guest comes back to the 'Obrigado!' page, opened by the token the purchase answered.
    const returnUrl = `http://site.localhost:8080/${host.event.slug}/obrigado/${answer.orderId}?token=${answer.statusToken}`;
    expect(order.statusTokenHash).toBe(
      createHash('sha256').update(answer.statusToken).digest('hex'),
    );
    expect(request?.body).toEqual({
      items: [
        {
          id: `gift-${host.giftIds[0]}`,
          title: expect.any(String),
          description: expect.any(String),
          picture_url: 'http://site.localhost:8080/media/catalogue/gift-0.webp',
          quantity: 2,
          currency_id: 'BRL',
          unit_price: 10,
        },
        {
          id: `gift-${host.giftIds[1]}`,
          title: expect.any(String),
          description: expect.any(String),
          picture_url: 'http://site.localhost:8080/media/catalogue/gift-1.webp',
          quantity: 1,
          currency_id: 'BRL',
          unit_price: 20,
        },
        {
          id: 'platform-fee',
          title: 'Taxa de serviço da plataforma',
          description: 'Taxa de serviço da plataforma',
          quantity: 1,
          currency_id: 'BRL',
          unit_price: 2,
        },
      ],
      payer: { email: 'carla@example.com' },
      back_urls: { success: returnUrl, pending: returnUrl, failure: returnUrl },
      auto_return: 'approved',
      // CARD_MAX_INSTALLMENTS.
      payment_methods: { installments: 6 },
      notification_url: 'http://site.localhost:8080/api/webhooks/mercadopago',
      external_reference: reference,
      expires: true,
      expiration_date_to: order.expiresAt?.toISOString(),
      metadata: { reference },
    });
    expect(answer.amount).toBe(4200);
    expect(answer.pix).toBeNull();
    expect(answer.paymentLink).toMatch(
      /^https:\/\/www\.mercadopago\.com\.br\/checkout\/v1\/redirect\?pref_id=123456789-stand-in-\d+$/,
    );
    expect(order).toMatchObject({
      provider: 'mercadopago',
      paymentLink: answer.paymentLink,
      status: 'PENDING',
    });
    expect(reference).toMatch(/^ord_\d+_[0-9a-f]{16}$/);
  });

  it("answers 502 'Erro ao prosseguir pagamento.' and cancels the order when Mercado Pago refuses the preference", async () => {
    standIn.failPreferences(400);
    try {
      const before = await countRows(db());
      const response = await postPurchase(t.app, {
        ...purchaseBody(host),
        paymentMethod: 'CARD',
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        success: false,
        code: 'PAYMENT_PROVIDER',
        message: 'Erro ao prosseguir pagamento.',
      });
      expect(await countRows(db())).toEqual({
        ...before,
        orders: before.orders + 1,
      });
      const [last] = await db()
        .select()
        .from(orders)
        .orderBy(orders.id)
        .limit(1)
        .offset(before.orders);
      expect(last).toMatchObject({ status: 'CANCELLED', paymentLink: null });
    } finally {
      standIn.failPreferences(null);
    }
  });

  it('asks Mercado Pago again with the same idempotency key when a purchase is retried before its link was stored', async () => {
    const key = '0f6c2f44-5d1e-4c53-9a43-2a8f0f4b7c11';
    const cardPurchase = { ...purchaseBody(host), paymentMethod: 'CARD' };
    const first = await postPurchase(t.app, cardPurchase, {
      'idempotency-key': key,
    });
    const answer = purchaseResponseSchema.parse(first.json());
    const preferenceCalls = () =>
      standIn.requests.filter((r) => r.path === '/checkout/preferences');
    const before = preferenceCalls().length;
    // The first attempt's answer was lost before the link was stored.
    await db()
      .update(orders)
      .set({ paymentLink: null })
      .where(eq(orders.id, answer.orderId));

    const retry = await postPurchase(t.app, cardPurchase, {
      'idempotency-key': key,
    });
    expect(purchaseResponseSchema.parse(retry.json()).orderId).toBe(
      answer.orderId,
    );
    const calls = preferenceCalls();
    expect(calls).toHaveLength(before + 1);
    expect(calls[calls.length - 1]?.headers['x-idempotency-key']).toBe(
      itemAt(calls, calls.length - 2).headers['x-idempotency-key'],
    );
  });

  it('serves no local checkout page', async () => {
    const order = await buyGifts(t.app, db(), host);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/payments/local/${order.reference}`,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/webhooks/mercadopago', () => {
  let host: TestHost;

  beforeAll(async () => {
    host = await createHost(db());
  });

  it('verifies the signature, reads the payment back and approves the order once', async () => {
    const order = await buyGifts(t.app, db(), host);
    const paymentId = paymentFor(order.reference, 'approved');
    const readsBefore = standIn.requests.filter(
      (request) => request.method === 'GET',
    ).length;

    const first = await notify(
      signedMercadoPagoNotification(WEBHOOK_SECRET, paymentId),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, result: 'processed' });
    const [read] = standIn.requests
      .filter((request) => request.method === 'GET')
      .slice(-1);
    expect(read).toMatchObject({
      path: `/v1/payments/${paymentId}`,
      headers: { authorization: `Bearer ${ACCESS_TOKEN}` },
    });
    expect(
      standIn.requests.filter((request) => request.method === 'GET'),
    ).toHaveLength(readsBefore + 1);
    expect(await statusOf(order.id)).toBe('APPROVED');

    // MP retries and sends payment.updated too: another notification of the same approved payment.
    const retry = await notify(
      signedMercadoPagoNotification(WEBHOOK_SECRET, paymentId),
    );
    expect(retry.json()).toMatchObject({ result: 'already_processed' });
    const rows = await db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.reference, order.reference));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: 'mercadopago',
      providerEventId: `payment:${paymentId}:approved`,
      type: 'payment.approved',
    });
    expect(
      (await computeEventBalances(db(), host.event.id)).totalReceived,
    ).toBe(order.userAmount);
  });

  it('moves a rejected payment to RECUSED and leaves the balance unchanged', async () => {
    const other = await createHost(db());
    const order = await buyGifts(t.app, db(), other);
    const response = await notify(
      signedMercadoPagoNotification(
        WEBHOOK_SECRET,
        paymentFor(order.reference, 'rejected'),
      ),
    );
    expect(response.json()).toMatchObject({ result: 'processed' });
    expect(await statusOf(order.id)).toBe('RECUSED');
    expect(
      (await computeEventBalances(db(), other.event.id)).totalReceived,
    ).toBe(0);
  });

  it('changes nothing while the payment is pending, then approves when it is approved', async () => {
    const order = await buyGifts(t.app, db(), host);
    const paymentId = paymentFor(order.reference, 'in_process');
    expect(
      (
        await notify(signedMercadoPagoNotification(WEBHOOK_SECRET, paymentId))
      ).json(),
    ).toMatchObject({ result: 'ignored' });
    expect(await statusOf(order.id)).toBe('PENDING');

    standIn.setPayment(paymentId, {
      status: 'approved',
      external_reference: order.reference,
    });
    expect(
      (
        await notify(signedMercadoPagoNotification(WEBHOOK_SECRET, paymentId))
      ).json(),
    ).toMatchObject({ result: 'processed' });
    expect(await statusOf(order.id)).toBe('APPROVED');
  });

  it('cancels a cancelled payment', async () => {
    const order = await buyGifts(t.app, db(), host);
    await notify(
      signedMercadoPagoNotification(
        WEBHOOK_SECRET,
        paymentFor(order.reference, 'cancelled'),
      ),
    );
    expect(await statusOf(order.id)).toBe('CANCELLED');
  });

  it.each([
    [
      'a wrong secret',
      () => signedMercadoPagoNotification('another-secret', '1'),
    ],
    [
      'a stale ts',
      () =>
        signedMercadoPagoNotification(WEBHOOK_SECRET, '1', {
          now: new Date(Date.now() - 301_000),
        }),
    ],
  ])(
    'answers 401 to %s without reading the payment or changing anything',
    async (_label, make) => {
      const order = await buyGifts(t.app, db(), host);
      const notification = make();
      standIn.setPayment('1', {
        status: 'approved',
        external_reference: order.reference,
      });
      const requestsBefore = standIn.requests.length;
      const before = await countRows(db());

      const response = await notify(notification);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'Assinatura inválida.',
      });
      expect(standIn.requests).toHaveLength(requestsBefore);
      expect(await countRows(db())).toEqual(before);
      expect(await statusOf(order.id)).toBe('PENDING');
    },
  );

  it('answers 401 when the signed data.id is not the one in the query', async () => {
    const notification = signedMercadoPagoNotification(WEBHOOK_SECRET, '555');
    const response = await t.app.inject({
      method: 'POST',
      url: notification.url.replace('data.id=555', 'data.id=556'),
      payload: notification.payload,
      headers: notification.headers,
    });
    expect(response.statusCode).toBe(401);
  });

  it('acknowledges a payment unknown to Mercado Pago and other topics without changes', async () => {
    const before = await countRows(db());
    const unknown = await notify(
      signedMercadoPagoNotification(WEBHOOK_SECRET, '999999999'),
    );
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ result: 'ignored' });
    const topic = await notify(
      signedMercadoPagoNotification(WEBHOOK_SECRET, '31337', {
        type: 'merchant_order',
      }),
    );
    expect(topic.statusCode).toBe(200);
    expect(topic.json()).toMatchObject({ result: 'ignored' });
    expect(await countRows(db())).toEqual({
      ...before,
      paymentEvents: before.paymentEvents + 2,
    });
  });

  it('acknowledges an approved payment whose reference is not ours', async () => {
    const response = await notify(
      signedMercadoPagoNotification(
        WEBHOOK_SECRET,
        paymentFor('ord_1_ffffffffffffffff', 'approved'),
      ),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ result: 'unknown_reference' });
  });
});

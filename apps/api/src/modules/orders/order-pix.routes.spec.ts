import {
  orderPixResponseSchema,
  purchaseResponseSchema,
} from '@celebra/contracts';
import { orderPixCharges, orders, oneRow } from '@celebra/db';
import { asc, eq } from 'drizzle-orm';
import { hasValidCrc, parseEmvFields } from '../../payments/pix/br-code';
import {
  postPurchase,
  purchaseBody,
} from '../../payments/testing/guest-orders';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, nextIp, type TestHost } from '../../test/factories';
import { setEventSettings } from '../../test/guest-factories';

const PIX_EXPIRY_MINUTES = 20;

let t: TestApp;
let host: TestHost;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      PIX_EXPIRY_MINUTES: String(PIX_EXPIRY_MINUTES),
      OUTBOX_POLL_SECONDS: '0',
    },
  });
  host = await createHost(db());
});

afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

async function purchase(
  body: Record<string, unknown> = purchaseBody(host),
  headers: Record<string, string> = {},
) {
  const response = await postPurchase(t.app, body, headers);
  expect(response.statusCode).toBe(200);
  return purchaseResponseSchema.parse(response.json());
}

const pixUrl = (orderId: number, token: string) =>
  `/api/guests/orders/${orderId}/pix?token=${encodeURIComponent(token)}`;

const readPix = (orderId: number, token: string) =>
  t.app.inject({
    method: 'GET',
    url: pixUrl(orderId, token),
    remoteAddress: nextIp(),
  });

const renewPix = (orderId: number, token: string) =>
  t.app.inject({
    method: 'POST',
    url: pixUrl(orderId, token),
    remoteAddress: nextIp(),
  });

const chargesOf = (orderId: number) =>
  db()
    .select()
    .from(orderPixCharges)
    .where(eq(orderPixCharges.orderId, orderId))
    .orderBy(asc(orderPixCharges.attempt));

async function statusOf(orderId: number) {
  const order = oneRow(
    await db()
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId)),
  );
  return order.status;
}

/** Every charge of the order is past its expiry (as after PIX_EXPIRY_MINUTES). */
const expireCharges = (orderId: number) =>
  db()
    .update(orderPixCharges)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(orderPixCharges.orderId, orderId));

describe('POST /api/guests/purchase with Pix (local provider)', () => {
  it("answers, by default, a valid BR Code of the order's amount, its expiry and the demonstration link", async () => {
    await setEventSettings(db(), host.event.id, { guestPaysFee: true });
    const before = Date.now();
    const answer = await purchase(
      purchaseBody(host, [
        [0, 2],
        [1, 1],
      ]),
    );
    await setEventSettings(db(), host.event.id, { guestPaysFee: false });

    // 2 × R$ 10 + R$ 20 + 5 % fee the guest pays.
    expect(answer.amount).toBe(4200);
    const pix = answer.pix;
    if (!pix) throw new Error('no Pix charge');
    expect(hasValidCrc(pix.copyPaste)).toBe(true);
    const fields = parseEmvFields(pix.copyPaste);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('01')).toBe('12');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('42.00');
    expect(fields.get('58')).toBe('BR');
    const account = parseEmvFields(fields.get('26') ?? '');
    expect(account.get('00')).toBe('br.gov.bcb.pix');
    expect(account.get('01')).toBe('pix-demonstracao@example.com');
    expect(parseEmvFields(fields.get('62') ?? '').get('05')).toMatch(
      /^[0-9a-f]{25}$/,
    );
    expect(pix.qrCodeBase64).toBeNull();
    const minutes = (Date.parse(pix.expiresAt) - before) / 60_000;
    expect(minutes).toBeGreaterThan(PIX_EXPIRY_MINUTES - 1);
    expect(minutes).toBeLessThanOrEqual(PIX_EXPIRY_MINUTES + 1);

    const order = oneRow(
      await db().select().from(orders).where(eq(orders.id, answer.orderId)),
    );
    expect(pix.demonstrationLink).toMatch(
      new RegExp(
        `^http://site\\.localhost:8080/api/payments/local/${order.providerReference}\\?return=`,
      ),
    );
    expect(answer.paymentLink).toBe(pix.demonstrationLink);
    expect(order).toMatchObject({ status: 'PENDING', chargedAmount: 4200 });
    expect(await chargesOf(order.id)).toEqual([
      expect.objectContaining({ attempt: 1, copyPaste: pix.copyPaste }),
    ]);
  });

  it('answers the hosted checkout link and no Pix for a card payment', async () => {
    const answer = await purchase({
      ...purchaseBody(host),
      paymentMethod: 'CARD',
    });
    expect(answer.pix).toBeNull();
    expect(answer.paymentLink).toMatch(
      /^http:\/\/site\.localhost:8080\/api\/payments\/local\/ord_\d+_[0-9a-f]{16}\?return=/,
    );
    expect(await chargesOf(answer.orderId)).toHaveLength(0);
    const read = await readPix(answer.orderId, answer.statusToken);
    expect(read.statusCode).toBe(409);
    expect(read.json()).toMatchObject({
      message: 'Este pedido não é pago por Pix.',
    });
  });

  it("refuses a payment method that is neither 'PIX' nor 'CARD' with a pt-BR message", async () => {
    const response = await postPurchase(t.app, {
      ...purchaseBody(host),
      paymentMethod: 'BOLETO',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^[^a-z]*[A-ZÀ-Ú].*/);
    expect(response.json().message).not.toMatch(/Invalid|expected/);
  });

  it('answers the same charge to a retry with the same Idempotency-Key', async () => {
    const key = '5b3a4c6e-2f1d-4e8a-9b7c-0d1e2f3a4b5c';
    const first = await purchase(purchaseBody(host), {
      'idempotency-key': key,
    });
    const retry = await purchase(purchaseBody(host), {
      'idempotency-key': key,
    });
    expect(retry.orderId).toBe(first.orderId);
    expect(retry.pix).toEqual(first.pix);
    expect(await chargesOf(first.orderId)).toHaveLength(1);
  });
});

describe('GET and POST /api/guests/orders/{orderId}/pix', () => {
  it('reads the current charge with the status token, and 404 without the right one', async () => {
    const answer = await purchase();
    const read = await readPix(answer.orderId, answer.statusToken);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(orderPixResponseSchema.parse(read.json()).pix).toEqual(answer.pix);

    for (const response of [
      await readPix(answer.orderId, 'wrong-token'),
      await renewPix(answer.orderId, 'wrong-token'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        message: 'Pedido não encontrado.',
      });
    }
  });

  it('keeps a charge that can still be paid, and opens a new one once it expired', async () => {
    const answer = await purchase();
    const again = await renewPix(answer.orderId, answer.statusToken);
    expect(again.statusCode).toBe(200);
    expect(again.json().pix).toEqual(answer.pix);
    expect(await chargesOf(answer.orderId)).toHaveLength(1);

    await expireCharges(answer.orderId);
    const renewed = await renewPix(answer.orderId, answer.statusToken);
    expect(renewed.statusCode).toBe(200);
    const pix = orderPixResponseSchema.parse(renewed.json()).pix;
    expect(pix.copyPaste).not.toBe(answer.pix?.copyPaste);
    expect(hasValidCrc(pix.copyPaste)).toBe(true);
    expect(parseEmvFields(pix.copyPaste).get('54')).toBe('10.00');
    expect(Date.parse(pix.expiresAt)).toBeGreaterThan(Date.now());
    expect((await chargesOf(answer.orderId)).map((c) => c.attempt)).toEqual([
      1, 2,
    ]);
    const read = await readPix(answer.orderId, answer.statusToken);
    expect(read.json().pix).toEqual(pix);
    expect(await statusOf(answer.orderId)).toBe('PENDING');
  });

  it("approves the order when the demonstration page's 'Pagar' is used, then refuses a new charge", async () => {
    const answer = await purchase();
    const link = new URL(answer.pix?.demonstrationLink ?? '');
    const paid = await t.app.inject({
      method: 'POST',
      url: `${link.pathname}/pay${link.search}`,
    });
    expect(paid.statusCode).toBe(303);
    expect(await statusOf(answer.orderId)).toBe('APPROVED');

    await expireCharges(answer.orderId);
    const renewed = await renewPix(answer.orderId, answer.statusToken);
    expect(renewed.statusCode).toBe(409);
    expect(renewed.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Este pedido não está mais aguardando pagamento.',
    });
    expect(await chargesOf(answer.orderId)).toHaveLength(1);
  });

  it('opens no new charge for an order past its own expiry', async () => {
    const answer = await purchase();
    await expireCharges(answer.orderId);
    await db()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, answer.orderId));
    const renewed = await renewPix(answer.orderId, answer.statusToken);
    expect(renewed.statusCode).toBe(409);
    expect(renewed.json().message).toBe(
      'Este pedido não está mais aguardando pagamento.',
    );
    expect(await chargesOf(answer.orderId)).toHaveLength(1);
  });
});

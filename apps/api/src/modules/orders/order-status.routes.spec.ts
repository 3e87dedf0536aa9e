import { createHash, randomUUID } from 'node:crypto';
import {
  orderStatusResponseSchema,
  purchaseResponseSchema,
  itemAt,
} from '@celebra/contracts';
import { events, orderItems, orders, oneRow } from '@celebra/db';
import { formatBRL } from '@celebra/format';
import { eq } from 'drizzle-orm';
import {
  approveOrder,
  postPurchase,
  purchaseBody,
} from '../../payments/testing/guest-orders';
import { signedLocalWebhook } from '../../payments/testing/local-webhook';
import { lastOutboxId, outboxRows } from '../../payments/testing/outbox-rows';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, nextIp, type TestHost } from '../../test/factories';
import { setEventSettings } from '../../test/guest-factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { OUTBOX_POLL_SECONDS: '0' } });
});

afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

async function orderRow(id: number) {
  const order = oneRow(
    await db().select().from(orders).where(eq(orders.id, id)),
  );
  return order;
}

async function buy(
  host: TestHost,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const response = await postPurchase(
    t.app,
    { ...purchaseBody(host), ...overrides },
    headers,
  );
  expect(response.statusCode).toBe(200);
  return purchaseResponseSchema.parse(response.json());
}

const readStatus = (orderId: number | string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/guests/orders/${orderId}/status${query}`,
    remoteAddress: nextIp(),
  });

const approve = (orderId: number) =>
  approveOrder(t.app, db(), t.config.LOCAL_PAYMENT_SECRET, orderId);

describe("the guest's contact and note on a purchase", () => {
  it.each([
    ['Carla.Mendes@Example.com', 'carla.mendes@example.com'],
    ['(11) 98765-4321', '+5511987654321'],
    ['+55 21 3456-7890', '+552134567890'],
    ['11987654321', '+5511987654321'],
  ])('stores the contact %j as %j', async (guestContact, stored) => {
    const host = await createHost(db());
    const answer = await buy(host, { guestContact });
    expect((await orderRow(answer.orderId))?.guestContact).toBe(stored);
  });

  it.each(['carla', 'carla@example', '1234-5678', '+1 212 555 0100'])(
    "refuses the contact %j with 'Informe um e-mail ou telefone válido.' and makes no order",
    async (guestContact) => {
      const host = await createHost(db());
      const response = await postPurchase(t.app, {
        ...purchaseBody(host),
        guestContact,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'Informe um e-mail ou telefone válido.',
      });
      expect(
        await db()
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.eventId, host.event.id)),
      ).toEqual([]);
    },
  );

  it('stores the note trimmed, up to 500 characters, and refuses a longer one', async () => {
    const host = await createHost(db());
    const answer = await buy(host, { guestNote: '  Muitas felicidades!  ' });
    expect((await orderRow(answer.orderId))?.guestNote).toBe(
      'Muitas felicidades!',
    );
    const longest = await buy(host, { guestNote: 'a'.repeat(500) });
    expect((await orderRow(longest.orderId))?.guestNote).toHaveLength(500);
    const without = await buy(host);
    expect((await orderRow(without.orderId))?.guestNote).toBe('');

    const response = await postPurchase(t.app, {
      ...purchaseBody(host),
      guestNote: 'a'.repeat(501),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'O recado deve ter no máximo 500 caracteres.',
    });
  });
});

describe('GET /api/guests/orders/:orderId/status', () => {
  it('opens with the token of the purchase, whose SHA-256 alone is stored', async () => {
    const host = await createHost(db());
    const answer = await buy(host, {
      ...purchaseBody(host, [
        [0, 2],
        [2, 1],
      ]),
      guestNote: 'Para a lua de mel!',
    });
    expect(answer.statusToken).toMatch(/^[\w-]{32}$/);
    const row = await orderRow(answer.orderId);
    expect(row?.statusTokenHash).toBe(
      createHash('sha256').update(answer.statusToken).digest('hex'),
    );
    expect(JSON.stringify(row)).not.toContain(answer.statusToken);

    const response = await readStatus(
      answer.orderId,
      `?token=${answer.statusToken}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const items = await db()
      .select({ giftName: orderItems.giftName })
      .from(orderItems)
      .where(eq(orderItems.orderId, answer.orderId))
      .orderBy(orderItems.id);
    expect(orderStatusResponseSchema.parse(response.json())).toEqual({
      success: true,
      order: {
        id: answer.orderId,
        status: 'PENDING',
        paymentMethod: 'PIX',
        chargedAmount: 5000,
        items: [
          {
            giftName: itemAt(items, 0).giftName,
            quantity: 2,
            unitPrice: 1000,
            kind: 'fixed',
            shareCount: null,
          },
          {
            giftName: itemAt(items, 1).giftName,
            quantity: 1,
            unitPrice: 3000,
            kind: 'fixed',
            shareCount: null,
          },
        ],
        guestNote: 'Para a lua de mel!',
        eventTitle: 'Ana & João',
      },
    });

    await approve(answer.orderId);
    const approved = await readStatus(
      answer.orderId,
      `?token=${answer.statusToken}`,
    );
    expect(approved.json()).toMatchObject({ order: { status: 'APPROVED' } });
  });

  it('names the payment method the guest chose: Pix or card', async () => {
    const host = await createHost(db());
    const pix = await buy(host, { paymentMethod: 'PIX' });
    const card = await buy(host, { paymentMethod: 'CARD' });
    const methodOf = async (answer: typeof pix) =>
      orderStatusResponseSchema.parse(
        (
          await readStatus(answer.orderId, `?token=${answer.statusToken}`)
        ).json(),
      ).order;
    expect(await methodOf(pix)).toMatchObject({
      id: pix.orderId,
      paymentMethod: 'PIX',
    });
    expect(await methodOf(card)).toMatchObject({
      id: card.orderId,
      paymentMethod: 'CARD',
    });
  });

  it.each([
    ['no token', () => ''],
    ['an empty token', () => '?token='],
    ['a wrong token', () => `?token=${'A'.repeat(32)}`],
  ])("answers 404 'Pedido não encontrado.' with %s", async (_label, query) => {
    const host = await createHost(db());
    const answer = await buy(host);
    const response = await readStatus(answer.orderId, query());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Pedido não encontrado.',
    });
  });

  it("answers 404 for another order's token and for an order that does not exist", async () => {
    const host = await createHost(db());
    const first = await buy(host);
    const second = await buy(host);
    expect(
      (await readStatus(second.orderId, `?token=${first.statusToken}`))
        .statusCode,
    ).toBe(404);
    const unknown = await readStatus(987654, `?token=${first.statusToken}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      message: 'Pedido não encontrado.',
    });
    expect((await readStatus('abc', '?token=x')).statusCode).toBe(400);
  });

  it('answers the same token to a retry with the same Idempotency-Key, a new one without', async () => {
    const host = await createHost(db());
    const key = randomUUID();
    const first = await buy(host, {}, { 'idempotency-key': key });
    const retry = await buy(host, {}, { 'idempotency-key': key });
    expect(retry.orderId).toBe(first.orderId);
    expect(retry.statusToken).toBe(first.statusToken);
    expect(
      (await readStatus(first.orderId, `?token=${first.statusToken}`))
        .statusCode,
    ).toBe(200);

    const other = await buy(host, {}, { 'idempotency-key': randomUUID() });
    expect(other.statusToken).not.toBe(first.statusToken);
    const plain = await buy(host);
    const plainAgain = await buy(host);
    expect(plain.statusToken).not.toBe(plainAgain.statusToken);
  });
});

describe('the e-mails of an approved order (outbox)', () => {
  it("enqueues the host's e-mail with the note and the guest's receipt, escaped", async () => {
    const host = await createHost(db());
    await db()
      .update(events)
      .set({ title: 'Ana & <João>' })
      .where(eq(events.id, host.event.id));
    await setEventSettings(db(), host.event.id, { guestPaysFee: true });
    const answer = await buy(host, {
      ...purchaseBody(host, [[1, 3]]),
      guestContact: 'Carla@Example.com',
      guestNote: 'Felicidades <3\nCom carinho',
    });
    const gift = oneRow(
      await db()
        .select({ giftName: orderItems.giftName })
        .from(orderItems)
        .where(eq(orderItems.orderId, answer.orderId)),
    );
    const afterId = await lastOutboxId(db());
    await approve(answer.orderId);

    const [hostMail, receipt, ...rest] = await outboxRows(db(), { afterId });
    if (!hostMail || !receipt) throw new Error('the two e-mails are missing');
    expect(rest).toEqual([]);
    expect(hostMail).toMatchObject({
      topic: 'order.approved',
      recipient: host.user.email,
      subject: 'Você recebeu um presente!',
    });
    expect(hostMail?.text).toContain(
      `Carla Mendes enviou um presente para "Ana & <João>"`,
    );
    expect(hostMail?.text).toContain(
      `3 × ${gift.giftName} — ${formatBRL(6000)}`,
    );
    expect(hostMail?.text).toContain(
      `Valor creditado no seu saldo: ${formatBRL(6000)}`,
    );
    expect(hostMail?.text).toContain(
      'Contato de Carla Mendes: carla@example.com',
    );
    expect(hostMail?.text).toContain(
      'Recado de Carla Mendes:\nFelicidades <3\nCom carinho',
    );
    expect(hostMail?.html).toContain('Felicidades &lt;3<br>Com carinho');
    expect(hostMail.html).not.toContain('<João>');

    expect(receipt).toMatchObject({
      topic: 'order.receipt',
      recipient: 'carla@example.com',
      subject: 'Recibo do seu presente para Ana & <João>',
    });
    const { approvedAt } = await orderRow(answer.orderId);
    const paidAt = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(approvedAt ?? undefined);
    expect(receipt?.text).toContain('Olá, Carla Mendes!');
    expect(receipt?.text).toContain(
      'Recebemos o pagamento do seu presente para "Ana & <João>". Obrigado!',
    );
    expect(receipt?.text).toContain(
      `• 3 × ${gift.giftName} — ${formatBRL(6000)}`,
    );
    expect(receipt?.text).toContain(
      `• Taxa de serviço da plataforma — ${formatBRL(300)}`,
    );
    expect(receipt?.text).toContain(`Valor pago: ${formatBRL(6300)}`);
    expect(receipt?.text).toContain(`Data do pagamento: ${paidAt}`);
    expect(receipt?.text).toContain(
      'Seu recado para os anfitriões:\nFelicidades <3\nCom carinho',
    );
    expect(receipt?.text).toContain(
      `Site do evento: http://site.localhost:8080/${host.event.slug}`,
    );
    expect(receipt?.html).toContain('Ana &amp; &lt;João&gt;');
    expect(receipt?.html).toContain(
      `Valor pago: <strong>${formatBRL(6300)}</strong>`,
    );
    expect(receipt.html).not.toContain('<João>');
    expect(receipt.html).not.toContain('<3');
  });

  it('sends no receipt to a guest who left a phone, and no note line without a note', async () => {
    const host = await createHost(db());
    const answer = await buy(host, { guestContact: '(11) 98765-4321' });
    const afterId = await lastOutboxId(db());
    await approve(answer.orderId);

    const rows = await outboxRows(db(), { afterId });
    expect(rows.map(({ topic }) => topic)).toEqual(['order.approved']);
    expect(rows[0]?.text).toContain('Contato de Carla Mendes: (11) 98765-4321');
    expect(itemAt(rows, 0).text).not.toContain('Recado de');
  });

  it('enqueues nothing when the payment is refused', async () => {
    const host = await createHost(db());
    const answer = await buy(host);
    const afterId = await lastOutboxId(db());
    const { providerReference } = await orderRow(answer.orderId);
    const webhook = signedLocalWebhook(
      t.config.LOCAL_PAYMENT_SECRET,
      String(providerReference),
      { type: 'payment.refused' },
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/local',
      payload: webhook.payload,
      headers: webhook.headers,
    });
    expect((await orderRow(answer.orderId))?.status).toBe('RECUSED');
    expect(await outboxRows(db(), { afterId })).toEqual([]);
    const status = await readStatus(
      answer.orderId,
      `?token=${answer.statusToken}`,
    );
    expect(status.json()).toMatchObject({ order: { status: 'RECUSED' } });
  });
});

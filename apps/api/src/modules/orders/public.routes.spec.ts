import {
  purchaseResponseSchema,
  unlockSiteResponseSchema,
  itemAt,
} from '@celebra/contracts';
import {
  eventGifts,
  events,
  gifts,
  orderItems,
  orders,
  oneRow,
} from '@celebra/db';
import { and, eq } from 'drizzle-orm';
import {
  countRows,
  postPurchase,
  purchaseBody,
} from '../../payments/testing/guest-orders';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createCatalogue, createHost, nextIp } from '../../test/factories';
import {
  contractService,
  setEventSettings,
  setSitePassword,
} from '../../test/guest-factories';

/** This file's per-minute purchase limit (the default is larger: docs/limits.md). */
const PURCHASES_PER_MINUTE = 20;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { PURCHASES_PER_MINUTE: String(PURCHASES_PER_MINUTE) },
  });
});

afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

async function orderWithItems(orderId: number) {
  const order = oneRow(
    await db().select().from(orders).where(eq(orders.id, orderId)),
  );
  const items = await db()
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  return { order, items };
}

/** Posts the body and expects `status` with `message`, and no order written. */
async function expectRefused(
  body: unknown,
  status: number,
  message: string,
  headers?: Record<string, string>,
) {
  const before = await countRows(db());
  const response = await postPurchase(t.app, body, headers);
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ success: false, message });
  expect(await countRows(db())).toEqual(before);
}

describe('POST /api/guests/purchase', () => {
  it('creates a PENDING order priced from the database and answers the local payment link', async () => {
    const host = await createHost(db());
    const body = purchaseBody(host, [
      [0, 2],
      [2, 1],
    ]);
    // A price sent by the client is not part of the contract and never used.
    const response = await postPurchase(t.app, {
      ...body,
      items: body.items.map((item) => ({ ...item, price: 1 })),
    });

    expect(response.statusCode).toBe(200);
    const answer = purchaseResponseSchema.parse(response.json());
    const { order, items } = await orderWithItems(answer.orderId);
    expect(answer).toEqual({
      success: true,
      message: 'Pedido registrado. Conclua o pagamento para enviar o presente.',
      paymentLink: expect.stringMatching(
        `^http://site\\.localhost:8080/api/payments/local/${order.providerReference}\\?return=`,
      ),
      orderId: order.id,
      amount: 5000,
      statusToken: expect.stringMatching(/^[\w-]{32}$/),
      // Pix is the default method: order-pix.routes.spec.ts checks the charge.
      pix: expect.objectContaining({ copyPaste: expect.any(String) }),
    });
    expect(order).toMatchObject({
      eventId: host.event.id,
      status: 'PENDING',
      guestName: 'Carla Mendes',
      guestContact: 'carla@example.com',
      total: 5000,
      fee: 250,
      chargedAmount: 5000,
      userAmount: 4750,
      guestPaysFee: false,
      provider: 'local',
      paymentLink: answer.paymentLink,
      approvedAt: null,
    });
    expect(order?.providerReference).toMatch(
      new RegExp(`^ord_${order.id}_[0-9a-f]{16}$`),
    );
    const hours =
      (Number(order.expiresAt) - order.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
    expect(
      items.map(({ giftId, unitPrice, quantity, giftImageUrl }) => ({
        giftId,
        unitPrice,
        quantity,
        giftImageUrl,
      })),
    ).toEqual([
      {
        giftId: host.giftIds[0],
        unitPrice: 1000,
        quantity: 2,
        giftImageUrl: '/media/catalogue/gift-0.webp',
      },
      {
        giftId: host.giftIds[2],
        unitPrice: 3000,
        quantity: 1,
        giftImageUrl: '/media/catalogue/gift-2.webp',
      },
    ]);
  });

  it('charges the guest total + fee and credits the whole total when the host passes the fee on', async () => {
    const host = await createHost(db());
    await setEventSettings(db(), host.event.id, { guestPaysFee: true });
    const response = await postPurchase(t.app, purchaseBody(host, [[1, 3]]));

    expect(response.statusCode).toBe(200);
    const answer = purchaseResponseSchema.parse(response.json());
    expect(answer.amount).toBe(6300);
    const { order } = await orderWithItems(answer.orderId);
    expect(order).toMatchObject({
      total: 6000,
      fee: 300,
      chargedAmount: 6300,
      userAmount: 6000,
      guestPaysFee: true,
    });
  });

  it('rounds the fee half up to the centavo, both ways', async () => {
    const host = await createHost(db());
    await db()
      .update(gifts)
      .set({ price: 1010 })
      .where(eq(gifts.id, itemAt(host.giftIds, 0)));
    host.giftPrices[0] = 1010; // what the site now shows
    // 5 % of R$ 10,10 = 50,5 centavos → 51.
    const hostPays = purchaseResponseSchema.parse(
      (await postPurchase(t.app, purchaseBody(host))).json(),
    );
    expect((await orderWithItems(hostPays.orderId)).order).toMatchObject({
      total: 1010,
      fee: 51,
      chargedAmount: 1010,
      userAmount: 959,
    });

    await setEventSettings(db(), host.event.id, { guestPaysFee: true });
    const guestPays = purchaseResponseSchema.parse(
      (await postPurchase(t.app, purchaseBody(host))).json(),
    );
    expect(guestPays.amount).toBe(1061);
    expect((await orderWithItems(guestPays.orderId)).order).toMatchObject({
      total: 1010,
      fee: 51,
      chargedAmount: 1061,
      userAmount: 1010,
    });
  });

  it('merges repeated gift ids into one line', async () => {
    const host = await createHost(db());
    const response = await postPurchase(
      t.app,
      purchaseBody(host, [
        [0, 1],
        [1, 1],
        [0, 2],
      ]),
    );
    const { items, order } = await orderWithItems(
      purchaseResponseSchema.parse(response.json()).orderId,
    );
    expect(items.map(({ giftId, quantity }) => ({ giftId, quantity }))).toEqual(
      [
        { giftId: host.giftIds[0], quantity: 3 },
        { giftId: host.giftIds[1], quantity: 1 },
      ],
    );
    expect(order?.total).toBe(5000);
  });

  it('keeps the snapshot when the catalogue changes the gift afterwards', async () => {
    const host = await createHost(db());
    const answer = purchaseResponseSchema.parse(
      (await postPurchase(t.app, purchaseBody(host))).json(),
    );
    const [before] = (await orderWithItems(answer.orderId)).items;
    await db()
      .update(gifts)
      .set({ price: 99_900, name: 'Outro nome', imageUrl: '/media/outra.webp' })
      .where(eq(gifts.id, itemAt(host.giftIds, 0)));

    const { items, order } = await orderWithItems(answer.orderId);
    expect(items).toEqual([before]);
    expect(items[0]).toMatchObject({
      unitPrice: 1000,
      giftImageUrl: '/media/catalogue/gift-0.webp',
    });
    expect(itemAt(items, 0).giftName).not.toBe('Outro nome');
    expect(order?.total).toBe(1000);
  });

  it.each([
    ['0', 0],
    ['a negative quantity', -2],
    ['a fraction', 1.5],
    ['a string', '2'],
    ['above 999', 1000],
  ])(
    "refuses a quantity of %s with 'Quantidade inválida.'",
    async (_label, quantity) => {
      const host = await createHost(db());
      await expectRefused(
        {
          ...purchaseBody(host),
          items: [{ id: host.giftIds[0], quantity, expectedPrice: 1000 }],
        },
        400,
        'Quantidade inválida.',
      );
    },
  );

  it("refuses repeated lines adding up to more than 999 with 'Quantidade inválida.'", async () => {
    const host = await createHost(db());
    await expectRefused(
      purchaseBody(host, [
        [0, 600],
        [0, 400],
      ]),
      400,
      'Quantidade inválida.',
    );
  });

  it("refuses an empty cart with 'Selecione ao menos um presente.'", async () => {
    const host = await createHost(db());
    await expectRefused(
      { ...purchaseBody(host), items: [] },
      400,
      'Selecione ao menos um presente.',
    );
  });

  it.each([
    ['no guestName', { guestName: undefined }],
    ['a blank guestName', { guestName: '   ' }],
    ['no guestContact', { guestContact: undefined }],
    ['a blank guestContact', { guestContact: '' }],
  ])('asks for name and contact when it gets %s', async (_label, change) => {
    const host = await createHost(db());
    await expectRefused(
      { ...purchaseBody(host), ...change },
      400,
      'Por favor, informe seu nome e um contato para que o anfitrião saiba quem enviou o presente.',
    );
  });

  const unavailable =
    'Um dos presentes escolhidos não está disponível neste evento.';

  it("refuses another event's gift (409)", async () => {
    const host = await createHost(db());
    const other = await createHost(db());
    await expectRefused(
      {
        ...purchaseBody(host),
        items: [...purchaseBody(host).items, ...purchaseBody(other).items],
      },
      409,
      unavailable,
    );
  });

  it('refuses with 409 a catalogue gift taken off the list since the guest looked', async () => {
    const catalogue = await createCatalogue(db());
    const host = await createHost(db(), { catalogue });
    await db()
      .delete(eventGifts)
      .where(
        and(
          eq(eventGifts.eventId, host.event.id),
          eq(eventGifts.giftId, itemAt(host.giftIds, 4)),
        ),
      );
    await expectRefused(purchaseBody(host, [[4, 1]]), 409, unavailable);
  });

  it('refuses with 409 a gift deactivated in the catalogue since the guest looked', async () => {
    const host = await createHost(db());
    await db()
      .update(gifts)
      .set({ active: false })
      .where(eq(gifts.id, itemAt(host.giftIds, 1)));
    await expectRefused(purchaseBody(host, [[1, 1]]), 409, unavailable);
  });

  describe('the price the guest saw', () => {
    const changed = 'O valor deste presente mudou. Confira o novo valor.';

    it.each(['PIX', 'CARD'] as const)(
      "charges the price carried by each line when it is still the gift's (%s)",
      async (paymentMethod) => {
        const host = await createHost(db());
        const body = purchaseBody(host, [
          [0, 2],
          [1, 1],
        ]);
        expect(body.items.map((item) => item.expectedPrice)).toEqual([
          1000, 2000,
        ]);
        const response = await postPurchase(t.app, {
          ...body,
          paymentMethod,
        });
        expect(response.statusCode).toBe(200);
        const answer = purchaseResponseSchema.parse(response.json());
        expect(answer.amount).toBe(4000);
        expect(answer.pix === null).toBe(paymentMethod === 'CARD');
      },
    );

    it('refuses with 409, and writes no order, a fixed gift whose price was raised after the guest looked', async () => {
      const host = await createHost(db());
      const seen = purchaseBody(host, [[0, 1]]);
      await db()
        .update(gifts)
        .set({ price: 10_000 })
        .where(eq(gifts.id, itemAt(host.giftIds, 0)));
      await expectRefused(seen, 409, changed);
      // Lowered too: the guest is charged only the price they saw.
      await db()
        .update(gifts)
        .set({ price: 500 })
        .where(eq(gifts.id, itemAt(host.giftIds, 0)));
      await expectRefused(seen, 409, changed);
    });

    it('refuses a cart naming one gift twice at two prices (409)', async () => {
      const host = await createHost(db());
      const [line] = purchaseBody(host).items;
      await expectRefused(
        {
          ...purchaseBody(host),
          items: [line, { ...line, expectedPrice: 10_000 }],
        },
        409,
        changed,
      );
    });

    const invalid =
      'Não foi possível conferir o valor do presente. Recarregue a página e tente novamente.';

    it.each([
      ['a string of digits', '1000'],
      ['a fraction', 999.5],
      ['0', 0],
      ['missing', undefined],
    ])('refuses a price seen that is %s (400, pt-BR)', async (_, value) => {
      const host = await createHost(db());
      await expectRefused(
        {
          ...purchaseBody(host),
          items: [
            { id: itemAt(host.giftIds, 0), quantity: 1, expectedPrice: value },
          ],
        },
        400,
        invalid,
      );
    });
  });

  it('answers 403 when the host hides the gift list', async () => {
    const host = await createHost(db());
    await setEventSettings(db(), host.event.id, { showGiftList: false });
    await expectRefused(
      purchaseBody(host),
      403,
      'A lista de presentes deste evento não está disponível.',
    );
  });

  it('answers 404 for an unknown or deactivated event', async () => {
    const host = await createHost(db());
    await expectRefused(
      { ...purchaseBody(host), eventId: 2_000_000_000 },
      404,
      'Evento não encontrado.',
    );
    await db()
      .update(events)
      .set({ active: false })
      .where(eq(events.id, host.event.id));
    await expectRefused(purchaseBody(host), 404, 'Evento não encontrado.');
  });

  it('needs the X-Site-Access token on a password-protected site', async () => {
    const host = await createHost(db());
    await contractService(db(), host.event.id, 'PASSWORD');
    await setSitePassword(db(), host.event.id, 'festa2027');
    await expectRefused(
      purchaseBody(host),
      401,
      'Este site é protegido por senha.',
    );

    const unlocked = await t.app.inject({
      method: 'POST',
      url: `/api/guests/event/${host.event.slug}/unlock`,
      remoteAddress: nextIp(),
      payload: { password: 'festa2027' },
    });
    const { accessToken } = unlockSiteResponseSchema.parse(unlocked.json());
    const response = await postPurchase(t.app, purchaseBody(host), {
      'x-site-access': accessToken,
    });
    expect(response.statusCode).toBe(200);
  });

  it('builds the payment link on the site origin the guest used, never on a foreign host', async () => {
    const host = await createHost(db());
    const onSite = await postPurchase(t.app, purchaseBody(host), {
      host: 'site.localhost:8080',
    });
    expect(purchaseResponseSchema.parse(onSite.json()).paymentLink).toMatch(
      /^http:\/\/site\.localhost:8080\/api\/payments\/local\/ord_/,
    );

    const forged = await postPurchase(t.app, purchaseBody(host), {
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(purchaseResponseSchema.parse(forged.json()).paymentLink).toMatch(
      /^http:\/\/site\.localhost:8080\//,
    );
  });

  it('limits purchases per client address', async () => {
    const remoteAddress = nextIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= PURCHASES_PER_MINUTE; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/guests/purchase',
        remoteAddress,
        payload: {},
      });
      statuses.push(response.statusCode);
    }
    expect(
      statuses.slice(0, PURCHASES_PER_MINUTE).every((status) => status === 400),
    ).toBe(true);
    expect(statuses[PURCHASES_PER_MINUTE]).toBe(429);
  });
});

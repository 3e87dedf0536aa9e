import {
  getEventGiftsResponseSchema,
  hostTexts,
  messages,
  ownGiftWriteResponseSchema,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import { eventGifts, gifts, oneRow } from '@celebra/db';
import { formatBRL } from '@celebra/format';
import { eq } from 'drizzle-orm';
import { postPurchase } from '../../payments/testing/guest-orders';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, type TestHost } from '../../test/factories';
import { createOwnGift, oneLinePurchase } from '../../test/gift-kinds-support';

const g = messages.giftKinds;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

const write = (
  host: TestHost,
  method: 'POST' | 'PUT',
  path: string,
  payload: object,
) =>
  t.app.inject({
    method,
    url: `/api/users/gifts/${host.event.id}/own${path}`,
    headers: host.headers,
    payload,
  });

async function listOf(host: TestHost) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/users/gifts/${host.event.id}`,
    headers: host.headers,
  });
  return getEventGiftsResponseSchema.parse(response.json()).gifts;
}

describe("the host's free-value and shared gifts", () => {
  it('creates a free-value gift with its suggested amounts, sorted, at the end of the list', async () => {
    const host = await createHost(db());
    const response = await write(host, 'POST', '', {
      name: '  Ajuda para a lua de mel ',
      kind: 'free',
      suggestedAmounts: [20000, 5000, 20000],
    });
    expect(response.statusCode).toBe(200);
    const body = ownGiftWriteResponseSchema.parse(response.json());
    expect(body.message).toBe('Presente criado.');
    expect(body.gifts.at(-1)).toEqual({
      id: expect.any(Number),
      name: 'Ajuda para a lua de mel',
      price: 0,
      imageUrl: null,
      kind: 'free',
      suggestedAmounts: [5000, 20000],
      shares: null,
      own: true,
    });
    expect(body.gifts).toHaveLength(host.giftIds.length + 1);
  });

  it('reads money written as text in a multipart form, and refuses it in JSON', async () => {
    const host = await createHost(db());
    const form = new FormData();
    form.set('name', 'Lua de mel');
    form.set('kind', 'free');
    form.set('suggestedAmounts', '20000, 5000');
    const request = new Request('http://localhost/', {
      method: 'POST',
      body: form,
    });
    const multipart = await t.app.inject({
      method: 'POST',
      url: `/api/users/gifts/${host.event.id}/own`,
      headers: {
        ...host.headers,
        'content-type': request.headers.get('content-type') ?? '',
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(multipart.statusCode).toBe(200);
    expect(
      ownGiftWriteResponseSchema.parse(multipart.json()).gifts.at(-1),
    ).toMatchObject({ name: 'Lua de mel', suggestedAmounts: [5000, 20000] });

    const before = await listOf(host);
    for (const payload of [
      { name: 'Viagem', kind: 'shares', price: '300000', shareCount: 3 },
      { name: 'Casa', kind: 'free', suggestedAmounts: '5000' },
    ]) {
      const json = await write(host, 'POST', '', payload);
      expect(json.statusCode).toBe(400);
      expect(json.json().message).toBe('Valor inválido');
    }
    expect(await listOf(host)).toEqual(before);
  });

  it('creates a shared gift whose price divides evenly into its shares', async () => {
    const host = await createHost(db());
    const id = await createOwnGift(t.app, host, {
      name: 'Passagens',
      kind: 'shares',
      price: 300_000,
      shareCount: 10,
    });
    const gift = (await listOf(host)).find((item) => item.id === id);
    expect(gift).toMatchObject({
      kind: 'shares',
      price: 300_000,
      shares: { count: 10, remaining: 10, paid: 0, complete: false },
      own: true,
    });
  });

  it.each([
    [
      'a price that does not divide evenly',
      { name: 'Sofá', kind: 'shares', price: 100_001, shareCount: 3 },
      'price',
      g.sharesUneven(3),
    ],
    [
      'shares of R$ 5,00 (R$ 15,00 in 3), below the least free amount',
      { name: 'Flores', kind: 'shares', price: 1_500, shareCount: 3 },
      'price',
      g.sharesTotalBelowMin(formatBRL(1000), formatBRL(2000)),
    ],
    [
      'shares of R$ 7,50 (R$ 150,00 in 20), below the least free amount',
      { name: 'Jantar', kind: 'shares', price: 15_000, shareCount: 20 },
      'shareCount',
      g.shareBelowMin(formatBRL(1000), 15),
    ],
    [
      'one share',
      { name: 'Sofá', kind: 'shares', price: 100_000, shareCount: 1 },
      'shareCount',
      g.shareCountInvalid(2, 100),
    ],
    [
      'no price',
      { name: 'Sofá', kind: 'shares', shareCount: 4 },
      'price',
      g.sharePriceRequired,
    ],
    [
      'no name',
      { name: ' ', kind: 'free' },
      'name',
      messages.validation.required,
    ],
    [
      'an unknown kind',
      { name: 'Sofá', kind: 'fixed', price: 1000 },
      'kind',
      g.kindInvalid,
    ],
    [
      'a suggested amount below the minimum',
      { name: 'Casa', kind: 'free', suggestedAmounts: [999] },
      'suggestedAmounts',
      hostTexts.giftKinds.suggestedAmountsInvalid(
        formatBRL(1000),
        formatBRL(5_000_000),
      ),
    ],
    [
      'a suggested amount above the maximum',
      { name: 'Casa', kind: 'free', suggestedAmounts: [5_000_001] },
      'suggestedAmounts',
      hostTexts.giftKinds.suggestedAmountsInvalid(
        formatBRL(1000),
        formatBRL(5_000_000),
      ),
    ],
  ])(
    'refuses %s (400, pt-BR) and writes nothing',
    async (_, form, field, message) => {
      const host = await createHost(db());
      const before = await db().select().from(gifts);
      const response = await write(host, 'POST', '', form);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message,
        fieldErrors: { [field]: [message] },
      });
      expect(await db().select().from(gifts)).toHaveLength(before.length);
    },
  );

  it('edits a gift, keeps its kind, its shares taken and their price (409)', async () => {
    const host = await createHost(db());
    const id = await createOwnGift(t.app, host, {
      name: 'Geladeira',
      kind: 'shares',
      price: 400_000,
      shareCount: 8,
    });
    const bought = await postPurchase(
      t.app,
      oneLinePurchase(host, { id, quantity: 5, expectedPrice: 50_000 }),
    );
    expect(bought.statusCode).toBe(200);

    const fewer = await write(host, 'PUT', `/${id}`, {
      name: 'Geladeira',
      kind: 'shares',
      price: 400_000,
      shareCount: 4,
    });
    expect(fewer.statusCode).toBe(409);
    expect(fewer.json()).toMatchObject({
      message: apiTexts.giftKinds.sharesBelowTaken(5),
    });

    const kind = await write(host, 'PUT', `/${id}`, {
      name: 'Geladeira',
      kind: 'free',
    });
    expect(kind.statusCode).toBe(400);
    expect(kind.json()).toMatchObject({
      message: apiTexts.giftKinds.kindUnchangeable,
    });

    // Each of the 8 shares costs R$ 500,00; sold ones fix that price.
    const dearer = await write(host, 'PUT', `/${id}`, {
      name: 'Geladeira',
      kind: 'shares',
      price: 500_000,
      shareCount: 5,
    });
    expect(dearer.statusCode).toBe(409);
    expect(dearer.json()).toMatchObject({
      message: apiTexts.giftKinds.sharePriceLocked(formatBRL(50_000)),
      fieldErrors: {
        price: [apiTexts.giftKinds.sharePriceLocked(formatBRL(50_000))],
      },
    });

    const edited = await write(host, 'PUT', `/${id}`, {
      name: 'Geladeira nova',
      kind: 'shares',
      price: 250_000,
      shareCount: 5,
    });
    expect(edited.statusCode).toBe(200);
    const body = ownGiftWriteResponseSchema.parse(edited.json());
    expect(body.message).toBe('Presente atualizado.');
    expect(body.gifts.find((gift) => gift.id === id)).toMatchObject({
      name: 'Geladeira nova',
      price: 250_000,
      shares: { count: 5, remaining: 0, paid: 0, complete: false },
    });

    const unsold = await createOwnGift(t.app, host, {
      name: 'Fogão',
      kind: 'shares',
      price: 100_000,
      shareCount: 4,
    });
    const repriced = await write(host, 'PUT', `/${unsold}`, {
      name: 'Fogão',
      kind: 'shares',
      price: 120_000,
      shareCount: 6,
    });
    expect(repriced.statusCode).toBe(200);
  });

  it("answers 404 for another event's gift and for a catalogue gift", async () => {
    const host = await createHost(db());
    const other = await createHost(db());
    const id = await createOwnGift(t.app, other, {
      name: 'Casa',
      kind: 'free',
    });
    const form = { name: 'Casa', kind: 'free' };
    expect((await write(host, 'PUT', `/${id}`, form)).statusCode).toBe(404);
    expect(
      (await write(host, 'PUT', `/${host.giftIds[0]}`, form)).statusCode,
    ).toBe(404);
  });

  it('deletes a gift never bought and hides one bought in an order', async () => {
    const host = await createHost(db());
    const unsold = await createOwnGift(t.app, host, {
      name: 'Casa',
      kind: 'free',
    });
    const sold = await createOwnGift(t.app, host, {
      name: 'Viagem',
      kind: 'free',
    });
    await postPurchase(
      t.app,
      oneLinePurchase(host, { id: sold, amount: 5000 }),
    );

    for (const id of [unsold, sold]) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/users/gifts/${host.event.id}/${id}`,
        headers: host.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(
        response.json().gifts.map((gift: { id: number }) => gift.id),
      ).not.toContain(id);
    }
    expect(await db().select().from(gifts).where(eq(gifts.id, unsold))).toEqual(
      [],
    );
    const kept = oneRow(
      await db().select().from(gifts).where(eq(gifts.id, sold)),
    );
    expect(kept.active).toBe(false);
    expect(
      await db().select().from(eventGifts).where(eq(eventGifts.giftId, unsold)),
    ).toEqual([]);
  });

  it("never offers a host's own gift in the catalogue", async () => {
    const host = await createHost(db());
    await createOwnGift(t.app, host, { name: 'Só meu', kind: 'free' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/gifts/${host.event.id}/catalogue`,
      headers: host.headers,
    });
    expect(
      response.json().gifts.map((gift: { name: string }) => gift.name),
    ).not.toContain('Só meu');
  });
});

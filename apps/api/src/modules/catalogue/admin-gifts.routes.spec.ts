import path from 'node:path';
import {
  adminCatalogueDeleteResponseSchema,
  adminCatalogueWriteResponseSchema,
  adminGiftResponseSchema,
  adminGiftsByCategoryResponseSchema,
  errorResponseSchema,
  itemAt,
} from '@celebra/contracts';
import { eventGifts, gifts, orderItems } from '@celebra/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { insertEvent, insertUser } from '../../test/admin-factories';
import {
  createStoredCatalogue,
  listMediaFiles,
  mediaKeyOf,
  multipart,
  pngImage,
  SVG_IMAGE,
} from '../../test/catalogue-uploads';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { snapshotTables } from '../../test/db-snapshot';
import {
  createAdmin,
  createHost,
  type TestAdmin,
  unique,
} from '../../test/factories';
import { insertOrder } from '../../test/money-factories';

let t: TestApp;
let admin: TestAdmin;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.database.db);
});

afterAll(async () => {
  await t.close();
});

type Fields = Record<string, string>;

async function send(
  method: 'POST' | 'PUT',
  url: string,
  fields: Fields,
  image?: Buffer,
  headers = admin.headers,
) {
  const body = await multipart(fields, image && { data: image });
  return t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

const get = (url: string, headers = admin.headers) =>
  t.app.inject({ method: 'GET', url, headers });

const remove = (url: string, headers = admin.headers) =>
  t.app.inject({ method: 'DELETE', url, headers });

const catalogue = () => createStoredCatalogue(t.database.db, t.storage);

function giftFields(categoryId: number, overrides: Fields = {}): Fields {
  return {
    name: unique('Jogo de panelas'),
    description: 'Panelas de inox',
    eventCategoryId: String(categoryId),
    price: '15990',
    active: 'true',
    ...overrides,
  };
}

async function findGift(id: number) {
  const [row] = await t.database.db
    .select()
    .from(gifts)
    .where(eq(gifts.id, id));
  return row;
}

async function findGiftByName(name: string) {
  const [row] = await t.database.db
    .select()
    .from(gifts)
    .where(eq(gifts.name, name));
  return row;
}

async function expectNothingWritten(attempt: () => Promise<void>) {
  const before = await snapshotTables(t.database.db);
  const files = await listMediaFiles(t.mediaDir);
  await attempt();
  expect(await snapshotTables(t.database.db)).toEqual(before);
  expect(await listMediaFiles(t.mediaDir)).toEqual(files);
}

function expectFieldErrors(
  response: Awaited<ReturnType<typeof send>>,
  fieldErrors: Record<string, string[]>,
) {
  expect(response.statusCode).toBe(400);
  const body = errorResponseSchema.parse(response.json());
  expect(body.fieldErrors).toEqual(fieldErrors);
  expect(body.message).toBe(itemAt(Object.values(fieldErrors), 0)[0]);
}

/** An event of another category holding `giftId` on its list, and an order that bought it. */
async function orderGift(giftId: number, imageUrl: string | null) {
  const user = await insertUser(t.database.db);
  const event = await insertEvent(t.database.db, user.id);
  await t.database.db.insert(eventGifts).values({ eventId: event.id, giftId });
  const order = await insertOrder(t.database.db, event.id);
  await t.database.db
    .update(orderItems)
    .set({ giftId, giftImageUrl: imageUrl })
    .where(eq(orderItems.id, itemAt(order.itemIds, 0)));
  return event;
}

describe('session', () => {
  it('answers 401 to every call without a session or with a host token', async () => {
    const host = await createHost(t.database.db);
    const { category } = await catalogue();
    const image = await pngImage();
    await expectNothingWritten(async () => {
      for (const headers of [{}, host.headers]) {
        const answers = [
          await get('/api/admin/gifts/categories', headers),
          await get('/api/admin/gifts/1', headers),
          await send(
            'POST',
            '/api/admin/gifts',
            giftFields(category.id),
            image,
            headers,
          ),
          await send(
            'PUT',
            '/api/admin/gifts/1',
            giftFields(category.id),
            image,
            headers,
          ),
          await remove('/api/admin/gifts/1', headers),
        ];
        expect(answers.map((answer) => answer.statusCode)).toEqual([
          401, 401, 401, 401, 401,
        ]);
      }
    });
  });
});

describe('GET /api/admin/gifts/categories', () => {
  it('groups every gift under its event type and category, inactive ones too', async () => {
    const { type, category, gifts: created } = await catalogue();
    await t.database.db
      .update(gifts)
      .set({ active: false })
      .where(eq(gifts.id, itemAt(created, 1).id));

    const response = await get('/api/admin/gifts/categories');
    expect(response.statusCode).toBe(200);
    const body = adminGiftsByCategoryResponseSchema.parse(response.json());
    expect(body.message).toBe('Lista carregada com sucesso.');
    const group = body.giftsByCategory.find((item) => item.id === type.id);
    expect(group).toMatchObject({
      name: type.name,
      imageUrl: type.imageUrl,
      active: true,
      eventCategories: [
        {
          id: category.id,
          name: category.name,
          gifts: [
            {
              id: itemAt(created, 0).id,
              name: itemAt(created, 0).name,
              description: 'Presente de teste',
              price: 1000,
              eventCategoryId: category.id,
              active: true,
              imageUrl: itemAt(created, 0).imageUrl,
              createdAt: itemAt(created, 0).createdAt.toISOString(),
              updatedAt: itemAt(created, 0).updatedAt.toISOString(),
            },
            { id: itemAt(created, 1).id, price: 2000, active: false },
          ],
        },
      ],
    });
  });
});

describe('GET /api/admin/gifts/{id}', () => {
  it('answers the gift', async () => {
    const { gifts: created } = await catalogue();
    const response = await get(`/api/admin/gifts/${itemAt(created, 0).id}`);
    expect(response.statusCode).toBe(200);
    expect(adminGiftResponseSchema.parse(response.json()).gift).toMatchObject({
      id: itemAt(created, 0).id,
      price: 1000,
      imageUrl: itemAt(created, 0).imageUrl,
    });
  });

  it('answers 404 for an unknown gift and 400 for a malformed id', async () => {
    const missing = await get('/api/admin/gifts/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      success: false,
      message: 'Presente não encontrado.',
    });
    const malformed = await get('/api/admin/gifts/0');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Identificador inválido.');
  });
});

describe('POST /api/admin/gifts', () => {
  it('creates the gift with its image re-encoded as WebP', async () => {
    const { category } = await catalogue();
    const fields = giftFields(category.id, { price: '25990', active: '0' });
    if (fields === undefined) throw new Error('fields is missing');
    const response = await send(
      'POST',
      '/api/admin/gifts',
      fields,
      await pngImage(640, 2560),
    );
    expect(response.statusCode).toBe(200);
    expect(
      adminCatalogueWriteResponseSchema.parse(response.json()).message,
    ).toBe('Alterações salvas com sucesso.');
    const row = await findGiftByName(fields.name ?? '');
    if (row === undefined) throw new Error('row is missing');
    expect(row).toMatchObject({
      description: 'Panelas de inox',
      eventCategoryId: category.id,
      price: 25990,
      active: false,
    });
    expect(row?.imageUrl).toMatch(
      /^\/media\/catalogue\/gifts\/[0-9a-f-]{36}\.webp$/,
    );
    const metadata = await sharp(
      path.join(t.mediaDir, mediaKeyOf(row.imageUrl)),
    ).metadata();
    expect(metadata).toMatchObject({
      format: 'webp',
      width: 480,
      height: 1920,
    });
  });

  it('creates an active gift when the status is left out', async () => {
    const { category } = await catalogue();
    const { active: _omitted, ...fields } = giftFields(category.id);
    const response = await send(
      'POST',
      '/api/admin/gifts',
      fields,
      await pngImage(),
    );
    expect(response.statusCode).toBe(200);
    expect((await findGiftByName(fields.name ?? ''))?.active).toBe(true);
  });

  it("says '* Envie a imagem' without an image and writes nothing", async () => {
    const { category } = await catalogue();
    await expectNothingWritten(async () => {
      expectFieldErrors(
        await send('POST', '/api/admin/gifts', giftFields(category.id)),
        {
          image: ['* Envie a imagem'],
        },
      );
    });
  });

  it('gives each text field its message, multipart and JSON alike, and writes nothing', async () => {
    const image = await pngImage();
    await expectNothingWritten(async () => {
      expectFieldErrors(
        await send(
          'POST',
          '/api/admin/gifts',
          {
            name: ' ',
            description: '',
            eventCategoryId: '',
            price: '',
            active: 'talvez',
          },
          image,
        ),
        {
          name: ['* Campo obrigatório'],
          description: ['* Campo obrigatório'],
          eventCategoryId: ['* Campo obrigatório'],
          price: ['* O preço deve ser maior que zero'],
          active: ['Valor inválido'],
        },
      );
      expectFieldErrors(await send('POST', '/api/admin/gifts', {}), {
        name: ['* Campo obrigatório'],
        description: ['* Campo obrigatório'],
        eventCategoryId: ['* Campo obrigatório'],
        price: ['* O preço deve ser maior que zero'],
        image: ['* Envie a imagem'],
      });
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/admin/gifts',
        headers: admin.headers,
        payload: {
          name: 'Panelas',
          description: 'Inox',
          eventCategoryId: 1,
          price: 0,
        },
      });
      expectFieldErrors(json, {
        price: ['* O preço deve ser maior que zero'],
        image: ['* Envie a imagem'],
      });
    });
  });

  it.each(['0', '-500', '19.90', 'abc'])(
    "says '* O preço deve ser maior que zero' for the price %p",
    async (price) => {
      const { category } = await catalogue();
      const image = await pngImage();
      await expectNothingWritten(async () => {
        expectFieldErrors(
          await send(
            'POST',
            '/api/admin/gifts',
            giftFields(category.id, { price }),
            image,
          ),
          { price: ['* O preço deve ser maior que zero'] },
        );
      });
    },
  );

  it('refuses an unknown category, an SVG and a non-image, writing nothing', async () => {
    const { category } = await catalogue();
    await expectNothingWritten(async () => {
      const unknown = await send(
        'POST',
        '/api/admin/gifts',
        giftFields(999_999),
        await pngImage(),
      );
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({
        message: 'Categoria não encontrada.',
        fieldErrors: { eventCategoryId: ['Categoria não encontrada.'] },
      });
      const svg = await send(
        'POST',
        '/api/admin/gifts',
        giftFields(category.id),
        SVG_IMAGE,
      );
      expect(svg.statusCode).toBe(415);
      const text = await send(
        'POST',
        '/api/admin/gifts',
        giftFields(category.id),
        Buffer.from('não sou uma imagem'),
      );
      expect(text.statusCode).toBe(415);
    });
  });
});

describe('PUT /api/admin/gifts/{id}', () => {
  it('updates the fields and replaces the image, removing the old file', async () => {
    const { gifts: created } = await catalogue();
    const other = await catalogue();
    const gift = itemAt(created, 0);
    const response = await send(
      'PUT',
      `/api/admin/gifts/${gift.id}`,
      giftFields(other.category.id, {
        name: 'Cafeteira',
        price: '49900',
        active: 'false',
      }),
      await pngImage(),
    );
    expect(response.statusCode).toBe(200);
    const row = await findGift(gift.id);
    if (row === undefined) throw new Error('row is missing');
    expect(row).toMatchObject({
      name: 'Cafeteira',
      eventCategoryId: other.category.id,
      price: 49900,
      active: false,
    });
    expect(row.imageUrl).not.toBe(gift.imageUrl);
    const files = await listMediaFiles(t.mediaDir);
    expect(files).toContain(mediaKeyOf(row.imageUrl));
    expect(files).not.toContain(mediaKeyOf(gift.imageUrl));
  });

  it('keeps the image and the status when they are left out', async () => {
    const { category, gifts: created } = await catalogue();
    const gift = itemAt(created, 0);
    const { active: _omitted, ...fields } = giftFields(category.id, {
      name: 'Liquidificador',
    });
    const response = await send('PUT', `/api/admin/gifts/${gift.id}`, fields);
    expect(response.statusCode).toBe(200);
    expect(await findGift(gift.id)).toMatchObject({
      name: 'Liquidificador',
      imageUrl: gift.imageUrl,
      active: true,
    });
    expect(await listMediaFiles(t.mediaDir)).toContain(
      mediaKeyOf(gift.imageUrl),
    );
  });

  it('keeps the old file while an order still shows it', async () => {
    const { category, gifts: created } = await catalogue();
    const gift = itemAt(created, 0);
    await orderGift(gift.id, gift.imageUrl);
    const response = await send(
      'PUT',
      `/api/admin/gifts/${gift.id}`,
      giftFields(category.id),
      await pngImage(),
    );
    expect(response.statusCode).toBe(200);
    expect((await findGift(gift.id))?.imageUrl).not.toBe(gift.imageUrl);
    expect(await listMediaFiles(t.mediaDir)).toContain(
      mediaKeyOf(gift.imageUrl),
    );
  });

  it('answers 404 for an unknown gift and 400 for invalid fields, storing nothing', async () => {
    const { category, gifts: created } = await catalogue();
    const image = await pngImage();
    await expectNothingWritten(async () => {
      const missing = await send(
        'PUT',
        '/api/admin/gifts/999999',
        giftFields(category.id),
        image,
      );
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Presente não encontrado.');
      expectFieldErrors(
        await send(
          'PUT',
          `/api/admin/gifts/${itemAt(created, 0).id}`,
          giftFields(category.id, { price: '0' }),
          image,
        ),
        { price: ['* O preço deve ser maior que zero'] },
      );
      const unknownCategory = await send(
        'PUT',
        `/api/admin/gifts/${itemAt(created, 0).id}`,
        giftFields(999_999),
        image,
      );
      expect(unknownCategory.statusCode).toBe(400);
      expect(unknownCategory.json().message).toBe('Categoria não encontrada.');
    });
  });
});

describe('DELETE /api/admin/gifts/{id}', () => {
  it('deletes a gift never bought, takes it off event lists and removes its image', async () => {
    const { gifts: created } = await catalogue();
    const gift = itemAt(created, 0);
    const user = await insertUser(t.database.db);
    const event = await insertEvent(t.database.db, user.id);
    await t.database.db
      .insert(eventGifts)
      .values({ eventId: event.id, giftId: gift.id });

    const response = await remove(`/api/admin/gifts/${gift.id}`);
    expect(response.statusCode).toBe(200);
    expect(adminCatalogueDeleteResponseSchema.parse(response.json())).toEqual({
      success: true,
      message: 'Item removido com sucesso.',
      deactivated: false,
    });
    expect(await findGift(gift.id)).toBeUndefined();
    expect(
      await t.database.db
        .select()
        .from(eventGifts)
        .where(eq(eventGifts.eventId, event.id)),
    ).toEqual([]);
    expect(await listMediaFiles(t.mediaDir)).not.toContain(
      mediaKeyOf(gift.imageUrl),
    );
  });

  it('deactivates a gift bought in an order, keeping the order, the list and the image', async () => {
    const { gifts: created } = await catalogue();
    const gift = itemAt(created, 1);
    const event = await orderGift(gift.id, gift.imageUrl);

    const response = await remove(`/api/admin/gifts/${gift.id}`);
    expect(response.statusCode).toBe(200);
    expect(adminCatalogueDeleteResponseSchema.parse(response.json())).toEqual({
      success: true,
      message:
        'O presente já foi comprado em pedidos e foi desativado em vez de removido.',
      deactivated: true,
    });
    expect(await findGift(gift.id)).toMatchObject({ active: false });
    const [item] = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.giftId, gift.id));
    expect(item).toBeDefined();
    expect(
      await t.database.db
        .select()
        .from(eventGifts)
        .where(eq(eventGifts.eventId, event.id)),
    ).toHaveLength(1);
    expect(await listMediaFiles(t.mediaDir)).toContain(
      mediaKeyOf(gift.imageUrl),
    );
  });

  it('answers 404 for an unknown gift', async () => {
    await expectNothingWritten(async () => {
      const response = await remove('/api/admin/gifts/999999');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Presente não encontrado.');
    });
  });
});

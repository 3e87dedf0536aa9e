import {
  addEventGiftsResponseSchema,
  createGiftSuggestionResponseSchema,
  getEventGiftsResponseSchema,
  getGiftCatalogueResponseSchema,
  removeEventGiftResponseSchema,
  itemAt,
} from '@celebra/contracts';
import { eventCategories, gifts, oneRow } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { snapshotTables } from '../../test/db-snapshot';
import {
  createCatalogue,
  createHost,
  type TestHost,
  unique,
} from '../../test/factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (host: TestHost, method: Method, path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/users/gifts${path}`,
    headers: host.headers,
    ...(payload === undefined ? {} : { payload }),
  });

/** A second active category of the same event type, with `giftCount` gifts. */
async function siblingCategory(eventTypeId: number, giftCount = 2) {
  const category = oneRow(
    await t.database.db
      .insert(eventCategories)
      .values({ eventTypeId, name: unique('Irmã') })
      .returning(),
  );
  const created = await t.database.db
    .insert(gifts)
    .values(
      Array.from({ length: giftCount }, (_, index) => ({
        eventCategoryId: category.id,
        name: unique('Extra'),
        price: 500 + index,
      })),
    )
    .returning({ id: gifts.id });
  return { categoryId: category.id, giftIds: created.map((gift) => gift.id) };
}

async function expectNothingWritten(
  request: () => Promise<{ statusCode: number; json: () => unknown }>,
  status: number,
  expected: Record<string, unknown>,
) {
  const before = await snapshotTables(t.database.db);
  const response = await request();
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ success: false, ...expected });
  expect(await snapshotTables(t.database.db)).toEqual(before);
}

describe('GET /api/users/gifts/{eventId}', () => {
  it('answers the list (active catalogue gifts, centavos) and the suggestions', async () => {
    const catalogue = await createCatalogue(t.database.db, { giftCount: 3 });
    const host = await createHost(t.database.db, { catalogue });
    await t.database.db
      .update(gifts)
      .set({ active: false })
      .where(eq(gifts.id, itemAt(catalogue.giftIds, 2)));

    const response = await call(host, 'GET', `/${host.event.id}`);
    expect(response.statusCode).toBe(200);
    const body = getEventGiftsResponseSchema.parse(response.json());
    expect(body.message).toBe('Lista de presentes carregada.');
    expect(body.gifts).toEqual([
      {
        id: catalogue.giftIds[0],
        name: expect.any(String),
        price: 1000,
        imageUrl: '/media/catalogue/gift-0.webp',
        kind: 'fixed',
        suggestedAmounts: [],
        shares: null,
        own: false,
      },
      {
        id: catalogue.giftIds[1],
        name: expect.any(String),
        price: 2000,
        imageUrl: '/media/catalogue/gift-1.webp',
        kind: 'fixed',
        suggestedAmounts: [],
        shares: null,
        own: false,
      },
    ]);
    expect(body.giftSuggestions).toEqual([]);
    expect(body.freeAmountLimits).toEqual({ min: 1000, max: 5_000_000 });
  });

  it('answers 401 without a session', async () => {
    const host = await createHost(t.database.db);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/gifts/${host.event.id}`,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/users/gifts/suggestion/{eventId}', () => {
  it('saves a suggestion (description optional) and answers them newest first', async () => {
    const host = await createHost(t.database.db);
    const first = await call(host, 'POST', `/suggestion/${host.event.id}`, {
      title: '  Cafeteira  ',
    });
    expect(first.statusCode).toBe(200);
    const body = createGiftSuggestionResponseSchema.parse(first.json());
    expect(body.message).toBe('Sugestão criada.');
    expect(body.giftSuggestions).toEqual([
      {
        id: expect.any(Number),
        title: 'Cafeteira',
        description: '',
        createdAt: expect.any(String),
      },
    ]);

    const second = await call(host, 'POST', `/suggestion/${host.event.id}`, {
      title: 'Viagem',
      description: 'Lua de mel em Fernando de Noronha',
    });
    expect(
      second.json().giftSuggestions.map((s: { title: string }) => s.title),
    ).toEqual(['Viagem', 'Cafeteira']);
    const list = await call(host, 'GET', `/${host.event.id}`);
    expect(list.json().giftSuggestions).toEqual(second.json().giftSuggestions);
  });

  it.each([undefined, '', '   '])(
    'refuses the title %p with ‘Preencha o título!’',
    async (title) => {
      const host = await createHost(t.database.db);
      await expectNothingWritten(
        () =>
          call(host, 'POST', `/suggestion/${host.event.id}`, {
            title,
            description: 'x',
          }),
        400,
        {
          message: 'Preencha o título!',
          fieldErrors: { title: ['Preencha o título!'] },
        },
      );
    },
  );
});

describe('DELETE /api/users/gifts/{eventId}/{giftId}', () => {
  it('removes a gift from the list and answers the list left', async () => {
    const host = await createHost(t.database.db);
    const [removed, ...kept] = host.giftIds;
    const response = await call(host, 'DELETE', `/${host.event.id}/${removed}`);
    expect(response.statusCode).toBe(200);
    const body = removeEventGiftResponseSchema.parse(response.json());
    expect(body.message).toBe('Presente removido com sucesso.');
    expect(body.gifts.map((gift) => gift.id)).toEqual(kept);
  });

  it('answers 404 for a gift not on the list and writes nothing', async () => {
    const host = await createHost(t.database.db);
    const other = await createHost(t.database.db);
    await expectNothingWritten(
      () => call(host, 'DELETE', `/${host.event.id}/${other.giftIds[0]}`),
      404,
      { message: 'Presente não encontrado.' },
    );
  });
});

describe('GET /api/users/gifts/{eventId}/catalogue', () => {
  it('lists the active gifts of the event’s category, flagged when on the list', async () => {
    const catalogue = await createCatalogue(t.database.db, { giftCount: 3 });
    const host = await createHost(t.database.db, {
      catalogue: { ...catalogue, giftIds: catalogue.giftIds.slice(0, 1) },
    });
    const sibling = await siblingCategory(catalogue.eventTypeId);

    const response = await call(host, 'GET', `/${host.event.id}/catalogue`);
    expect(response.statusCode).toBe(200);
    const body = getGiftCatalogueResponseSchema.parse(response.json());
    expect(body.categoryId).toBe(catalogue.categoryId);
    expect(body.categories.map((category) => category.id).sort()).toEqual(
      [catalogue.categoryId, sibling.categoryId].sort(),
    );
    expect(body.gifts.map((gift) => [gift.id, gift.onList])).toEqual([
      [catalogue.giftIds[0], true],
      [catalogue.giftIds[1], false],
      [catalogue.giftIds[2], false],
    ]);
  });

  it('lists another category of the same event type', async () => {
    const catalogue = await createCatalogue(t.database.db);
    const host = await createHost(t.database.db, { catalogue });
    const sibling = await siblingCategory(catalogue.eventTypeId);
    const response = await call(
      host,
      'GET',
      `/${host.event.id}/catalogue?event_category_id=${sibling.categoryId}`,
    );
    expect(response.json()).toMatchObject({
      categoryId: sibling.categoryId,
      gifts: sibling.giftIds.map((id) => ({ id, onList: false })),
    });
  });

  it('answers 404 for a category of another event type', async () => {
    const host = await createHost(t.database.db);
    const foreign = await createCatalogue(t.database.db);
    const response = await call(
      host,
      'GET',
      `/${host.event.id}/catalogue?event_category_id=${foreign.categoryId}`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Categoria não encontrada.');
  });
});

describe('POST /api/users/gifts/{eventId}', () => {
  it('adds catalogue gifts of the event type, ignoring ones already listed', async () => {
    const catalogue = await createCatalogue(t.database.db, { giftCount: 2 });
    const host = await createHost(t.database.db, {
      catalogue: { ...catalogue, giftIds: catalogue.giftIds.slice(0, 1) },
    });
    const sibling = await siblingCategory(catalogue.eventTypeId, 1);
    const response = await call(host, 'POST', `/${host.event.id}`, {
      giftIds: [
        catalogue.giftIds[0],
        catalogue.giftIds[1],
        sibling.giftIds[0],
        catalogue.giftIds[1],
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = addEventGiftsResponseSchema.parse(response.json());
    expect(body.message).toBe('Presentes adicionados.');
    expect(body.gifts.map((gift) => gift.id)).toEqual([
      catalogue.giftIds[0],
      catalogue.giftIds[1],
      sibling.giftIds[0],
    ]);
  });

  it('adds nothing when one gift is inactive or of another event type (404)', async () => {
    const catalogue = await createCatalogue(t.database.db, { giftCount: 3 });
    const listed = itemAt(catalogue.giftIds, 0);
    const addable = itemAt(catalogue.giftIds, 1);
    const inactive = itemAt(catalogue.giftIds, 2);
    const host = await createHost(t.database.db, {
      catalogue: { ...catalogue, giftIds: [listed] },
    });
    const foreign = await createCatalogue(t.database.db);
    await t.database.db
      .update(gifts)
      .set({ active: false })
      .where(eq(gifts.id, inactive));
    for (const outsider of [foreign.giftIds[0], inactive])
      await expectNothingWritten(
        () =>
          call(host, 'POST', `/${host.event.id}`, {
            giftIds: [addable, outsider],
          }),
        404,
        { message: 'Presente não encontrado.' },
      );
  });

  it.each([{}, { giftIds: [] }, { giftIds: 'all' }])(
    'asks for at least one gift (%p)',
    async (payload) => {
      const host = await createHost(t.database.db);
      await expectNothingWritten(
        () => call(host, 'POST', `/${host.event.id}`, payload),
        400,
        {
          message: 'Selecione pelo menos um presente.',
          fieldErrors: { giftIds: ['Selecione pelo menos um presente.'] },
        },
      );
    },
  );
});

import {
  fetchGiftsSlugResponseSchema,
  listEventCategoriesResponseSchema,
  listEventTypesResponseSchema,
  itemAt,
} from '@celebra/contracts';
import { eventCategories, eventTypes, gifts, oneRow } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createCatalogue, createHost, unique } from '../../test/factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/users/event-types', () => {
  it('lists the active event types without a session', async () => {
    const active = await createCatalogue(t.database.db);
    const inactive = await createCatalogue(t.database.db, { active: false });

    const response = await get('/api/users/event-types');
    expect(response.statusCode).toBe(200);
    const ids = listEventTypesResponseSchema
      .parse(response.json())
      .eventTypes.map((type) => type.id);
    expect(ids).toContain(active.eventTypeId);
    expect(ids).not.toContain(inactive.eventTypeId);
  });

  it('names the image field image_url', async () => {
    await createCatalogue(t.database.db);
    const [first] = (await get('/api/users/event-types')).json().eventTypes;
    expect(Object.keys(first).sort()).toEqual(['id', 'image_url', 'name']);
  });
});

describe('GET /api/users/event-categories', () => {
  it('lists the active categories of the event type', async () => {
    const catalogue = await createCatalogue(t.database.db);
    const extra = oneRow(
      await t.database.db
        .insert(eventCategories)
        .values({
          eventTypeId: catalogue.eventTypeId,
          name: unique('Inativa'),
          active: false,
        })
        .returning(),
    );
    await createCatalogue(t.database.db);

    const response = await get(
      `/api/users/event-categories?event_type_id=${catalogue.eventTypeId}`,
    );
    expect(response.statusCode).toBe(200);
    const { categories } = listEventCategoriesResponseSchema.parse(
      response.json(),
    );
    expect(categories.map((category) => category.id)).toEqual([
      catalogue.categoryId,
    ]);
    expect(categories.map((category) => category.id)).not.toContain(extra.id);
  });

  it('lists nothing for an inactive event type', async () => {
    const catalogue = await createCatalogue(t.database.db);
    await t.database.db
      .update(eventTypes)
      .set({ active: false })
      .where(eq(eventTypes.id, catalogue.eventTypeId));
    const response = await get(
      `/api/users/event-categories?event_type_id=${catalogue.eventTypeId}`,
    );
    expect(response.json()).toEqual({ success: true, categories: [] });
  });

  it.each(['', '?event_type_id=', '?event_type_id=abc'])(
    'refuses %p with 400',
    async (query) => {
      const response = await get(`/api/users/event-categories${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'Identificador inválido.',
      });
    },
  );
});

describe('GET /api/users/fetch-gifts-slug', () => {
  it('lists the active gifts of the category, prices in centavos, and a free slug', async () => {
    const catalogue = await createCatalogue(t.database.db, { giftCount: 3 });
    await t.database.db
      .update(gifts)
      .set({ active: false })
      .where(eq(gifts.id, itemAt(catalogue.giftIds, 2)));

    const response = await get(
      `/api/users/fetch-gifts-slug?event_category_id=${catalogue.categoryId}&slug=${unique('livre')}`,
    );
    expect(response.statusCode).toBe(200);
    const body = fetchGiftsSlugResponseSchema.parse(response.json());
    expect(body.gifts).toEqual([
      {
        id: catalogue.giftIds[0],
        name: expect.any(String),
        price: 1000,
        image_url: '/media/catalogue/gift-0.webp',
      },
      {
        id: catalogue.giftIds[1],
        name: expect.any(String),
        price: 2000,
        image_url: '/media/catalogue/gift-1.webp',
      },
    ]);
    expect(body).toMatchObject({
      slug_available: true,
      message: 'Link disponível.',
    });
  });

  it('says a slug in use (any case), a reserved, an empty or a malformed slug cannot be used', async () => {
    const host = await createHost(t.database.db);
    for (const slug of [
      host.event.slug,
      host.event.slug.toUpperCase(),
      'api',
      '',
      'com espaço',
      'ab',
    ]) {
      const response = await get(
        `/api/users/fetch-gifts-slug?event_category_id=999999&slug=${encodeURIComponent(slug)}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        slug_available: false,
        message: 'O link está em uso, por favor, crie outro.',
      });
    }
  });

  it('answers no gifts for an unknown category', async () => {
    const response = await get(
      '/api/users/fetch-gifts-slug?event_category_id=999999&slug=qualquer-um',
    );
    expect(response.json()).toMatchObject({ gifts: [], slug_available: true });
  });

  it('refuses a missing category with 400', async () => {
    expect((await get('/api/users/fetch-gifts-slug?slug=abc')).statusCode).toBe(
      400,
    );
  });
});

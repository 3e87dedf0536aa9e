import {
  adminCatalogueWriteResponseSchema,
  adminEventCategoriesResponseSchema,
  errorResponseSchema,
  itemAt,
} from '@celebra/contracts';
import { eventCategories, eventGifts, gifts, orderItems } from '@celebra/db';
import { eq, inArray } from 'drizzle-orm';
import { insertEvent, insertUser } from '../../test/admin-factories';
import {
  createStoredCatalogue,
  listMediaFiles,
  mediaKeyOf,
} from '../../test/catalogue-uploads';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { snapshotTables } from '../../test/db-snapshot';
import { createAdmin, createHost, type TestAdmin } from '../../test/factories';
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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const call = (
  method: Method,
  url: string,
  payload?: object,
  headers = admin.headers,
) => t.app.inject({ method, url, payload, headers });

const catalogue = () => createStoredCatalogue(t.database.db, t.storage);

async function findCategory(id: number) {
  const [row] = await t.database.db
    .select()
    .from(eventCategories)
    .where(eq(eventCategories.id, id));
  return row;
}

/** Runs `attempt` and checks that no table and no media file changed. */
async function expectNothingWritten(attempt: () => Promise<void>) {
  const before = await snapshotTables(t.database.db);
  const files = await listMediaFiles(t.mediaDir);
  await attempt();
  expect(await snapshotTables(t.database.db)).toEqual(before);
  expect(await listMediaFiles(t.mediaDir)).toEqual(files);
}

async function newEvent(eventCategoryId?: number) {
  const user = await insertUser(t.database.db);
  return insertEvent(
    t.database.db,
    user.id,
    eventCategoryId ? { eventCategoryId } : {},
  );
}

describe('session', () => {
  it.each<[Method, string]>([
    ['GET', '/api/admin/event-categories'],
    ['POST', '/api/admin/event-categories'],
    ['PUT', '/api/admin/event-categories/1'],
    ['DELETE', '/api/admin/event-categories/1'],
  ])(
    '%s %s answers 401 without a session or with a host token',
    async (method, url) => {
      const host = await createHost(t.database.db);
      await expectNothingWritten(async () => {
        for (const headers of [{}, host.headers]) {
          const response = await call(
            method,
            url,
            { name: 'X', description: 'Y', eventTypeId: 1 },
            headers,
          );
          expect(response.statusCode).toBe(401);
        }
      });
    },
  );
});

describe('GET /api/admin/event-categories', () => {
  it('lists every category with its type and status', async () => {
    const { category, type } = await catalogue();
    await t.database.db
      .update(eventCategories)
      .set({ active: false })
      .where(eq(eventCategories.id, category.id));

    const response = await call('GET', '/api/admin/event-categories');
    expect(response.statusCode).toBe(200);
    expect(
      adminEventCategoriesResponseSchema.parse(response.json()).eventCategories,
    ).toContainEqual({
      id: category.id,
      name: category.name,
      description: 'Categoria de teste',
      eventTypeId: type.id,
      active: false,
    });
  });
});

describe('POST /api/admin/event-categories', () => {
  it('creates an active category with trimmed texts', async () => {
    const { type } = await catalogue();
    const response = await call('POST', '/api/admin/event-categories', {
      name: '  Lua de mel ',
      description: ' Viagem dos noivos  ',
      eventTypeId: type.id,
    });
    expect(response.statusCode).toBe(200);
    expect(
      adminCatalogueWriteResponseSchema.parse(response.json()).message,
    ).toBe('Alterações salvas com sucesso.');
    const rows = await t.database.db
      .select()
      .from(eventCategories)
      .where(eq(eventCategories.eventTypeId, type.id));
    expect(rows.find((row) => row.name === 'Lua de mel')).toMatchObject({
      description: 'Viagem dos noivos',
      active: true,
    });
  });

  it("says '* Campo obrigatório' for each missing field and writes nothing", async () => {
    await expectNothingWritten(async () => {
      const response = await call('POST', '/api/admin/event-categories', {
        name: '   ',
        description: '',
      });
      expect(response.statusCode).toBe(400);
      expect(errorResponseSchema.parse(response.json())).toMatchObject({
        message: '* Campo obrigatório',
        fieldErrors: {
          name: ['* Campo obrigatório'],
          description: ['* Campo obrigatório'],
          eventTypeId: ['* Campo obrigatório'],
        },
      });
    });
  });

  it('refuses an event type that does not exist and writes nothing', async () => {
    await expectNothingWritten(async () => {
      const response = await call('POST', '/api/admin/event-categories', {
        name: 'Chá',
        description: 'Chá de panela',
        eventTypeId: 999_999,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'Tipo de evento não encontrado.',
        fieldErrors: { eventTypeId: ['Tipo de evento não encontrado.'] },
      });
    });
  });
});

describe('PUT /api/admin/event-categories/{id}', () => {
  it('updates the texts, the type and the status', async () => {
    const { category } = await catalogue();
    const other = await catalogue();
    const response = await call(
      'PUT',
      `/api/admin/event-categories/${category.id}`,
      {
        name: 'Casa nova',
        description: 'Para o lar',
        eventTypeId: other.type.id,
        active: false,
      },
    );
    expect(response.statusCode).toBe(200);
    expect(await findCategory(category.id)).toMatchObject({
      name: 'Casa nova',
      description: 'Para o lar',
      eventTypeId: other.type.id,
      active: false,
    });
  });

  it('keeps the status when it is left out', async () => {
    const { category, type } = await catalogue();
    await call('PUT', `/api/admin/event-categories/${category.id}`, {
      name: 'Cozinha',
      description: 'Utensílios',
      eventTypeId: type.id,
    });
    expect(await findCategory(category.id)).toMatchObject({
      name: 'Cozinha',
      active: true,
    });
  });

  it('answers 404, 400 for an unknown type or invalid fields, and writes nothing', async () => {
    const { category, type } = await catalogue();
    await expectNothingWritten(async () => {
      const missing = await call('PUT', '/api/admin/event-categories/999999', {
        name: 'A',
        description: 'B',
        eventTypeId: type.id,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Categoria não encontrada.');

      const unknownType = await call(
        'PUT',
        `/api/admin/event-categories/${category.id}`,
        { name: 'A', description: 'B', eventTypeId: 999_999 },
      );
      expect(unknownType.statusCode).toBe(400);
      expect(unknownType.json().message).toBe('Tipo de evento não encontrado.');

      const invalid = await call(
        'PUT',
        `/api/admin/event-categories/${category.id}`,
        { name: 'A', description: ' ', eventTypeId: type.id, active: 'talvez' },
      );
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().fieldErrors).toEqual({
        description: ['* Campo obrigatório'],
        active: ['Valor inválido'],
      });
    });
  });
});

describe('DELETE /api/admin/event-categories/{id}', () => {
  const inUse =
    'Não é possível remover: existem presentes ou eventos ligados a esta categoria.';

  it('deletes an unused category with its gifts and their image files', async () => {
    const { category, gifts: created } = await catalogue();
    const keys = created.map((gift) => mediaKeyOf(gift.imageUrl));
    expect(await listMediaFiles(t.mediaDir)).toEqual(
      expect.arrayContaining(keys),
    );

    const response = await call(
      'DELETE',
      `/api/admin/event-categories/${category.id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(
      adminCatalogueWriteResponseSchema.parse(response.json()).message,
    ).toBe('Item removido com sucesso.');
    expect(await findCategory(category.id)).toBeUndefined();
    const left = await t.database.db
      .select()
      .from(gifts)
      .where(
        inArray(
          gifts.id,
          created.map((gift) => gift.id),
        ),
      );
    expect(left).toEqual([]);
    const files = await listMediaFiles(t.mediaDir);
    for (const key of keys) expect(files).not.toContain(key);
  });

  it('refuses with 409 while an event uses the category, removing nothing', async () => {
    const { category } = await catalogue();
    await newEvent(category.id);
    await expectNothingWritten(async () => {
      const response = await call(
        'DELETE',
        `/api/admin/event-categories/${category.id}`,
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ success: false, message: inUse });
    });
  });

  it("refuses with 409 while one of its gifts is on another category's event list", async () => {
    const { category, gifts: created } = await catalogue();
    const event = await newEvent();
    await t.database.db
      .insert(eventGifts)
      .values({ eventId: event.id, giftId: itemAt(created, 0).id });
    await expectNothingWritten(async () => {
      const response = await call(
        'DELETE',
        `/api/admin/event-categories/${category.id}`,
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(inUse);
    });
  });

  it('refuses with 409 while one of its gifts is in an order', async () => {
    const { category, gifts: created } = await catalogue();
    const event = await newEvent();
    const order = await insertOrder(t.database.db, event.id);
    await t.database.db
      .update(orderItems)
      .set({ giftId: itemAt(created, 1).id })
      .where(eq(orderItems.id, itemAt(order.itemIds, 0)));
    await expectNothingWritten(async () => {
      const response = await call(
        'DELETE',
        `/api/admin/event-categories/${category.id}`,
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(inUse);
    });
  });

  it('answers 404 for an unknown category', async () => {
    await expectNothingWritten(async () => {
      const response = await call(
        'DELETE',
        '/api/admin/event-categories/999999',
      );
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Categoria não encontrada.');
    });
  });
});

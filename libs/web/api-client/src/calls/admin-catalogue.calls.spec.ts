import { catalogueRoutes, itemAt } from '@celebra/contracts';
import { callRoute } from '../lib/call-route';
import { createApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';
import { AnsweringXhr } from './answering-xhr';

const session = { adminToken: 'adm', adminId: '2' };

const setup = (body: unknown, status = 200) => {
  const fetch = fakeFetch(() => fakeResponse(status, body));
  const client = createApiClient({
    storage: memoryStorage(session),
    onUnauthorized: jest.fn(),
    fetchImpl: fetch.impl,
  });
  return { client, calls: fetch.calls };
};

const uploadClient = () =>
  createApiClient({
    storage: memoryStorage(session),
    onUnauthorized: jest.fn(),
    createXhr: () => new AnsweringXhr() as unknown as XMLHttpRequest,
  });

const at = '2030-01-01T10:00:00.000Z';
const gift = {
  id: 4,
  name: 'Panelas',
  description: 'Inox',
  price: 15990,
  eventCategoryId: 2,
  active: true,
  imageUrl: '/media/catalogue/gifts/a.webp',
  createdAt: at,
  updatedAt: at,
};
const category = {
  id: 2,
  name: 'Cozinha',
  description: 'Casa',
  eventTypeId: 1,
  active: true,
};
const eventType = {
  id: 1,
  name: 'Casamento',
  description: 'Festa',
  imageUrl: null,
  active: true,
};
const saved = { success: true, message: 'Alterações salvas com sucesso.' };

beforeEach(() => {
  AnsweringXhr.sent = [];
  AnsweringXhr.answer = { status: 200, body: saved };
});

describe('admin gift calls', () => {
  it('lists gifts by event type and category with the admin credentials', async () => {
    const body = {
      success: true,
      message: 'ok',
      giftsByCategory: [
        {
          id: 1,
          name: 'Casamento',
          imageUrl: null,
          active: true,
          eventCategories: [{ id: 2, name: 'Cozinha', gifts: [gift] }],
        },
      ],
    };
    const { client, calls } = setup(body);
    await expect(
      callRoute(catalogueRoutes.adminGiftsByCategory, {}, client),
    ).resolves.toEqual(body);
    expect(calls[0]?.url).toBe('/api/admin/gifts/categories');
    expect(calls[0]?.init.headers).toMatchObject({
      Authorization: 'Bearer adm',
      'X-Admin-Id': '2',
    });
  });

  it('gets and deletes one gift', async () => {
    const got = setup({ success: true, gift });
    expect(
      (
        await callRoute(
          catalogueRoutes.adminGift,
          { params: { id: 4 } },
          got.client,
        )
      ).gift,
    ).toEqual(gift);
    expect(got.calls[0]?.url).toBe('/api/admin/gifts/4');

    const removed = setup({ success: true, message: 'x', deactivated: true });
    expect(
      (
        await callRoute(
          catalogueRoutes.adminRemoveGift,
          { params: { id: 4 } },
          removed.client,
        )
      ).deactivated,
    ).toBe(true);
    expect(removed.calls[0]).toMatchObject({
      url: '/api/admin/gifts/4',
      init: { method: 'DELETE' },
    });
  });

  it('sends the gift form as multipart with the image', async () => {
    const image = new Blob(['png'], { type: 'image/png' });
    const fields = {
      name: 'Panelas',
      description: 'Inox',
      eventCategoryId: 2,
      price: 15990,
      active: false,
    };
    await callRoute(
      catalogueRoutes.adminCreateGift,
      { body: { ...fields, image } },
      uploadClient(),
    );
    await callRoute(
      catalogueRoutes.adminUpdateGift,
      { params: { id: 4 }, body: fields },
      uploadClient(),
    );

    const created = itemAt(AnsweringXhr.sent, 0);
    const updated = itemAt(AnsweringXhr.sent, 1);
    expect(created).toMatchObject({ method: 'POST', url: '/api/admin/gifts' });
    expect(created?.headers).toMatchObject({ 'X-Admin-Id': '2' });
    expect(Object.fromEntries(created.body?.entries() ?? [])).toMatchObject({
      name: 'Panelas',
      eventCategoryId: '2',
      price: '15990',
      active: 'false',
    });
    expect(created?.body?.get('image')).toBeInstanceOf(Blob);
    expect(updated).toMatchObject({ method: 'PUT', url: '/api/admin/gifts/4' });
    expect(updated?.body?.has('image')).toBe(false);
  });

  it('passes on the field errors of a refused form', async () => {
    AnsweringXhr.answer = {
      status: 400,
      body: {
        success: false,
        message: '* Envie a imagem',
        fieldErrors: { image: ['* Envie a imagem'] },
      },
    };
    await expect(
      callRoute(
        catalogueRoutes.adminCreateGift,
        {
          body: { name: 'A', description: 'B', eventCategoryId: 1, price: 100 },
        },
        uploadClient(),
      ),
    ).rejects.toMatchObject({
      status: 400,
      message: '* Envie a imagem',
      fieldErrors: { image: ['* Envie a imagem'] },
    });
  });
});

describe('admin event category calls', () => {
  it('creates, updates and deletes categories', async () => {
    const created = setup(saved);
    await callRoute(
      catalogueRoutes.adminCreateEventCategory,
      { body: { name: 'Cozinha', description: 'Casa', eventTypeId: 1 } },
      created.client,
    );
    expect(created.calls[0]).toMatchObject({
      url: '/api/admin/event-categories',
      init: { method: 'POST' },
    });
    expect(JSON.parse(String(itemAt(created.calls, 0).init.body))).toEqual({
      name: 'Cozinha',
      description: 'Casa',
      eventTypeId: 1,
    });

    const updated = setup(saved);
    await callRoute(
      catalogueRoutes.adminUpdateEventCategory,
      {
        params: { id: 2 },
        body: {
          name: 'Cozinha',
          description: 'Casa',
          eventTypeId: 1,
          active: false,
        },
      },
      updated.client,
    );
    expect(updated.calls[0]).toMatchObject({
      url: '/api/admin/event-categories/2',
      init: { method: 'PUT' },
    });

    const removed = setup(saved);
    await callRoute(
      catalogueRoutes.adminRemoveEventCategory,
      { params: { id: 2 } },
      removed.client,
    );
    expect(removed.calls[0]).toMatchObject({
      url: '/api/admin/event-categories/2',
      init: { method: 'DELETE' },
    });
  });

  it('rejects with the conflict message of a category in use', async () => {
    const message =
      'Não é possível remover: existem presentes ou eventos ligados a esta categoria.';
    const { client } = setup({ success: false, message }, 409);
    await expect(
      callRoute(
        catalogueRoutes.adminRemoveEventCategory,
        { params: { id: 2 } },
        client,
      ),
    ).rejects.toMatchObject({
      status: 409,
      message,
    });
  });
});

describe('admin event type calls', () => {
  it('lists the types with their categories', async () => {
    const nested = setup({
      success: true,
      eventTypes: [{ ...eventType, eventCategories: [category] }],
    });
    const body = await callRoute(
      catalogueRoutes.adminEventTypesWithCategories,
      {},
      nested.client,
    );
    expect(body.eventTypes[0]?.eventCategories).toEqual([category]);
    expect(nested.calls[0]?.url).toBe('/api/admin/event-types-with-categories');
  });

  it('sends the type form as multipart and deletes a type', async () => {
    const image = new Blob(['png'], { type: 'image/png' });
    await callRoute(
      catalogueRoutes.adminCreateEventType,
      { body: { name: 'Casamento', description: 'Festa', image } },
      uploadClient(),
    );
    await callRoute(
      catalogueRoutes.adminUpdateEventType,
      {
        params: { id: 1 },
        body: { name: 'Casamento', description: 'Festa', active: true },
      },
      uploadClient(),
    );
    const created = itemAt(AnsweringXhr.sent, 0);
    const updated = itemAt(AnsweringXhr.sent, 1);
    expect(created).toMatchObject({
      method: 'POST',
      url: '/api/admin/event-types',
    });
    expect(created?.body?.get('image')).toBeInstanceOf(Blob);
    expect(updated).toMatchObject({
      method: 'PUT',
      url: '/api/admin/event-types/1',
    });
    expect(updated?.body?.get('active')).toBe('true');

    const removed = setup(saved);
    await callRoute(
      catalogueRoutes.adminRemoveEventType,
      { params: { id: 1 } },
      removed.client,
    );
    expect(removed.calls[0]).toMatchObject({
      url: '/api/admin/event-types/1',
      init: { method: 'DELETE' },
    });
  });
});

import { catalogueRoutes, itemAt } from '@celebra/contracts';
import { callRoute } from '../lib/call-route';
import { createApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';
import { AnsweringXhr } from './answering-xhr';

const publicSetup = (body: unknown) => {
  const fetch = fakeFetch(() => fakeResponse(200, body));
  const client = createApiClient({
    storage: memoryStorage(),
    fetchImpl: fetch.impl,
  });
  return { client, calls: fetch.calls };
};

const hostSetup = (body: unknown) => {
  const fetch = fakeFetch(() => fakeResponse(200, body));
  const client = createApiClient({
    storage: memoryStorage({ userToken: 'tok', userId: '7' }),
    onUnauthorized: jest.fn(),
    fetchImpl: fetch.impl,
  });
  return { client, calls: fetch.calls };
};

describe('wizard catalogue calls', () => {
  it('eventTypes is public', async () => {
    const eventTypes = [{ id: 1, name: 'Casamento', image_url: null }];
    const { client, calls } = publicSetup({ success: true, eventTypes });
    await expect(
      callRoute(catalogueRoutes.eventTypes, {}, client),
    ).resolves.toEqual({
      success: true,
      eventTypes,
    });
    expect(calls[0]?.url).toBe('/api/users/event-types');
    expect(calls[0]?.init.headers).not.toHaveProperty('X-User-Id');
  });

  it('eventCategories sends event_type_id', async () => {
    const { client, calls } = publicSetup({
      success: true,
      categories: [{ id: 4, name: 'Cerimônia' }],
    });
    await callRoute(
      catalogueRoutes.eventCategories,
      { query: { event_type_id: 2 } },
      client,
    );
    expect(calls[0]?.url).toBe('/api/users/event-categories?event_type_id=2');
  });

  it('giftsAndSlug sends the category and slug and parses availability', async () => {
    const answer = {
      success: true,
      gifts: [{ id: 1, name: 'Jantar', price: 15000, image_url: null }],
      slug_available: false,
      message: 'O link está em uso, por favor, crie outro.',
    };
    const { client, calls } = publicSetup(answer);
    await expect(
      callRoute(
        catalogueRoutes.giftsAndSlug,
        { query: { event_category_id: 5, slug: 'ana e joao' } },
        client,
      ),
    ).resolves.toEqual(answer);
    expect(calls[0]?.url).toBe(
      '/api/users/fetch-gifts-slug?event_category_id=5&slug=ana+e+joao',
    );
  });
});

const gift = {
  id: 11,
  name: 'Panela',
  price: 15000,
  imageUrl: null,
  kind: 'fixed' as const,
  suggestedAmounts: [],
  shares: null,
  own: false,
};
const freeAmountLimits = { min: 1000, max: 5_000_000 };
const suggestion = {
  id: 1,
  title: 'Cafeteira',
  description: '',
  createdAt: '2026-05-01T12:00:00.000Z',
};

describe('gift list calls', () => {
  it('call the gift routes of the event', async () => {
    const { client, calls } = hostSetup({
      success: true,
      message: 'ok',
      gifts: [{ ...gift, onList: true }],
      giftSuggestions: [suggestion],
      freeAmountLimits,
      categoryId: 2,
      categories: [{ id: 2, name: 'Cozinha' }],
    });
    const params = { eventId: 3 };
    await callRoute(catalogueRoutes.giftList, { params }, client);
    await callRoute(
      catalogueRoutes.suggestGift,
      { params, body: { title: 'Cafeteira' } },
      client,
    );
    await callRoute(
      catalogueRoutes.removeGift,
      { params: { eventId: 3, giftId: 11 } },
      client,
    );
    await callRoute(
      catalogueRoutes.giftCatalogue,
      { params, query: { event_category_id: 2 } },
      client,
    );
    await callRoute(
      catalogueRoutes.giftCatalogue,
      { params, query: { event_category_id: undefined } },
      client,
    );
    await callRoute(
      catalogueRoutes.addGifts,
      { params, body: { giftIds: [11, 12] } },
      client,
    );
    expect(calls.map((call) => [call.init.method, call.url])).toEqual([
      ['GET', '/api/users/gifts/3'],
      ['POST', '/api/users/gifts/suggestion/3'],
      ['DELETE', '/api/users/gifts/3/11'],
      ['GET', '/api/users/gifts/3/catalogue?event_category_id=2'],
      ['GET', '/api/users/gifts/3/catalogue'],
      ['POST', '/api/users/gifts/3'],
    ]);
    expect(JSON.parse(String(itemAt(calls, 5).init.body))).toEqual({
      giftIds: [11, 12],
    });
  });

  it('giftList parses gifts and suggestions', async () => {
    const answer = {
      success: true,
      message: 'ok',
      gifts: [gift],
      giftSuggestions: [suggestion],
      freeAmountLimits,
    };
    const { client } = hostSetup(answer);
    await expect(
      callRoute(catalogueRoutes.giftList, { params: { eventId: 3 } }, client),
    ).resolves.toEqual(answer);
  });
});

describe('own gift calls', () => {
  const uploadClient = () =>
    createApiClient({
      storage: memoryStorage({ userToken: 'tok', userId: '7' }),
      onUnauthorized: jest.fn(),
      createXhr: () => new AnsweringXhr() as unknown as XMLHttpRequest,
    });

  beforeEach(() => {
    AnsweringXhr.sent = [];
    AnsweringXhr.answer = {
      status: 200,
      body: { success: true, message: 'Presente criado.', gifts: [gift] },
    };
  });

  it('createOwnGift and updateOwnGift send the form as multipart, the picture when there is one', async () => {
    const image = new Blob(['png'], { type: 'image/png' });
    await expect(
      callRoute(
        catalogueRoutes.createOwnGift,
        {
          params: { eventId: 3 },
          body: {
            name: 'Ajuda para a casa',
            kind: 'free',
            suggestedAmounts: [5000, 10000],
            image,
          },
        },
        uploadClient(),
      ),
    ).resolves.toEqual({
      success: true,
      message: 'Presente criado.',
      gifts: [gift],
    });
    await callRoute(
      catalogueRoutes.updateOwnGift,
      {
        params: { eventId: 3, giftId: 22 },
        body: {
          name: 'Lua de mel',
          kind: 'shares',
          price: 50_000,
          shareCount: 5,
          image: null,
        },
      },
      uploadClient(),
    );

    const created = itemAt(AnsweringXhr.sent, 0);
    const updated = itemAt(AnsweringXhr.sent, 1);
    expect(created).toMatchObject({
      method: 'POST',
      url: '/api/users/gifts/3/own',
    });
    expect(created?.headers).toMatchObject({ 'X-User-Id': '7' });
    expect(Object.fromEntries(created.body?.entries() ?? [])).toMatchObject({
      name: 'Ajuda para a casa',
      kind: 'free',
      suggestedAmounts: '5000,10000',
    });
    expect(created?.body?.get('image')).toBeInstanceOf(Blob);
    expect(updated).toMatchObject({
      method: 'PUT',
      url: '/api/users/gifts/3/own/22',
    });
    expect(Object.fromEntries(updated.body?.entries() ?? [])).toEqual({
      name: 'Lua de mel',
      kind: 'shares',
      price: '50000',
      shareCount: '5',
    });
  });
});

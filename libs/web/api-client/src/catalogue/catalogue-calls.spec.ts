import { createApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';
import { fetchGiftsSlug } from './fetch-gifts-slug';
import { listEventCategories } from './list-event-categories';
import { listEventTypes } from './list-event-types';

const setup = (body: unknown) => {
  const fetch = fakeFetch(() => fakeResponse(200, body));
  const client = createApiClient({
    storage: memoryStorage(),
    fetchImpl: fetch.impl,
  });
  return { client, calls: fetch.calls };
};

describe('wizard catalogue calls', () => {
  it('listEventTypes is public', async () => {
    const eventTypes = [{ id: 1, name: 'Casamento', image_url: null }];
    const { client, calls } = setup({ success: true, eventTypes });
    await expect(listEventTypes(client)).resolves.toEqual({
      success: true,
      eventTypes,
    });
    expect(calls[0].url).toBe('/api/users/event-types');
    expect(calls[0].init.headers).not.toHaveProperty('X-User-Id');
  });

  it('listEventCategories sends event_type_id', async () => {
    const { client, calls } = setup({
      success: true,
      categories: [{ id: 4, name: 'Cerimônia' }],
    });
    await listEventCategories({ event_type_id: 2 }, client);
    expect(calls[0].url).toBe('/api/users/event-categories?event_type_id=2');
  });

  it('fetchGiftsSlug sends the category and slug and parses availability', async () => {
    const answer = {
      success: true,
      gifts: [{ id: 1, name: 'Jantar', price: 15000, image_url: null }],
      slug_available: false,
      message: 'O link está em uso, por favor, crie outro.',
    };
    const { client, calls } = setup(answer);
    await expect(
      fetchGiftsSlug({ event_category_id: 5, slug: 'ana e joao' }, client),
    ).resolves.toEqual(answer);
    expect(calls[0].url).toBe(
      '/api/users/fetch-gifts-slug?event_category_id=5&slug=ana+e+joao',
    );
  });
});

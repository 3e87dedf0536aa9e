import { createApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';
import { getPublicEvent } from './get-public-event';

const event = {
  id: 1,
  slug: 'demo',
  title: 'T',
  subtitle: 'S',
  titleDescription: '',
  description: '',
  color: '#c2185b',
  avatarUrl: null,
  bannerUrl: null,
  gifts: [],
  gallery: [],
  details: null,
  settings: {
    showGiftList: true,
    showGuestMessages: true,
    showEventInfo: true,
    allowGuestConfirmation: true,
  },
  customPages: [],
  guestPaysFee: false,
  platformFeeBps: 500,
};

describe('getPublicEvent', () => {
  it('loads the event by slug without auth', async () => {
    const fetch = fakeFetch(() => fakeResponse(200, { success: true, event }));
    const client = createApiClient({
      storage: memoryStorage(),
      fetchImpl: fetch.impl,
    });
    await expect(getPublicEvent('demo', undefined, client)).resolves.toEqual({
      success: true,
      event,
    });
    expect(fetch.calls[0].url).toBe('/api/guests/event/demo');
  });

  it('throws the server message of a 404', async () => {
    const fetch = fakeFetch(() =>
      fakeResponse(404, { success: false, message: 'Evento não encontrado.' }),
    );
    const client = createApiClient({
      storage: memoryStorage(),
      fetchImpl: fetch.impl,
    });
    await expect(
      getPublicEvent('nope', undefined, client),
    ).rejects.toMatchObject({
      status: 404,
      message: 'Evento não encontrado.',
    });
  });
});

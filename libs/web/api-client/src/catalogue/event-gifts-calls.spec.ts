import { createApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';
import { addEventGifts } from './add-event-gifts';
import { createGiftSuggestion } from './create-gift-suggestion';
import { getGiftCatalogue } from './get-gift-catalogue';
import { listEventGifts } from './list-event-gifts';
import { removeEventGift } from './remove-event-gift';

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

const setup = (body: unknown) => {
  const fetch = fakeFetch(() => fakeResponse(200, body));
  const client = createApiClient({
    storage: memoryStorage({ userToken: 'tok', userId: '7' }),
    onUnauthorized: jest.fn(),
    fetchImpl: fetch.impl,
  });
  return { client, calls: fetch.calls };
};

describe('gift list calls', () => {
  it('call the gift routes of the event', async () => {
    const { client, calls } = setup({
      success: true,
      message: 'ok',
      gifts: [{ ...gift, onList: true }],
      giftSuggestions: [suggestion],
      freeAmountLimits,
      categoryId: 2,
      categories: [{ id: 2, name: 'Cozinha' }],
    });
    await listEventGifts(3, client);
    await createGiftSuggestion(3, { title: 'Cafeteira' }, client);
    await removeEventGift(3, 11, client);
    await getGiftCatalogue(3, { event_category_id: 2 }, client);
    await getGiftCatalogue(3, undefined, client);
    await addEventGifts(3, { giftIds: [11, 12] }, client);
    expect(calls.map((call) => [call.init.method, call.url])).toEqual([
      ['GET', '/api/users/gifts/3'],
      ['POST', '/api/users/gifts/suggestion/3'],
      ['DELETE', '/api/users/gifts/3/11'],
      ['GET', '/api/users/gifts/3/catalogue?event_category_id=2'],
      ['GET', '/api/users/gifts/3/catalogue'],
      ['POST', '/api/users/gifts/3'],
    ]);
    expect(JSON.parse(String(calls[5].init.body))).toEqual({
      giftIds: [11, 12],
    });
  });

  it('listEventGifts parses gifts and suggestions', async () => {
    const answer = {
      success: true,
      message: 'ok',
      gifts: [gift],
      giftSuggestions: [suggestion],
      freeAmountLimits,
    };
    const { client } = setup(answer);
    await expect(listEventGifts(3, client)).resolves.toEqual(answer);
  });
});

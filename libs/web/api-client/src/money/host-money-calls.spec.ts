import { createApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';
import { getReceivedGifts } from './get-received-gifts';
import { getTransactions } from './get-transactions';

const setup = (body: unknown, status = 200) => {
  const fetch = fakeFetch(() => fakeResponse(status, body));
  const client = createApiClient({
    storage: memoryStorage({ userToken: 'tok', userId: '7' }),
    onUnauthorized: jest.fn(),
    fetchImpl: fetch.impl,
  });
  return { client, calls: fetch.calls };
};

describe('host money calls', () => {
  it('getReceivedGifts reads the event’s received gifts with the host session', async () => {
    const gift = {
      id: 4,
      guestName: '',
      createdAt: '2026-05-01T12:00:00.000Z',
      status: 'APPROVED',
      userAmount: 9_500,
      total: 10_000,
      guestContact: 'carla@example.com',
      guestNote: 'Felicidades!',
      thankedAt: null,
      items: [
        {
          id: 1,
          giftName: 'Jantar',
          quantity: 2,
          unitPrice: 5_000,
          kind: 'fixed',
          shareCount: null,
          gift: { imageUrl: null },
        },
      ],
    };
    const { client, calls } = setup({
      success: true,
      receivedGifts: [gift],
      total: 1,
    });

    const answer = await getReceivedGifts(3, {}, client);

    expect(answer.receivedGifts).toEqual([gift]);
    expect(calls[0].url).toBe('/api/users/events/3/received-gifts');
    expect(calls[0].init.method).toBe('GET');
    expect(calls[0].init.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'X-User-Id': '7',
    });
  });

  it('getTransactions reads the four balances', async () => {
    const totals = {
      totalReceived: 10_000,
      totalTransferred: 4_000,
      totalPending: 1_000,
      totalAvailable: 5_000,
    };
    const { client, calls } = setup({ success: true, ...totals });

    expect(await getTransactions(3, client)).toEqual({
      success: true,
      ...totals,
    });
    expect(calls[0].url).toBe('/api/users/events/3/transactions');
  });

  it('rejects balances in reais instead of centavos', async () => {
    const { client } = setup({
      success: true,
      totalReceived: 100.5,
      totalTransferred: 0,
      totalPending: 0,
      totalAvailable: 100.5,
    });
    await expect(getTransactions(3, client)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });
});

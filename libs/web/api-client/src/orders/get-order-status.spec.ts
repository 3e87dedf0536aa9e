import { createApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';
import { getOrderStatus } from './get-order-status';

const setup = (status: number, answer: unknown) => {
  const fetch = fakeFetch(() => fakeResponse(status, answer));
  const onUnauthorized = jest.fn();
  const client = createApiClient({
    storage: memoryStorage(),
    onUnauthorized,
    fetchImpl: fetch.impl,
  });
  return { client, calls: fetch.calls, onUnauthorized };
};

describe('getOrderStatus', () => {
  it('asks for the order with its token, without auth', async () => {
    const answer = {
      success: true,
      order: {
        id: 12,
        status: 'PENDING',
        chargedAmount: 35000,
        items: [{ giftName: 'Jantar', quantity: 1, unitPrice: 35000 }],
        guestNote: '',
        eventTitle: 'Ana & Pedro',
      },
    };
    const { client, calls } = setup(200, answer);
    await expect(getOrderStatus(12, 'a+b/c', client)).resolves.toEqual(answer);
    expect(calls[0].url).toBe('/api/guests/orders/12/status?token=a%2Bb%2Fc');
    expect(calls[0].init.method).toBe('GET');
    expect(calls[0].init.headers).not.toHaveProperty('Authorization');
  });

  it("throws 'Pedido não encontrado.' for a wrong token without leaving the site", async () => {
    const { client, onUnauthorized } = setup(404, {
      success: false,
      code: 'NOT_FOUND',
      message: 'Pedido não encontrado.',
    });
    await expect(getOrderStatus(12, 'wrong', client)).rejects.toMatchObject({
      status: 404,
      message: 'Pedido não encontrado.',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

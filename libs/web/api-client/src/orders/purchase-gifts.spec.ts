import { createApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';
import { newIdempotencyKey } from './idempotency-key';
import { purchaseGifts } from './purchase-gifts';

const body = {
  eventId: 7,
  guestName: 'Carla',
  guestContact: 'carla@example.com',
  items: [{ id: 3, quantity: 2 }],
};

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

describe('purchaseGifts', () => {
  it('posts the cart without auth and answers the payment link', async () => {
    const answer = {
      success: true,
      message: 'Pedido registrado. Conclua o pagamento para enviar o presente.',
      paymentLink:
        'http://site.localhost:8080/api/payments/local/ord_1_0123456789abcdef',
      orderId: 1,
      amount: 4000,
    };
    const { client, calls } = setup(200, answer);
    await expect(purchaseGifts(body, null, client)).resolves.toEqual(answer);
    expect(calls[0].url).toBe('/api/guests/purchase');
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.headers).not.toHaveProperty('Authorization');
    expect(calls[0].init.headers).not.toHaveProperty('X-Site-Access');
    expect(JSON.parse(String(calls[0].init.body))).toEqual(body);
  });

  it('sends the site access token of a protected site', async () => {
    const { client, calls } = setup(200, {
      success: true,
      message: 'ok',
      paymentLink: 'https://example.com/pay',
      orderId: 2,
      amount: 100,
    });
    await purchaseGifts(body, '3.1.abc', client);
    expect(calls[0].init.headers).toHaveProperty('X-Site-Access', '3.1.abc');
  });

  it('sends the Idempotency-Key of the checkout attempt', async () => {
    const { client, calls } = setup(200, {
      success: true,
      message: 'ok',
      paymentLink: 'https://example.com/pay',
      orderId: 3,
      amount: 100,
    });
    const key = newIdempotencyKey();
    await purchaseGifts(body, null, client, key);
    expect(calls[0].init.headers).toHaveProperty('Idempotency-Key', key);
  });

  it("throws the server's message of a provider failure without leaving the site", async () => {
    const { client, onUnauthorized } = setup(502, {
      success: false,
      code: 'PAYMENT_PROVIDER',
      message: 'Erro ao prosseguir pagamento.',
    });
    await expect(purchaseGifts(body, null, client)).rejects.toMatchObject({
      status: 502,
      message: 'Erro ao prosseguir pagamento.',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

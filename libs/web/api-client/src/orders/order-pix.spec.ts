import { createApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';
import { getOrderPix, renewOrderPix } from './order-pix';

const pix = {
  copyPaste: '00020101021226...6304ABCD',
  qrCodeBase64: null,
  expiresAt: '2026-11-25T01:30:00.000Z',
  demonstrationLink: null,
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

describe('getOrderPix', () => {
  it("asks for the order's current charge with its token, without auth", async () => {
    const { client, calls } = setup(200, { success: true, pix });
    await expect(getOrderPix(12, 'a+b', client)).resolves.toEqual({
      success: true,
      pix,
    });
    expect(calls[0].url).toBe('/api/guests/orders/12/pix?token=a%2Bb');
    expect(calls[0].init.method).toBe('GET');
    expect(calls[0].init.headers).not.toHaveProperty('Authorization');
  });
});

describe('renewOrderPix', () => {
  it('posts for a new charge with the token', async () => {
    const { client, calls } = setup(200, { success: true, pix });
    await renewOrderPix(12, 'tok', client);
    expect(calls[0].url).toBe('/api/guests/orders/12/pix?token=tok');
    expect(calls[0].init.method).toBe('POST');
  });

  it("throws the server's pt-BR message when the order no longer waits, without leaving the site", async () => {
    const { client, onUnauthorized } = setup(409, {
      success: false,
      code: 'CONFLICT',
      message: 'Este pedido não está mais aguardando pagamento.',
    });
    await expect(renewOrderPix(12, 'tok', client)).rejects.toMatchObject({
      status: 409,
      message: 'Este pedido não está mais aguardando pagamento.',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

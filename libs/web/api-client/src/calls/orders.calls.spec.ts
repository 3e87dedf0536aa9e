import { IDEMPOTENCY_KEY_HEADER, routeRef, itemAt } from '@celebra/contracts';
import type { ordersRoutes } from '@celebra/contracts';
import { siteAccessHeaders } from '../events/site-access-headers';
import { callRoute } from '../lib/call-route';
import { createApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';
import { newIdempotencyKey } from '../orders/idempotency-key';

/*
 * The public site calls the orders routes by reference (typed, not parsed: zod stays out of
 * its bundle), as apps/guest/src/lib/api-routes.ts names them.
 */
const routes = {
  purchase: routeRef<typeof ordersRoutes.purchase>({
    method: 'POST',
    path: '/api/guests/purchase',
    access: 'public',
  }),
  status: routeRef<typeof ordersRoutes.status>({
    method: 'GET',
    path: '/api/guests/orders/:orderId/status',
    access: 'public',
  }),
  pix: routeRef<typeof ordersRoutes.pix>({
    method: 'GET',
    path: '/api/guests/orders/:orderId/pix',
    access: 'public',
  }),
  renewPix: routeRef<typeof ordersRoutes.renewPix>({
    method: 'POST',
    path: '/api/guests/orders/:orderId/pix',
    access: 'public',
  }),
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

const body = {
  eventId: 7,
  guestName: 'Carla',
  guestContact: 'carla@example.com',
  items: [{ id: 3, quantity: 2, expectedPrice: 2000 }],
};

describe('purchase', () => {
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
    await expect(
      callRoute(
        routes.purchase,
        { body, headers: siteAccessHeaders(null) },
        client,
      ),
    ).resolves.toEqual(answer);
    expect(calls[0]?.url).toBe('/api/guests/purchase');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.headers).not.toHaveProperty('Authorization');
    expect(calls[0]?.init.headers).not.toHaveProperty('X-Site-Access');
    expect(JSON.parse(String(itemAt(calls, 0).init.body))).toEqual(body);
  });

  it('sends the site access token of a protected site', async () => {
    const { client, calls } = setup(200, {
      success: true,
      message: 'ok',
      paymentLink: 'https://example.com/pay',
      orderId: 2,
      amount: 100,
    });
    await callRoute(
      routes.purchase,
      { body, headers: siteAccessHeaders('3.1.abc') },
      client,
    );
    expect(calls[0]?.init.headers).toHaveProperty('X-Site-Access', '3.1.abc');
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
    await callRoute(
      routes.purchase,
      { body, headers: { [IDEMPOTENCY_KEY_HEADER]: key } },
      client,
    );
    expect(calls[0]?.init.headers).toHaveProperty('Idempotency-Key', key);
  });

  it("throws the server's message of a provider failure without leaving the site", async () => {
    const { client, onUnauthorized } = setup(502, {
      success: false,
      code: 'PAYMENT_PROVIDER',
      message: 'Erro ao prosseguir pagamento.',
    });
    await expect(
      callRoute(routes.purchase, { body }, client),
    ).rejects.toMatchObject({
      status: 502,
      message: 'Erro ao prosseguir pagamento.',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('order status', () => {
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
    await expect(
      callRoute(
        routes.status,
        { params: { orderId: 12 }, query: { token: 'a+b/c' } },
        client,
      ),
    ).resolves.toEqual(answer);
    expect(calls[0]?.url).toBe('/api/guests/orders/12/status?token=a%2Bb%2Fc');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.headers).not.toHaveProperty('Authorization');
  });

  it("throws 'Pedido não encontrado.' for a wrong token without leaving the site", async () => {
    const { client, onUnauthorized } = setup(404, {
      success: false,
      code: 'NOT_FOUND',
      message: 'Pedido não encontrado.',
    });
    await expect(
      callRoute(
        routes.status,
        { params: { orderId: 12 }, query: { token: 'wrong' } },
        client,
      ),
    ).rejects.toMatchObject({
      status: 404,
      message: 'Pedido não encontrado.',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

const pix = {
  copyPaste: '00020101021226...6304ABCD',
  qrCodeBase64: null,
  expiresAt: '2026-11-25T01:30:00.000Z',
  demonstrationLink: null,
};

describe('order pix', () => {
  it("asks for the order's current charge with its token, without auth", async () => {
    const { client, calls } = setup(200, { success: true, pix });
    await expect(
      callRoute(
        routes.pix,
        { params: { orderId: 12 }, query: { token: 'a+b' } },
        client,
      ),
    ).resolves.toEqual({
      success: true,
      pix,
    });
    expect(calls[0]?.url).toBe('/api/guests/orders/12/pix?token=a%2Bb');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.headers).not.toHaveProperty('Authorization');
  });
});

describe('renew order pix', () => {
  it('posts for a new charge with the token', async () => {
    const { client, calls } = setup(200, { success: true, pix });
    await callRoute(
      routes.renewPix,
      { params: { orderId: 12 }, query: { token: 'tok' } },
      client,
    );
    expect(calls[0]?.url).toBe('/api/guests/orders/12/pix?token=tok');
    expect(calls[0]?.init.method).toBe('POST');
  });

  it("throws the server's pt-BR message when the order no longer waits, without leaving the site", async () => {
    const { client, onUnauthorized } = setup(409, {
      success: false,
      code: 'CONFLICT',
      message: 'Este pedido não está mais aguardando pagamento.',
    });
    await expect(
      callRoute(
        routes.renewPix,
        { params: { orderId: 12 }, query: { token: 'tok' } },
        client,
      ),
    ).rejects.toMatchObject({
      status: 409,
      message: 'Este pedido não está mais aguardando pagamento.',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

import { installFakeApi } from '@celebra/web-testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { noRetryClient } from '../../../testing/render-site';
import { usePurchaseGifts } from './purchase-gifts';

const route = 'POST /api/guests/purchase';
const cart = {
  eventId: 3,
  guestName: 'Carla',
  guestContact: 'carla@example.com',
  items: [{ id: 11, quantity: 1 }],
};
const ok = {
  status: 200,
  body: {
    success: true,
    message: 'Pedido registrado.',
    paymentLink: 'http://site.localhost/api/payments/local/ord_9_abc',
    orderId: 9,
    amount: 35000,
  },
};
const failure = (status: number) => ({
  status,
  body: { success: false, message: 'Falhou.' },
});

const renderPurchase = () => {
  const client = noRetryClient();
  return renderHook(() => usePurchaseGifts('ana-e-leo'), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  }).result;
};

const send = (
  result: ReturnType<typeof renderPurchase>,
  body: typeof cart = cart,
) => act(() => result.current.mutateAsync(body).catch(() => undefined));

const keysOf = (requests: { headers: Record<string, string> }[]) =>
  requests.map((request) => request.headers['Idempotency-Key']);

afterEach(() => window.localStorage.clear());

describe('usePurchaseGifts', () => {
  it('sends the same Idempotency-Key for the same cart after a reload, and remembers the Pix order', async () => {
    const api = installFakeApi({
      [route]: [
        {
          status: 200,
          body: {
            ...ok.body,
            statusToken: 'tok',
            pix: {
              copyPaste: '000201',
              qrCodeBase64: null,
              expiresAt: '2030-01-01T00:00:00.000Z',
              demonstrationLink: null,
            },
          },
        },
        ok,
      ],
    });
    await send(renderPurchase());
    expect(
      JSON.parse(
        window.localStorage.getItem('celebra:checkout:ana-e-leo') ?? '{}',
      ),
    ).toMatchObject({ pendingPix: { orderId: 9, token: 'tok' } });
    // Back from the Pix page loads the site again: a new page, the same browser.
    await send(renderPurchase());

    const [first, second] = keysOf(api.requests);
    expect(second).toBe(first);
    expect(
      JSON.parse(
        window.localStorage.getItem('celebra:checkout:ana-e-leo') ?? '{}',
      ),
    ).toMatchObject({
      attempt: { key: first, orderId: 9 },
    });
  });

  it('sends the same Idempotency-Key again after a 500 or a 503, a new one for another cart', async () => {
    const api = installFakeApi({
      [route]: [failure(500), failure(503), ok, ok],
    });
    const result = renderPurchase();
    await send(result);
    await send(result);
    await send(result);
    await send(result, { ...cart, items: [{ id: 11, quantity: 2 }] });

    const [first, second, third, fourth] = keysOf(api.requests);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(fourth).not.toBe(first);
  });

  it('starts a new attempt after a final answer (4xx, or 502 from the payment provider)', async () => {
    const api = installFakeApi({
      [route]: [failure(502), failure(400), ok],
    });
    const result = renderPurchase();
    await send(result);
    await send(result);
    await send(result);

    expect(new Set(keysOf(api.requests)).size).toBe(3);
  });
});

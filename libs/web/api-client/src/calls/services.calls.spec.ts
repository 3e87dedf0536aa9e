import { servicesRoutes, itemAt } from '@celebra/contracts';
import { callRoute } from '../lib/call-route';
import { createApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';

const setup = (body: unknown) => {
  const fetch = fakeFetch(() => fakeResponse(200, body));
  const client = createApiClient({
    storage: memoryStorage({ userToken: 'tok', userId: '7' }),
    onUnauthorized: jest.fn(),
    fetchImpl: fetch.impl,
  });
  return { client, calls: fetch.calls };
};

describe('service package calls', () => {
  it('eventServices parses the three groups', async () => {
    const services = {
      default: [
        {
          id: 1,
          type: 'IMAGE',
          name: 'Fotos',
          description: '',
          price: 0,
          quantity: 5,
        },
      ],
      turbo: [
        {
          id: 2,
          type: 'PAGE',
          name: 'Páginas',
          description: 'Até 3',
          price: 1990,
          quantity: 3,
        },
      ],
      contracted: [],
    };
    const { client, calls } = setup({ success: true, services });
    await expect(
      callRoute(servicesRoutes.eventServices, { params: { id: 9 } }, client),
    ).resolves.toEqual({
      success: true,
      services,
    });
    expect(calls[0]?.url).toBe('/api/users/events/9/services');
  });

  it('pendingPayments parses the pending purchases', async () => {
    const pendingServices = [
      {
        id: 4,
        serviceId: 2,
        name: 'Páginas',
        description: '',
        price: 1990,
        expirationAt: '2026-05-02T12:00:00.000Z',
        paymentLink: 'http://localhost/api/payments/local/x',
      },
    ];
    const { client, calls } = setup({ success: true, pendingServices });
    await expect(
      callRoute(servicesRoutes.pendingPayments, { params: { id: 9 } }, client),
    ).resolves.toEqual({
      success: true,
      pendingServices,
    });
    expect(calls[0]?.url).toBe('/api/users/events/9/pending-payment-services');
  });
});

describe('servicesRoutes.purchase', () => {
  it('posts the service and event ids and answers the payment link', async () => {
    const { client, calls } = setup({
      success: true,
      message: 'ok',
      paymentLink: 'http://users.localhost:8080/api/payments/local/svc_1_ab',
    });

    const answer = await callRoute(
      servicesRoutes.purchase,
      { body: { serviceId: 5, eventId: 3 } },
      client,
    );

    expect(answer.paymentLink).toBe(
      'http://users.localhost:8080/api/payments/local/svc_1_ab',
    );
    expect(calls[0]?.url).toBe('/api/users/services/purchase');
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(itemAt(calls, 0).init.body))).toEqual({
      serviceId: 5,
      eventId: 3,
    });
  });
});

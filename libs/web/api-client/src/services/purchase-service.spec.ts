import { createApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';
import { purchaseService } from './purchase-service';

describe('purchaseService', () => {
  it('posts the service and event ids and answers the payment link', async () => {
    const fetch = fakeFetch(() =>
      fakeResponse(200, {
        success: true,
        message: 'ok',
        paymentLink: 'http://users.localhost:8080/api/payments/local/svc_1_ab',
      }),
    );
    const client = createApiClient({
      storage: memoryStorage({ userToken: 'tok', userId: '7' }),
      onUnauthorized: jest.fn(),
      fetchImpl: fetch.impl,
    });

    const answer = await purchaseService({ serviceId: 5, eventId: 3 }, client);

    expect(answer.paymentLink).toBe(
      'http://users.localhost:8080/api/payments/local/svc_1_ab',
    );
    expect(fetch.calls[0].url).toBe('/api/users/services/purchase');
    expect(fetch.calls[0].init.method).toBe('POST');
    expect(JSON.parse(String(fetch.calls[0].init.body))).toEqual({
      serviceId: 5,
      eventId: 3,
    });
  });
});

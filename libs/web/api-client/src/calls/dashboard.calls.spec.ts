import { dashboardRoutes } from '@celebra/contracts';
import { callRoute } from '../lib/call-route';
import { createApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';

describe('dashboard calls', () => {
  it('eventCounts loads the three counters', async () => {
    const answer = {
      success: true,
      counts: { confirmedGuests: 4, giftsReceived: 2, messages: 1 },
    };
    const fetch = fakeFetch(() => fakeResponse(200, answer));
    const client = createApiClient({
      storage: memoryStorage({ userToken: 'tok', userId: '7' }),
      onUnauthorized: jest.fn(),
      fetchImpl: fetch.impl,
    });
    await expect(
      callRoute(
        dashboardRoutes.eventCounts,
        { params: { eventId: 6 } },
        client,
      ),
    ).resolves.toEqual(answer);
    expect(fetch.calls[0]?.url).toBe('/api/users/events/6/dashboard');
  });
});

import { createApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';
import { getEventDetails } from './get-event-details';
import { updateEventDetails } from './update-event-details';

const setup = (body: unknown) => {
  const fetch = fakeFetch(() => fakeResponse(200, body));
  const client = createApiClient({
    storage: memoryStorage({ userToken: 'tok', userId: '7' }),
    onUnauthorized: jest.fn(),
    fetchImpl: fetch.impl,
  });
  return { client, calls: fetch.calls };
};

const eventDetails = {
  eventDate: '2026-10-12',
  startTime: '16:00',
  endTime: '23:00',
  eventType: 'virtual',
  eventLocation: null,
  postalCode: null,
  fullAddress: null,
  latitude: null,
  longitude: null,
  transmission: 'YouTube',
  transmissionLink: 'https://youtube.com/live/x',
  transmissionPassword: 'festa',
};

describe('event details calls', () => {
  it('getEventDetails and updateEventDetails use /users/event-details/{eventId}', async () => {
    const answer = { success: true, message: 'ok', eventDetails };
    const { client, calls } = setup(answer);
    await expect(getEventDetails(4, client)).resolves.toEqual(answer);
    const body = {
      date: '2026-10-12',
      startTime: '16:00',
      endTime: '23:00',
      eventType: 'virtual' as const,
      transmission: 'YouTube',
      transmissionLink: 'https://youtube.com/live/x',
      transmissionPassword: 'festa',
    };
    await updateEventDetails(4, body, client);
    expect(calls.map((call) => [call.init.method, call.url])).toEqual([
      ['GET', '/api/users/event-details/4'],
      ['PUT', '/api/users/event-details/4'],
    ]);
    expect(JSON.parse(String(calls[1].init.body))).toEqual(body);
  });

  it('refuses an answer without the details', async () => {
    const { client } = setup({ success: true, message: 'ok' });
    await expect(getEventDetails(4, client)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });
});

import { createApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';
import { requestPayout } from './request-payout';

const payout = {
  id: 11,
  eventId: 3,
  requestedAmount: 15_000,
  paidAmount: null,
  status: 'PENDING',
  createdAt: '2026-05-01T12:00:00.000Z',
  concludedAt: null,
  destinationMasked: 'Pix CPF ***.456.789-**',
  transferId: null,
  failureReason: null,
};

const setup = (body: unknown, status = 200) => {
  const fetch = fakeFetch(() => fakeResponse(status, body));
  const client = createApiClient({
    storage: memoryStorage({
      userToken: 'tok',
      userId: '7',
      adminToken: 'adm',
      adminId: '2',
    }),
    onUnauthorized: jest.fn(),
    fetchImpl: fetch.impl,
  });
  return { client, calls: fetch.calls };
};

describe('payout calls', () => {
  it('requestPayout posts to the event’s payout requests and answers the confirmation', async () => {
    const { client, calls } = setup(
      { success: true, message: 'Repasse solicitado.', payout },
      201,
    );

    const answer = await requestPayout(3, client);

    expect(answer).toEqual({
      success: true,
      message: 'Repasse solicitado.',
      payout,
    });
    expect(calls[0].url).toBe('/api/users/events/3/payout-requests');
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.headers).toMatchObject({ 'X-User-Id': '7' });
  });

  it('requestPayout raises the server’s 409 message', async () => {
    const { client } = setup(
      {
        success: false,
        message: 'Já existe um repasse pendente para este evento.',
      },
      409,
    );
    await expect(requestPayout(3, client)).rejects.toMatchObject({
      status: 409,
      message: 'Já existe um repasse pendente para este evento.',
    });
  });
});

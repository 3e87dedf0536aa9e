import { createApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';
import { cancelPayout } from './cancel-payout';
import { concludePayout } from './conclude-payout';
import { failPayout } from './fail-payout';
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

  it('concludePayout puts the paid amount with the admin session', async () => {
    const paid = {
      ...payout,
      status: 'PAID',
      paidAmount: 15_000,
      concludedAt: '2026-05-02T09:00:00.000Z',
    };
    const { client, calls } = setup({
      success: true,
      message: 'ok',
      payout: paid,
    });

    expect(
      (await concludePayout(11, { paidAmount: 15_000 }, client)).payout,
    ).toEqual(paid);
    expect(calls[0].url).toBe('/api/admin/payouts/11/conclude');
    expect(calls[0].init.method).toBe('PUT');
    expect(calls[0].init.headers).toMatchObject({
      Authorization: 'Bearer adm',
      'X-Admin-Id': '2',
    });
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      paidAmount: 15_000,
    });
  });

  it.each([
    ['failPayout', failPayout, 'fail', 'FAILED'],
    ['cancelPayout', cancelPayout, 'cancel', 'CANCELLED'],
  ] as const)('%s puts to /%s', async (_name, call, action, status) => {
    const { client, calls } = setup({
      success: true,
      message: 'ok',
      payout: { ...payout, status },
    });

    expect((await call(11, client)).payout.status).toBe(status);
    expect(calls[0].url).toBe(`/api/admin/payouts/11/${action}`);
    expect(calls[0].init.method).toBe('PUT');
  });
});

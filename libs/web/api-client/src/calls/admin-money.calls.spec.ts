import { moneyRoutes, itemAt } from '@celebra/contracts';
import { callRoute } from '../lib/call-route';
import { createApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';

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
  const onUnauthorized = jest.fn();
  const client = createApiClient({
    storage: memoryStorage({ adminToken: 'adm', adminId: '2' }),
    onUnauthorized,
    fetchImpl: fetch.impl,
  });
  return { client, calls: fetch.calls, onUnauthorized };
};

const adminHeaders = { Authorization: 'Bearer adm', 'X-Admin-Id': '2' };
const sentBody = (init: RequestInit) => JSON.parse(String(init.body));

describe('admin payout calls', () => {
  it('adminPayoutDestination reads a Pix destination whole with the admin session', async () => {
    const destination = {
      kind: 'PIX',
      pixKeyType: 'CPF',
      pixKey: '12345678909',
      holderName: 'Ana Lima',
      holderDocument: '12345678909',
    };
    const { client, calls } = setup({ success: true, destination });

    expect(
      (
        await callRoute(
          moneyRoutes.adminPayoutDestination,
          { params: { id: 11 } },
          client,
        )
      ).destination,
    ).toEqual(destination);
    expect(calls[0]?.url).toBe('/api/admin/payouts/11/destination');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.headers).toMatchObject(adminHeaders);
  });

  it('adminPayoutDestination reads a bank account with the bank name', async () => {
    const destination = {
      kind: 'BANK',
      bankCode: '001',
      bankName: 'Banco do Brasil',
      agency: '1234',
      account: '123456',
      accountDigit: 'X',
      accountType: 'CHECKING',
      holderName: 'Ana Lima',
      holderDocument: '12345678000195',
    };
    const { client } = setup({ success: true, destination });

    expect(
      (
        await callRoute(
          moneyRoutes.adminPayoutDestination,
          { params: { id: 11 } },
          client,
        )
      ).destination,
    ).toEqual(destination);
  });

  it("adminPayoutDestination raises the server's message for a payout without a destination", async () => {
    const { client } = setup(
      {
        success: false,
        message: 'Este repasse não tem dados de destino registrados.',
      },
      404,
    );
    await expect(
      callRoute(
        moneyRoutes.adminPayoutDestination,
        { params: { id: 11 } },
        client,
      ),
    ).rejects.toMatchObject({
      status: 404,
      message: 'Este repasse não tem dados de destino registrados.',
    });
  });

  it('adminConcludePayout puts the paid amount and the transfer id', async () => {
    const paid = {
      ...payout,
      status: 'PAID',
      paidAmount: 15_000,
      transferId: 'E12345678202605021200abcdefghijk',
      concludedAt: '2026-05-02T09:00:00.000Z',
    };
    const { client, calls } = setup({ success: true, payout: paid });

    const answer = await callRoute(
      moneyRoutes.adminConcludePayout,
      {
        params: { id: 11 },
        body: {
          paidAmount: 15_000,
          transferId: 'E12345678202605021200abcdefghijk',
        },
      },
      client,
    );

    expect(answer.payout).toEqual(paid);
    expect(calls[0]?.url).toBe('/api/admin/payouts/11/conclude');
    expect(calls[0]?.init.method).toBe('PUT');
    expect(calls[0]?.init.headers).toMatchObject(adminHeaders);
    expect(sentBody(itemAt(calls, 0).init)).toEqual({
      paidAmount: 15_000,
      transferId: 'E12345678202605021200abcdefghijk',
    });
  });

  it("adminConcludePayout raises the field's message of a 400", async () => {
    const { client } = setup(
      {
        success: false,
        message: 'Informe o identificador da transferência Pix.',
      },
      400,
    );
    await expect(
      callRoute(
        moneyRoutes.adminConcludePayout,
        { params: { id: 11 }, body: { paidAmount: 15_000 } },
        client,
      ),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Informe o identificador da transferência Pix.',
    });
  });

  it('adminFailPayout puts the reason', async () => {
    const failed = {
      ...payout,
      status: 'FAILED',
      failureReason: 'Chave Pix inexistente.',
      concludedAt: '2026-05-02T09:00:00.000Z',
    };
    const { client, calls } = setup({ success: true, payout: failed });

    const answer = await callRoute(
      moneyRoutes.adminFailPayout,
      { params: { id: 11 }, body: { reason: 'Chave Pix inexistente.' } },
      client,
    );

    expect(answer.payout.failureReason).toBe('Chave Pix inexistente.');
    expect(calls[0]?.url).toBe('/api/admin/payouts/11/fail');
    expect(calls[0]?.init.method).toBe('PUT');
    expect(calls[0]?.init.headers).toMatchObject(adminHeaders);
    expect(sentBody(itemAt(calls, 0).init)).toEqual({
      reason: 'Chave Pix inexistente.',
    });
  });

  it('adminCancelPayout puts to /cancel', async () => {
    const { client, calls } = setup({
      success: true,
      payout: { ...payout, status: 'CANCELLED' },
    });

    expect(
      (
        await callRoute(
          moneyRoutes.adminCancelPayout,
          { params: { id: 11 } },
          client,
        )
      ).payout.status,
    ).toBe('CANCELLED');
    expect(calls[0]?.url).toBe('/api/admin/payouts/11/cancel');
    expect(calls[0]?.init.method).toBe('PUT');
    expect(calls[0]?.init.headers).toMatchObject(adminHeaders);
  });
});

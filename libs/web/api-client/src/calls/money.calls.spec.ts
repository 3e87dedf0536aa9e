import { moneyRoutes, itemAt } from '@celebra/contracts';
import { callRoute } from '../lib/call-route';
import { createApiClient } from '../lib/create-api-client';
import { csvFile } from '../lib/csv-file';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';

const setup = (body: unknown, status = 200) => {
  const fetch = fakeFetch(() => fakeResponse(status, body));
  const client = createApiClient({
    storage: memoryStorage({ userToken: 'tok', userId: '7' }),
    onUnauthorized: jest.fn(),
    fetchImpl: fetch.impl,
  });
  return { client, calls: fetch.calls };
};

describe('host money calls', () => {
  it('receivedGifts reads the event’s received gifts with the host session', async () => {
    const gift = {
      id: 4,
      guestName: '',
      createdAt: '2026-05-01T12:00:00.000Z',
      status: 'APPROVED',
      userAmount: 9_500,
      total: 10_000,
      guestContact: 'carla@example.com',
      guestNote: 'Felicidades!',
      invitationName: null,
      thankedAt: null,
      items: [
        {
          id: 1,
          giftName: 'Jantar',
          quantity: 2,
          unitPrice: 5_000,
          kind: 'fixed',
          shareCount: null,
          gift: { imageUrl: null },
        },
      ],
    };
    const { client, calls } = setup({
      success: true,
      receivedGifts: [gift],
      total: 1,
    });

    const answer = await callRoute(
      moneyRoutes.receivedGifts,
      { params: { eventId: 3 } },
      client,
    );

    expect(answer.receivedGifts).toEqual([gift]);
    expect(calls[0]?.url).toBe('/api/users/events/3/received-gifts');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'X-User-Id': '7',
    });
  });

  it('transactions reads the four balances', async () => {
    const totals = {
      totalReceived: 10_000,
      totalTransferred: 4_000,
      totalPending: 1_000,
      totalAvailable: 5_000,
    };
    const { client, calls } = setup({ success: true, ...totals });

    expect(
      await callRoute(
        moneyRoutes.transactions,
        { params: { eventId: 3 } },
        client,
      ),
    ).toEqual({
      success: true,
      ...totals,
    });
    expect(calls[0]?.url).toBe('/api/users/events/3/transactions');
  });

  it('rejects balances in reais instead of centavos', async () => {
    const { client } = setup({
      success: true,
      totalReceived: 100.5,
      totalTransferred: 0,
      totalPending: 0,
      totalAvailable: 100.5,
    });
    await expect(
      callRoute(moneyRoutes.transactions, { params: { eventId: 3 } }, client),
    ).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });
});

const destination = {
  kind: 'PIX',
  masked: 'Pix CPF ***.456.789-**',
  holderName: 'Ana Souza',
  updatedAt: '2026-05-12T10:00:00.000Z',
  payoutsFrom: null,
};

const readBlob = (blob: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

describe('host payout destination calls', () => {
  it('payoutDestination reads the masked destination with the host session', async () => {
    const { client, calls } = setup({ success: true, destination });

    expect(
      (
        await callRoute(
          moneyRoutes.payoutDestination,
          { params: { eventId: 3 } },
          client,
        )
      ).destination,
    ).toEqual(destination);
    expect(calls[0]?.url).toBe('/api/users/events/3/payout-destination');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'X-User-Id': '7',
    });
  });

  it('payoutDestination answers null before the host fills it in', async () => {
    const { client } = setup({ success: true, destination: null });
    expect(
      (
        await callRoute(
          moneyRoutes.payoutDestination,
          { params: { eventId: 3 } },
          client,
        )
      ).destination,
    ).toBeNull();
  });

  it('savePayoutDestination puts the form and answers the masked view', async () => {
    const { client, calls } = setup({ success: true, destination });
    const body = {
      kind: 'PIX' as const,
      pixKeyType: 'CPF' as const,
      pixKey: '12345678909',
      holderName: 'Ana Souza',
      holderDocument: '12345678909',
    };

    expect(
      (
        await callRoute(
          moneyRoutes.savePayoutDestination,
          { params: { eventId: 3 }, body },
          client,
        )
      ).destination,
    ).toEqual(destination);
    expect(calls[0]?.url).toBe('/api/users/events/3/payout-destination');
    expect(calls[0]?.init.method).toBe('PUT');
    expect(JSON.parse(String(itemAt(calls, 0).init.body))).toEqual(body);
  });

  it('savePayoutDestination raises the field message of a 400', async () => {
    const { client } = setup(
      {
        success: false,
        message: 'Informe um CPF ou CNPJ válido do titular.',
      },
      400,
    );
    await expect(
      callRoute(
        moneyRoutes.savePayoutDestination,
        {
          params: { eventId: 3 },
          body: {
            kind: 'BANK',
            bankCode: '001',
            agency: '1234',
            account: '123456',
            accountDigit: '7',
            accountType: 'CHECKING',
            holderName: 'Ana Souza',
            holderDocument: '111',
          },
        },
        client,
      ),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Informe um CPF ou CNPJ válido do titular.',
    });
  });
});

describe('host payout history and received gifts calls', () => {
  it('payoutRequests reads the history with transfer id and failure reason', async () => {
    const payouts = [
      {
        id: 2,
        eventId: 3,
        requestedAmount: 5_000,
        paidAmount: null,
        status: 'FAILED',
        createdAt: '2026-05-03T12:00:00.000Z',
        concludedAt: '2026-05-04T12:00:00.000Z',
        destinationMasked: 'Pix CPF ***.456.789-**',
        transferId: null,
        failureReason: 'Chave Pix inexistente',
      },
      {
        id: 1,
        eventId: 3,
        requestedAmount: 10_000,
        paidAmount: 10_000,
        status: 'PAID',
        createdAt: '2026-05-01T12:00:00.000Z',
        concludedAt: '2026-05-02T12:00:00.000Z',
        destinationMasked: null,
        transferId: 'E00000000202605021200abcdefghijk',
        failureReason: null,
      },
    ];
    const { client, calls } = setup({ success: true, payouts });

    expect(
      (
        await callRoute(
          moneyRoutes.payoutRequests,
          { params: { eventId: 3 } },
          client,
        )
      ).payouts,
    ).toEqual(payouts);
    expect(calls[0]?.url).toBe('/api/users/events/3/payout-requests');
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('setThanked puts the mark and answers when it was set', async () => {
    const { client, calls } = setup({
      success: true,
      thankedAt: '2026-05-12T10:00:00.000Z',
    });

    expect(
      await callRoute(
        moneyRoutes.setThanked,
        { params: { eventId: 3, orderId: 11 }, body: { thanked: true } },
        client,
      ),
    ).toEqual({
      success: true,
      thankedAt: '2026-05-12T10:00:00.000Z',
    });
    expect(calls[0]?.url).toBe('/api/users/events/3/received-gifts/11/thanked');
    expect(calls[0]?.init.method).toBe('PUT');
    expect(JSON.parse(String(itemAt(calls, 0).init.body))).toEqual({
      thanked: true,
    });
  });

  it('receivedGiftsCsv, saved with csvFile, gives a CSV blob that starts with the BOM', async () => {
    const csv = 'Convidado;Contato\r\nCarla;carla@example.com\r\n';
    const { client, calls } = setup(csv);

    const blob = csvFile(
      await callRoute(
        moneyRoutes.receivedGiftsCsv,
        { params: { eventId: 3 } },
        client,
      ),
    );

    expect(calls[0]?.url).toBe('/api/users/events/3/received-gifts.csv');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = await readBlob(blob);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(csv);
  });
});

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

/** Both sessions stored: a host call must send the host's. */
const setupBothSessions = (body: unknown, status = 200) => {
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
    const { client, calls } = setupBothSessions(
      { success: true, message: 'Repasse solicitado.', payout },
      201,
    );

    const answer = await callRoute(
      moneyRoutes.requestPayout,
      { params: { eventId: 3 } },
      client,
    );

    expect(answer).toEqual({
      success: true,
      message: 'Repasse solicitado.',
      payout,
    });
    expect(calls[0]?.url).toBe('/api/users/events/3/payout-requests');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.headers).toMatchObject({ 'X-User-Id': '7' });
  });

  it('requestPayout raises the server’s 409 message', async () => {
    const { client } = setupBothSessions(
      {
        success: false,
        message: 'Já existe um repasse pendente para este evento.',
      },
      409,
    );
    await expect(
      callRoute(moneyRoutes.requestPayout, { params: { eventId: 3 } }, client),
    ).rejects.toMatchObject({
      status: 409,
      message: 'Já existe um repasse pendente para este evento.',
    });
  });
});

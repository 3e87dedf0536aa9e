import { createApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';
import { exportReceivedGiftsCsv } from './export-received-gifts-csv';
import { getPayoutDestination } from './get-payout-destination';
import { listPayoutRequests } from './list-payout-requests';
import { savePayoutDestination } from './save-payout-destination';
import { setReceivedGiftThanked } from './set-received-gift-thanked';

const setup = (body: unknown, status = 200) => {
  const fetch = fakeFetch(() => fakeResponse(status, body));
  const client = createApiClient({
    storage: memoryStorage({ userToken: 'tok', userId: '7' }),
    onUnauthorized: jest.fn(),
    fetchImpl: fetch.impl,
  });
  return { client, calls: fetch.calls };
};

const destination = {
  kind: 'PIX',
  masked: 'Pix CPF ***.456.789-**',
  holderName: 'Ana Souza',
  updatedAt: '2026-05-12T10:00:00.000Z',
};

const readBlob = (blob: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

describe('host payout destination calls', () => {
  it('getPayoutDestination reads the masked destination with the host session', async () => {
    const { client, calls } = setup({ success: true, destination });

    expect((await getPayoutDestination(3, client)).destination).toEqual(
      destination,
    );
    expect(calls[0].url).toBe('/api/users/events/3/payout-destination');
    expect(calls[0].init.method).toBe('GET');
    expect(calls[0].init.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'X-User-Id': '7',
    });
  });

  it('getPayoutDestination answers null before the host fills it in', async () => {
    const { client } = setup({ success: true, destination: null });
    expect((await getPayoutDestination(3, client)).destination).toBeNull();
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

    expect((await savePayoutDestination(3, body, client)).destination).toEqual(
      destination,
    );
    expect(calls[0].url).toBe('/api/users/events/3/payout-destination');
    expect(calls[0].init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0].init.body))).toEqual(body);
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
      savePayoutDestination(
        3,
        {
          kind: 'BANK',
          bankCode: '001',
          agency: '1234',
          account: '123456',
          accountDigit: '7',
          accountType: 'CHECKING',
          holderName: 'Ana Souza',
          holderDocument: '111',
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
  it('listPayoutRequests reads the history with transfer id and failure reason', async () => {
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

    expect((await listPayoutRequests(3, client)).payouts).toEqual(payouts);
    expect(calls[0].url).toBe('/api/users/events/3/payout-requests');
    expect(calls[0].init.method).toBe('GET');
  });

  it('setReceivedGiftThanked puts the mark and answers when it was set', async () => {
    const { client, calls } = setup({
      success: true,
      thankedAt: '2026-05-12T10:00:00.000Z',
    });

    expect(await setReceivedGiftThanked(3, 11, true, client)).toEqual({
      success: true,
      thankedAt: '2026-05-12T10:00:00.000Z',
    });
    expect(calls[0].url).toBe('/api/users/events/3/received-gifts/11/thanked');
    expect(calls[0].init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ thanked: true });
  });

  it('exportReceivedGiftsCsv gives a CSV blob that starts with the BOM', async () => {
    const csv = 'Convidado;Contato\r\nCarla;carla@example.com\r\n';
    const { client, calls } = setup(csv);

    const blob = await exportReceivedGiftsCsv(3, client);

    expect(calls[0].url).toBe('/api/users/events/3/received-gifts.csv');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = await readBlob(blob);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(csv);
  });
});

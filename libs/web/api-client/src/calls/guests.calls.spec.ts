import { createApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';
import { guestsRoutes, itemAt } from '@celebra/contracts';
import { callRoute } from '../lib/call-route';
import { csvFile } from '../lib/csv-file';

const setup = (body: unknown, status = 200) => {
  const fetch = fakeFetch(() => fakeResponse(status, body));
  const onUnauthorized = jest.fn();
  const client = createApiClient({
    storage: memoryStorage({ userToken: 'tok', userId: '7' }),
    onUnauthorized,
    fetchImpl: fetch.impl,
  });
  return { client, calls: fetch.calls, onUnauthorized };
};

const form = {
  firstName: 'Maria',
  lastName: 'Silva',
  email: 'maria@example.com',
  phoneNumber: '(11) 98765-4321',
};
const guest = {
  id: 5,
  ...form,
  attending: true,
  companions: 1,
  companionNames: ['Leo Silva'],
  message: 'Até lá!',
  createdAt: '2027-05-01T12:00:00.000Z',
  pendingResponses: [],
};

describe('guests calls', () => {
  it('acceptResponse and discardResponse review an answer waiting for the host', async () => {
    const { client, calls } = setup({
      success: true,
      message: 'Resposta aceita. O convidado foi atualizado.',
      guest,
    });
    await expect(
      callRoute(
        guestsRoutes.acceptResponse,
        { params: { eventId: 3, guestId: 5, responseId: 9 } },
        client,
      ),
    ).resolves.toMatchObject({
      guest,
    });
    const discard = setup({ success: true, message: 'Resposta descartada.' });
    await expect(
      callRoute(
        guestsRoutes.discardResponse,
        { params: { eventId: 3, guestId: 5, responseId: 9 } },
        discard.client,
      ),
    ).resolves.toEqual({ success: true, message: 'Resposta descartada.' });
    expect([itemAt(calls, 0).init.method, itemAt(calls, 0).url]).toEqual([
      'POST',
      '/api/users/guests/3/5/responses/9/accept',
    ]);
    expect(itemAt(calls, 0).init.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'X-User-Id': '7',
    });
    expect([
      itemAt(discard.calls, 0).init.method,
      itemAt(discard.calls, 0).url,
    ]).toEqual(['DELETE', '/api/users/guests/3/5/responses/9']);
  });

  it('exportCsv, saved with csvFile, gives a CSV blob that starts with the BOM', async () => {
    const csv = 'Nome;Sobrenome\r\nMaria;Silva\r\n';
    const { client, calls } = setup(csv);
    const blob = csvFile(
      await callRoute(
        guestsRoutes.exportCsv,
        { params: { eventId: 3 } },
        client,
      ),
    );
    expect(calls[0]?.url).toBe('/api/users/guests/3/export');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () =>
        resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blob);
    });
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(csv);
  });

  it('a 401 sends the host to login', async () => {
    const { client, onUnauthorized } = setup(
      { success: false, message: 'Sessão inválida ou expirada.' },
      401,
    );
    await expect(
      callRoute(guestsRoutes.exportCsv, { params: { eventId: 3 } }, client),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledWith('users');
  });
});

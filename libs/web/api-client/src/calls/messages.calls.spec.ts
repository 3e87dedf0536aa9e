import { createApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';
import { messagesRoutes, itemAt } from '@celebra/contracts';
import { callRoute } from '../lib/call-route';

const setup = (body: unknown, status = 200) => {
  const fetch = fakeFetch(() => fakeResponse(status, body));
  const client = createApiClient({
    storage: memoryStorage({ userToken: 'tok', userId: '7' }),
    onUnauthorized: jest.fn(),
    fetchImpl: fetch.impl,
  });
  return { client, calls: fetch.calls };
};

describe('messages calls', () => {
  it('list loads the messages with the host session', async () => {
    const message = {
      kind: 'message',
      source: 'message',
      id: 1,
      senderName: 'Carla Dias',
      email: 'carla@example.com',
      phone: null,
      message: 'Felicidades!',
      createdAt: '2027-05-01T12:00:00.000Z',
      thankedAt: null,
    };
    const { client, calls } = setup({
      success: true,
      messages: [message],
      total: 21,
    });
    await expect(
      callRoute(
        messagesRoutes.list,
        { params: { eventId: 3 }, query: { page: 2, limit: 20 } },
        client,
      ),
    ).resolves.toEqual({ success: true, messages: [message], total: 21 });
    expect(calls[0]?.url).toBe('/api/users/messages/3?page=2&limit=20');
    expect(calls[0]?.init.headers).toMatchObject({ 'X-User-Id': '7' });
  });

  it('remove removes one message', async () => {
    const { client, calls } = setup({
      success: true,
      message: 'Recado removido com sucesso.',
    });
    await expect(
      callRoute(
        messagesRoutes.remove,
        { params: { eventId: 3, messageId: 9 } },
        client,
      ),
    ).resolves.toMatchObject({
      message: 'Recado removido com sucesso.',
    });
    expect([itemAt(calls, 0).init.method, itemAt(calls, 0).url]).toEqual([
      'DELETE',
      '/api/users/messages/3/9',
    ]);
  });

  it("throws the server's 404", async () => {
    const { client } = setup(
      { success: false, message: 'Recado não encontrado.' },
      404,
    );
    await expect(
      callRoute(
        messagesRoutes.remove,
        { params: { eventId: 3, messageId: 9 } },
        client,
      ),
    ).rejects.toMatchObject({
      status: 404,
      message: 'Recado não encontrado.',
    });
  });
});

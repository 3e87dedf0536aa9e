import {
  deleteGuestMessageResponseSchema,
  listMessagesResponseSchema,
} from '@celebra/contracts';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost } from '../../test/factories';
import {
  countGuestMessages,
  createGuestMessage,
} from '../../test/guest-factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const list = (eventId: number, headers: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/users/messages/${eventId}`,
    headers,
  });

const remove = (
  eventId: number,
  messageId: number | string,
  headers: Record<string, string>,
) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/users/messages/${eventId}/${messageId}`,
    headers,
  });

describe('GET /api/users/messages/{eventId}', () => {
  it("lists the event's messages, newest first", async () => {
    const host = await createHost(t.database.db);
    const other = await createHost(t.database.db);
    const { db } = t.database;
    const older = await createGuestMessage(db, host.event.id, {
      message: 'Primeiro!',
      createdAt: new Date('2027-01-01T10:00:00Z'),
    });
    const newer = await createGuestMessage(db, host.event.id, {
      firstName: 'Pedro',
      lastName: 'Lima',
      email: 'pedro@example.com',
      message: 'Muitas felicidades\nao casal!',
      createdAt: new Date('2027-02-01T10:00:00Z'),
    });
    await createGuestMessage(db, other.event.id);

    const response = await list(host.event.id, host.headers);

    expect(response.statusCode).toBe(200);
    expect(listMessagesResponseSchema.parse(response.json())).toEqual({
      success: true,
      messages: [
        {
          kind: 'message',
          source: 'message',
          id: newer.id,
          senderName: 'Pedro Lima',
          email: 'pedro@example.com',
          phone: null,
          message: 'Muitas felicidades\nao casal!',
          createdAt: '2027-02-01T10:00:00.000Z',
          thankedAt: null,
        },
        {
          kind: 'message',
          source: 'message',
          id: older.id,
          senderName: 'Carla Dias',
          email: 'carla@example.com',
          phone: null,
          message: 'Primeiro!',
          createdAt: '2027-01-01T10:00:00.000Z',
          thankedAt: null,
        },
      ],
      total: 2,
    });
  });

  it('answers an empty list', async () => {
    const host = await createHost(t.database.db);
    const response = await list(host.event.id, host.headers);
    expect(response.json()).toEqual({ success: true, messages: [], total: 0 });
  });

  it('answers one page (20 by default) with the count of every message', async () => {
    const host = await createHost(t.database.db);
    for (let index = 0; index < 22; index += 1)
      await createGuestMessage(t.database.db, host.event.id, {
        message: `Recado ${index}`,
        createdAt: new Date(Date.UTC(2027, 0, 1, 10, index)),
      });
    const page = async (query: string) =>
      listMessagesResponseSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/users/messages/${host.event.id}${query}`,
            headers: host.headers,
          })
        ).json(),
      );
    const first = await page('');
    expect(first.total).toBe(22);
    expect(first.messages).toHaveLength(20);
    expect(first.messages[0]?.message).toBe('Recado 21');
    const second = await page('?page=2');
    expect(second.messages.map((message) => message.message)).toEqual([
      'Recado 1',
      'Recado 0',
    ]);
  });

  it('answers 401 without a session', async () => {
    const host = await createHost(t.database.db);
    expect((await list(host.event.id, {})).statusCode).toBe(401);
  });

  it("answers 404 'Evento não encontrado.' for another host's event", async () => {
    const host = await createHost(t.database.db);
    const other = await createHost(t.database.db);
    await createGuestMessage(t.database.db, host.event.id);
    const response = await list(host.event.id, other.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Evento não encontrado.');
    expect(response.body).not.toContain('Felicidades');
  });
});

describe('DELETE /api/users/messages/{eventId}/{messageId}', () => {
  it("removes the message: 'Recado removido com sucesso.'", async () => {
    const host = await createHost(t.database.db);
    const message = await createGuestMessage(t.database.db, host.event.id);
    await createGuestMessage(t.database.db, host.event.id);

    const response = await remove(host.event.id, message.id, host.headers);

    expect(response.statusCode).toBe(200);
    expect(deleteGuestMessageResponseSchema.parse(response.json())).toEqual({
      success: true,
      message: 'Recado removido com sucesso.',
    });
    const { messages } = listMessagesResponseSchema.parse(
      (await list(host.event.id, host.headers)).json(),
    );
    expect(messages.map((m) => m.id)).not.toContain(message.id);
    expect(messages).toHaveLength(1);
  });

  it("answers 404 'Recado não encontrado.' for a message of another event and keeps it", async () => {
    const host = await createHost(t.database.db);
    const other = await createHost(t.database.db);
    const foreign = await createGuestMessage(t.database.db, other.event.id);
    for (const id of [foreign.id, 2_000_000_000]) {
      const response = await remove(host.event.id, id, host.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Recado não encontrado.');
    }
    expect(await countGuestMessages(t.database.db, other.event.id)).toBe(1);
  });

  it("answers 404 for another host's event, 401 without a session, and keeps the message", async () => {
    const host = await createHost(t.database.db);
    const other = await createHost(t.database.db);
    const message = await createGuestMessage(t.database.db, host.event.id);
    const foreign = await remove(host.event.id, message.id, other.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Evento não encontrado.');
    expect((await remove(host.event.id, message.id, {})).statusCode).toBe(401);
    expect(await countGuestMessages(t.database.db, host.event.id)).toBe(1);
  });

  it("answers 400 'Identificador inválido.' for a malformed id", async () => {
    const host = await createHost(t.database.db);
    const response = await remove(host.event.id, '0', host.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Identificador inválido.');
  });
});

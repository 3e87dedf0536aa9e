import {
  deleteGuestMessageResponseSchema,
  listGuestMessagesResponseSchema,
} from '@celebra/contracts';
import { guestMessages } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { insertEvent, insertUser } from '../../test/admin-factories';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createAdmin, createHost, type TestAdmin } from '../../test/factories';
import { createGuestMessage } from '../../test/guest-factories';

let t: TestApp;
let admin: TestAdmin;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.database.db);
});

afterAll(async () => {
  await t.close();
});

const request = (
  method: 'GET' | 'DELETE',
  url: string,
  headers = admin.headers,
) => t.app.inject({ method, url, headers });

const newEvent = async () =>
  (await insertEvent(t.database.db, (await insertUser(t.database.db)).id)).id;

const messageExists = async (id: number) =>
  (await t.database.db.$count(guestMessages, eq(guestMessages.id, id))) === 1;

describe('GET /api/admin/events/{id}/messages', () => {
  it("lists the event's messages, newest first", async () => {
    const eventId = await newEvent();
    const older = await createGuestMessage(t.database.db, eventId, {
      createdAt: new Date('2030-03-01T12:00:00Z'),
    });
    const newer = await createGuestMessage(t.database.db, eventId, {
      firstName: 'Davi',
      message: 'Parabéns!',
      createdAt: new Date('2030-03-02T12:00:00Z'),
    });
    await createGuestMessage(t.database.db, await newEvent());

    const response = await request(
      'GET',
      `/api/admin/events/${eventId}/messages`,
    );
    expect(response.statusCode).toBe(200);
    const body = listGuestMessagesResponseSchema.parse(response.json());
    expect(body.messages.map((message) => message.id)).toEqual([
      newer.id,
      older.id,
    ]);
    expect(body.messages[0]).toEqual({
      id: newer.id,
      firstName: 'Davi',
      lastName: 'Dias',
      email: 'carla@example.com',
      message: 'Parabéns!',
      createdAt: '2030-03-02T12:00:00.000Z',
    });
  });

  it('answers an empty list, 404 for an unknown event and 401 without a session', async () => {
    const eventId = await newEvent();
    expect(
      (await request('GET', `/api/admin/events/${eventId}/messages`)).json(),
    ).toEqual({ success: true, messages: [], total: 0 });
    const missing = await request('GET', '/api/admin/events/999999/messages');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Evento não encontrado.');
    expect(
      (await request('GET', `/api/admin/events/${eventId}/messages`, {}))
        .statusCode,
    ).toBe(401);
  });
});

describe('DELETE /api/admin/events/{id}/messages/{messageId}', () => {
  it('removes the message', async () => {
    const eventId = await newEvent();
    const message = await createGuestMessage(t.database.db, eventId);
    const kept = await createGuestMessage(t.database.db, eventId);
    const response = await request(
      'DELETE',
      `/api/admin/events/${eventId}/messages/${message.id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(deleteGuestMessageResponseSchema.parse(response.json())).toEqual({
      success: true,
      message: 'Recado removido com sucesso.',
    });
    expect(await messageExists(message.id)).toBe(false);
    expect(await messageExists(kept.id)).toBe(true);
  });

  it('answers 404 for a message of another event or an unknown event, deleting nothing', async () => {
    const eventId = await newEvent();
    const foreign = await createGuestMessage(t.database.db, await newEvent());
    const other = await request(
      'DELETE',
      `/api/admin/events/${eventId}/messages/${foreign.id}`,
    );
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Recado não encontrado.');
    const unknown = await request(
      'DELETE',
      `/api/admin/events/999999/messages/${foreign.id}`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Evento não encontrado.');
    expect(await messageExists(foreign.id)).toBe(true);
  });

  it('answers 400 for a malformed id and 401 to a host token, deleting nothing', async () => {
    const host = await createHost(t.database.db);
    const message = await createGuestMessage(t.database.db, host.event.id);
    const malformed = await request(
      'DELETE',
      `/api/admin/events/${host.event.id}/messages/abc`,
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Identificador inválido.');
    const response = await request(
      'DELETE',
      `/api/admin/events/${host.event.id}/messages/${message.id}`,
      host.headers,
    );
    expect(response.statusCode).toBe(401);
    expect(await messageExists(message.id)).toBe(true);
  });
});

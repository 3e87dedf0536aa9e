import { eventMembers } from '@celebra/db';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { createHost, type TestHost } from '../test/factories';
import { createMember } from '../test/member-factories';
import { currentEvent } from './event-access';

let t: TestApp;
let owner: TestHost;
let stranger: TestHost;

beforeAll(async () => {
  t = await createTestApp({
    extend: async (app) => {
      await app.register(async (users) => {
        users.addHook('onRequest', users.requireUser);
        users.get(
          '/api/users/test-access/:eventId',
          { onRequest: users.requireEventAccess('guests') },
          (request) => ({ event: currentEvent(request) }),
        );
        users.get(
          '/api/users/test-access-id/:id/money',
          { onRequest: users.requireEventAccess('money') },
          (request) => ({ event: currentEvent(request) }),
        );
      });
    },
  });
  owner = await createHost(t.database.db);
  stranger = await createHost(t.database.db);
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

describe('requireEventAccess', () => {
  it.each([
    ['eventId', (id: number) => `/api/users/test-access/${id}`],
    ['id', (id: number) => `/api/users/test-access-id/${id}/money`],
  ])('hands the owner their event and role (:%s)', async (_, path) => {
    const response = await get(path(owner.event.id), owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().event).toMatchObject({
      id: owner.event.id,
      userId: owner.user.id,
      slug: owner.event.slug,
      role: 'owner',
    });
  });

  it('lets a member whose role allows the permission through, with their role', async () => {
    const assistant = await createMember(
      t.database.db,
      owner.event.id,
      'assistant',
    );
    const response = await get(
      `/api/users/test-access/${owner.event.id}`,
      assistant.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().event.role).toBe('assistant');
  });

  it('answers 403 with a pt-BR message to a member whose role lacks it', async () => {
    const assistant = await createMember(
      t.database.db,
      owner.event.id,
      'assistant',
    );
    const response = await get(
      `/api/users/test-access-id/${owner.event.id}/money`,
      assistant.headers,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'FORBIDDEN',
      message: 'Seu acesso a este evento não permite esta ação.',
    });
  });

  it('refuses a removed member on their next request', async () => {
    const cohost = await createMember(t.database.db, owner.event.id, 'cohost');
    const url = `/api/users/test-access-id/${owner.event.id}/money`;
    expect((await get(url, cohost.headers)).statusCode).toBe(200);
    await t.database.db
      .delete(eventMembers)
      .where(
        and(
          eq(eventMembers.eventId, owner.event.id),
          eq(eventMembers.userId, cohost.user.id),
        ),
      );
    const response = await get(url, cohost.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Evento não encontrado.');
  });

  it.each([
    ['another host’s event', () => `${owner.event.id}`],
    ['a missing event', () => '2000000000'],
    ['a malformed id', () => 'abc'],
    ['zero', () => '0'],
    ['an id beyond the column range', () => '9999999999'],
  ])('answers 404 without telling why for %s', async (_, id) => {
    const response = await get(
      `/api/users/test-access/${id()}`,
      stranger.headers,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Evento não encontrado.',
    });
  });

  it('lets the session guard answer first without a session', async () => {
    const response = await get(`/api/users/test-access/${owner.event.id}`, {});
    expect(response.statusCode).toBe(401);
  });
});

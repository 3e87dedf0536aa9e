import { createTestApp, type TestApp } from '../test/create-test-app';
import { createHost, type TestHost } from '../test/factories';
import { currentEvent } from './event-owner';

let t: TestApp;
let owner: TestHost;
let stranger: TestHost;

beforeAll(async () => {
  t = await createTestApp({
    extend: async (app) => {
      await app.register(async (users) => {
        users.addHook('onRequest', users.requireUser);
        users.addHook('onRequest', users.requireEventOwner);
        users.get('/api/users/test-owner/:eventId', (request) => ({
          event: currentEvent(request),
        }));
        users.get('/api/users/test-owner-id/:id/things', (request) => ({
          event: currentEvent(request),
        }));
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

describe('requireEventOwner', () => {
  it.each([
    ['eventId', (id: number) => `/api/users/test-owner/${id}`],
    ['id', (id: number) => `/api/users/test-owner-id/${id}/things`],
  ])('hands the owner their event (:%s)', async (_, path) => {
    const response = await get(path(owner.event.id), owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().event).toMatchObject({
      id: owner.event.id,
      userId: owner.user.id,
      slug: owner.event.slug,
    });
  });

  it.each([
    ['another host’s event', () => `${owner.event.id}`],
    ['a missing event', () => '2000000000'],
    ['a malformed id', () => 'abc'],
    ['zero', () => '0'],
    ['an id beyond the column range', () => '9999999999'],
  ])('answers 404 without telling why for %s', async (_, id) => {
    const response = await get(
      `/api/users/test-owner/${id()}`,
      stranger.headers,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Evento não encontrado.',
    });
  });

  it('lets the session guard answer first without a session', async () => {
    const response = await get(`/api/users/test-owner/${owner.event.id}`, {});
    expect(response.statusCode).toBe(401);
  });
});

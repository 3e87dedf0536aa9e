import { eventDashboardResponseSchema } from '@celebra/contracts';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, type TestHost } from '../../test/factories';
import { createGuest, createGuestMessage } from '../../test/guest-factories';
import { insertOrder } from '../../test/money-factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const get = (host: TestHost, headers = host.headers) =>
  t.app.inject({
    method: 'GET',
    url: `/api/users/events/${host.event.id}/dashboard`,
    headers,
  });

describe('GET /api/users/events/{eventId}/dashboard', () => {
  it('counts confirmed people with companions (not those who cannot come), approved gift orders and messages', async () => {
    const host = await createHost(t.database.db);
    const other = await createHost(t.database.db);
    const db = t.database.db;
    await createGuest(db, host.event.id, { companions: 2 });
    await createGuest(db, host.event.id);
    await createGuest(db, host.event.id, { attending: false, companions: 1 });
    await createGuest(db, other.event.id, { companions: 4 });
    await insertOrder(db, host.event.id, { status: 'APPROVED' });
    await insertOrder(db, host.event.id, { status: 'APPROVED' });
    await insertOrder(db, host.event.id, { status: 'PENDING' });
    await insertOrder(db, host.event.id, { status: 'RECUSED' });
    await insertOrder(db, other.event.id, { status: 'APPROVED' });
    await createGuestMessage(db, host.event.id);
    await createGuestMessage(db, other.event.id);

    const response = await get(host);
    expect(response.statusCode).toBe(200);
    expect(eventDashboardResponseSchema.parse(response.json())).toEqual({
      success: true,
      counts: { confirmedGuests: 4, giftsReceived: 2, messages: 1 },
    });
  });

  it('answers zeros for a new event', async () => {
    const host = await createHost(t.database.db);
    expect((await get(host)).json().counts).toEqual({
      confirmedGuests: 0,
      giftsReceived: 0,
      messages: 0,
    });
  });

  it('answers 401 without a session and 404 for another host', async () => {
    const host = await createHost(t.database.db);
    const other = await createHost(t.database.db);
    expect((await get(host, {})).statusCode).toBe(401);
    const response = await get(host, other.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Evento não encontrado.');
  });
});

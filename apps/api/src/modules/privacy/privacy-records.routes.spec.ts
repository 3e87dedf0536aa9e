import {
  listAdminDataViewsResponseSchema,
  listPrivacyRequestsResponseSchema,
} from '@celebra/contracts';
import { adminDataViews, privacyRequests } from '@celebra/db';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createAdmin, createHost, type TestAdmin } from '../../test/factories';
import { insertOrder } from '../../test/money-factories';
import {
  givePayoutDestination,
  requestPayoutAs,
} from '../money/payout-destination.test-support';

let t: TestApp;
let admin: TestAdmin;
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.database.db);
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers = admin.headers) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/admin/privacy/requests', () => {
  beforeAll(async () => {
    await t.database.db.insert(privacyRequests).values([
      {
        kind: 'guest_erasure',
        email: 'answered@example.com',
        requestedAt: daysAgo(20),
        completedAt: daysAgo(19),
        outcome: 'Dados apagados',
      },
      {
        kind: 'account_closure',
        email: 'late@example.com',
        requestedAt: daysAgo(16),
      },
      {
        kind: 'account_export',
        email: 'pending@example.com',
        requestedAt: daysAgo(2),
      },
    ]);
  });

  it('lists every request newest first, with the days taken and the late ones flagged', async () => {
    const response = await get('/api/admin/privacy/requests');
    expect(response.statusCode).toBe(200);
    const body = listPrivacyRequestsResponseSchema.parse(response.json());
    expect(body.total).toBe(3);
    expect(body.requests).toEqual([
      expect.objectContaining({
        email: 'pending@example.com',
        kind: 'account_export',
        completedAt: null,
        daysTaken: 2,
        overdue: false,
      }),
      expect.objectContaining({
        email: 'late@example.com',
        daysTaken: 16,
        overdue: true,
      }),
      expect.objectContaining({
        email: 'answered@example.com',
        outcome: 'Dados apagados',
        daysTaken: 1,
        overdue: false,
      }),
    ]);
  });

  it.each([
    ['pending', ['pending@example.com', 'late@example.com']],
    ['overdue', ['late@example.com']],
  ])('keeps the %s ones', async (status, emails) => {
    const response = await get(`/api/admin/privacy/requests?status=${status}`);
    const body = listPrivacyRequestsResponseSchema.parse(response.json());
    expect(body.requests.map((row) => row.email)).toEqual(emails);
    expect(body.total).toBe(emails.length);
  });

  it('pages the list', async () => {
    const response = await get('/api/admin/privacy/requests?page=2&limit=2');
    const body = listPrivacyRequestsResponseSchema.parse(response.json());
    expect(body.requests.map((row) => row.email)).toEqual([
      'answered@example.com',
    ]);
    expect(body.total).toBe(3);
  });

  it('answers an unknown filter with a pt-BR message', async () => {
    const response = await get('/api/admin/privacy/requests?status=late');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Filtro inválido');
  });

  it('is closed to hosts', async () => {
    const host = await createHost(t.database.db);
    const response = await get('/api/admin/privacy/requests', host.headers);
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/admin/privacy/data-views', () => {
  it("records each administrator's view of a whole payout destination", async () => {
    const host = await createHost(t.database.db);
    await givePayoutDestination(t.app, host);
    await insertOrder(t.database.db, host.event.id, { itemPrices: [30_000] });
    const payout = await requestPayoutAs(t.app, host);
    await t.database.db.delete(adminDataViews);

    const whole = await get(`/api/admin/payouts/${payout.id}/destination`);
    expect(whole.statusCode).toBe(200);
    const unknown = await get('/api/admin/payouts/2000000000/destination');
    expect(unknown.statusCode).toBe(404);
    const listed = await get('/api/admin/payouts');
    expect(listed.statusCode).toBe(200);

    const response = await get('/api/admin/privacy/data-views');
    expect(response.statusCode).toBe(200);
    const body = listAdminDataViewsResponseSchema.parse(response.json());
    expect(body.total).toBe(1);
    expect(body.views).toEqual([
      {
        id: expect.any(Number),
        admin: { name: 'Beatriz Lima', email: admin.admin.email },
        event: { id: host.event.id, title: 'Ana & João' },
        subject: 'payout_destination',
        viewedAt: expect.any(String),
      },
    ]);
    expect(Date.now() - Date.parse(body.views[0]?.viewedAt ?? '')).toBeLessThan(
      60_000,
    );
  });
});

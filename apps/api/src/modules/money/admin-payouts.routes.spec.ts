import {
  errorResponseSchema,
  listAdminPayoutsResponseSchema,
} from '@celebra/contracts';
import { payouts } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { insertEvent, insertUser } from '../../test/admin-factories';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createAdmin, createHost, type TestAdmin } from '../../test/factories';
import { insertPayout } from '../../test/money-factories';

let t: TestApp;
let admin: TestAdmin;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.database.db);
});

afterAll(async () => {
  await t.close();
});

const list = (query = '', headers = admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api/admin/payouts${query}`, headers });

async function payoutOf(
  status: 'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED',
  createdAt: string,
) {
  const user = await insertUser(t.database.db, { firstName: 'Otávio' });
  const event = await insertEvent(t.database.db, user.id, {
    title: `Evento ${createdAt}`,
  });
  const payout = await insertPayout(t.database.db, event.id, {
    requestedAmount: 12_000,
    status,
    ...(status === 'PAID' ? { paidAmount: 11_500 } : {}),
  });
  await t.database.db
    .update(payouts)
    .set({ createdAt: new Date(createdAt) })
    .where(eq(payouts.id, payout.id));
  return { ...payout, eventId: event.id, user };
}

describe('GET /api/admin/payouts', () => {
  it('lists the pending payouts by default, newest first, with host and event', async () => {
    const older = await payoutOf('PENDING', '2030-04-01T10:00:00.000Z');
    const newer = await payoutOf('PENDING', '2030-04-02T10:00:00.000Z');
    await payoutOf('PAID', '2030-04-03T10:00:00.000Z');

    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = listAdminPayoutsResponseSchema.parse(response.json());
    expect(body.payouts.map((payout) => payout.id)).toEqual([
      newer.id,
      older.id,
    ]);
    expect(body.payouts[1]).toEqual({
      id: older.id,
      eventId: older.eventId,
      user: { firstName: 'Otávio', lastName: older.user.lastName },
      event: { title: 'Evento 2030-04-01T10:00:00.000Z' },
      requestedAmount: 12_000,
      paidAmount: null,
      status: 'PENDING',
      createdAt: '2030-04-01T10:00:00.000Z',
      destinationMasked: null,
      destinationKind: null,
      transferId: null,
      failureReason: null,
      destinationChangedAt: null,
      holderIsNotHost: false,
    });
  });

  it('answers one page with the count of every payout in the status', async () => {
    for (let day = 1; day <= 3; day += 1)
      await payoutOf('FAILED', `2031-01-0${day}T10:00:00.000Z`);
    const everyFailed = listAdminPayoutsResponseSchema.parse(
      (await list('?status=FAILED&limit=100')).json(),
    );
    const body = listAdminPayoutsResponseSchema.parse(
      (await list('?status=FAILED&page=2&limit=2')).json(),
    );
    expect(body.total).toBe(everyFailed.total);
    expect(body.payouts.map((payout) => payout.id)).toEqual(
      everyFailed.payouts.slice(2, 4).map((payout) => payout.id),
    );
    expect((await list('?status=FAILED&page=abc')).statusCode).toBe(400);
  });

  it.each(['PAID', 'FAILED', 'CANCELLED', 'PENDING'] as const)(
    'filters by status=%s',
    async (status) => {
      const payout = await payoutOf(status, '2030-05-01T10:00:00.000Z');
      const body = listAdminPayoutsResponseSchema.parse(
        (await list(`?status=${status}`)).json(),
      );
      expect(body.payouts.every((found) => found.status === status)).toBe(true);
      expect(body.payouts.map((found) => found.id)).toContain(payout.id);
      const expectedTotal = await t.database.db.$count(
        payouts,
        eq(payouts.status, status),
      );
      expect(body.payouts).toHaveLength(expectedTotal);
      if (status === 'PAID')
        expect(
          body.payouts.find((found) => found.id === payout.id)?.paidAmount,
        ).toBe(11_500);
    },
  );

  it.each(['pending', 'PAGO', '1'])(
    'refuses status=%s with 400 and a pt-BR message',
    async (status) => {
      const response = await list(`?status=${status}`);
      expect(response.statusCode).toBe(400);
      const body = errorResponseSchema.parse(response.json());
      expect(body.message).toBe(
        'Status de repasse inválido. Use PENDING, PAID, FAILED ou CANCELLED.',
      );
      expect(body.fieldErrors?.status).toEqual([body.message]);
    },
  );

  it('answers 401 without a session and to a host token', async () => {
    const host = await createHost(t.database.db);
    expect((await list('', {})).statusCode).toBe(401);
    expect((await list('', host.headers)).statusCode).toBe(401);
  });
});

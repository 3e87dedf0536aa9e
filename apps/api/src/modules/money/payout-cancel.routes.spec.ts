import { cancelPayoutRequestResponseSchema } from '@celebra/contracts';
import { eventActivities, payouts } from '@celebra/db';
import { desc, eq } from 'drizzle-orm';
import { lastOutboxId, outboxRows } from '../../payments/testing/outbox-rows';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createAdmin, createHost, type TestHost } from '../../test/factories';
import { createMember } from '../../test/member-factories';
import { insertOrder } from '../../test/money-factories';
import {
  bankDestination,
  givePayoutDestination,
  requestPayoutAs,
} from './payout-destination.test-support';

/* The owner cancels a payout still PENDING: one asked by mistake, or by someone else. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

const cancel = (host: TestHost, payoutId: number, eventId = host.event.id) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/users/events/${eventId}/payout-requests/${payoutId}`,
    headers: host.headers,
  });

const requestPayout = (host: TestHost) => requestPayoutAs(t.app, host);

async function balancesOf(host: TestHost) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/users/events/${host.event.id}/transactions`,
    headers: host.headers,
  });
  return response.json<{ totalPending: number; totalAvailable: number }>();
}

/** An owner with a co-host and an assistant, 100,00 received and that amount asked for. */
async function pendingPayout() {
  const owner = await createHost(db());
  const cohost = await createMember(db(), owner.event.id, 'cohost');
  const assistant = await createMember(db(), owner.event.id, 'assistant');
  await insertOrder(db(), owner.event.id, { itemPrices: [10_000] });
  await givePayoutDestination(t.app, owner, bankDestination);
  const payout = await requestPayout(owner);
  return { owner, cohost, assistant, payout };
}

const statusOf = async (id: number) =>
  (
    await db()
      .select({ status: payouts.status })
      .from(payouts)
      .where(eq(payouts.id, id))
  )[0]?.status;

describe('DELETE /api/users/events/{eventId}/payout-requests/{payoutId}', () => {
  it('cancels the pending payout: the amount is available again, the money members are told, the activity says who', async () => {
    const { owner, cohost, payout } = await pendingPayout();
    expect(await balancesOf(owner)).toMatchObject({
      totalPending: 10_000,
      totalAvailable: 0,
    });
    const before = await lastOutboxId(db());

    const response = await cancel(owner, payout.id);

    expect(response.statusCode).toBe(200);
    const body = cancelPayoutRequestResponseSchema.parse(response.json());
    expect(body.message).toBe(
      'Repasse cancelado. O valor voltou ao saldo disponível.',
    );
    expect(body.payout).toMatchObject({ id: payout.id, status: 'CANCELLED' });
    expect(body.payout.concludedAt).not.toBeNull();
    expect(await balancesOf(owner)).toMatchObject({
      totalPending: 0,
      totalAvailable: 10_000,
    });
    const mails = await outboxRows(db(), {
      topic: 'payout.cancelled',
      afterId: before,
    });
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(
      [owner.user.email, cohost.user.email].sort(),
    );
    const [latest] = await db()
      .select()
      .from(eventActivities)
      .where(eq(eventActivities.eventId, owner.event.id))
      .orderBy(desc(eventActivities.id))
      .limit(1);
    expect(latest).toMatchObject({
      action: 'payout_cancelled',
      actorName: `${owner.user.firstName} ${owner.user.lastName}`,
    });
    // The amount may be asked for again.
    await requestPayout(owner);
  });

  it('answers 409 once the payout is no longer pending, changing nothing', async () => {
    const { owner, payout } = await pendingPayout();
    const admin = await createAdmin(db());
    const paid = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/payouts/${payout.id}/conclude`,
      headers: admin.headers,
      payload: { paidAmount: 10_000 },
    });
    expect(paid.statusCode).toBe(200);

    const response = await cancel(owner, payout.id);

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Este repasse não está mais pendente.',
    );
    expect(await statusOf(payout.id)).toBe('PAID');
  });

  it('answers 404 for a payout of another event, changing nothing', async () => {
    const { payout } = await pendingPayout();
    const stranger = await createHost(db());

    const response = await cancel(stranger, payout.id);

    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Repasse não encontrado.');
    expect(await statusOf(payout.id)).toBe('PENDING');
  });

  it('refuses the co-host and the assistant: payouts are the owner’s', async () => {
    const { cohost, assistant, payout, owner } = await pendingPayout();
    for (const member of [cohost, assistant]) {
      const response = await cancel(member, payout.id, owner.event.id);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'Seu acesso a este evento não permite esta ação.',
      );
    }
    expect(await statusOf(payout.id)).toBe('PENDING');
  });
});

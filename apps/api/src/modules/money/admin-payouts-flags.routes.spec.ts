import { listAdminPayoutsResponseSchema } from '@celebra/contracts';
import { payoutDestinationChanges, payoutDestinations } from '@celebra/db';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  createAdmin,
  createHost,
  type TestAdmin,
  type TestHost,
} from '../../test/factories';
import { insertOrder } from '../../test/money-factories';
import {
  bankDestination,
  givePayoutDestination,
  pixCpfDestination,
  requestPayoutAs,
} from './payout-destination.test-support';

/*
 * What the back office flags on a payout before paying it: a destination replaced in the
 * week before the request, and a holder who is not the host.
 */

let t: TestApp;
let admin: TestAdmin;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.database.db);
});

afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

/** The host's own name, written as people type it (case and spacing differ). */
const ownName = (host: TestHost) =>
  `  ${host.user.firstName.toUpperCase()}   ${host.user.lastName.toLowerCase()} `;

/** Moves the event's destination changes `days` back, as if made then. */
const changedDaysAgo = async (host: TestHost, days: number) => {
  await db()
    .update(payoutDestinationChanges)
    .set({
      changedAt: sql`${payoutDestinationChanges.changedAt} - make_interval(days => ${days})`,
    })
    .where(eq(payoutDestinationChanges.eventId, host.event.id));
  await db()
    .update(payoutDestinations)
    .set({
      createdAt: sql`${payoutDestinations.createdAt} - make_interval(days => ${days})`,
      updatedAt: sql`${payoutDestinations.updatedAt} - make_interval(days => ${days})`,
    })
    .where(eq(payoutDestinations.eventId, host.event.id));
};

async function requestPayout(host: TestHost) {
  await insertOrder(db(), host.event.id, { itemPrices: [10_000] });
  return (await requestPayoutAs(t.app, host)).id;
}

async function listed(payoutId: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/payouts?limit=100',
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
  const { payouts } = listAdminPayoutsResponseSchema.parse(response.json());
  const payout = payouts.find((candidate) => candidate.id === payoutId);
  if (!payout) throw new Error(`payout ${payoutId} not listed`);
  return payout;
}

describe('the flags of a payout in the back office', () => {
  it('flags nothing for the first destination, in the host’s own name', async () => {
    const host = await createHost(db());
    await givePayoutDestination(t.app, host, {
      ...pixCpfDestination,
      holderName: ownName(host),
    });

    const payout = await listed(await requestPayout(host));

    expect(payout.destinationChangedAt).toBeNull();
    expect(payout.holderIsNotHost).toBe(false);
  });

  it('flags a destination replaced two days before the request, and a holder who is someone else', async () => {
    const host = await createHost(db());
    await givePayoutDestination(t.app, host, {
      ...pixCpfDestination,
      holderName: ownName(host),
    });
    await givePayoutDestination(t.app, host, {
      ...bankDestination,
      holderName: 'Carlos Pereira',
    });
    await changedDaysAgo(host, 2);
    const [replacement] = await db()
      .select({
        changedAt: sql<string>`max(${payoutDestinationChanges.changedAt})`,
      })
      .from(payoutDestinationChanges)
      .where(eq(payoutDestinationChanges.eventId, host.event.id));

    const payout = await listed(await requestPayout(host));

    expect(payout.destinationChangedAt).toBe(
      new Date(replacement?.changedAt ?? '').toISOString(),
    );
    expect(payout.holderIsNotHost).toBe(true);
  });

  it('does not flag a replacement older than 7 days', async () => {
    const host = await createHost(db());
    await givePayoutDestination(t.app, host, {
      ...pixCpfDestination,
      holderName: ownName(host),
    });
    await givePayoutDestination(t.app, host, {
      ...bankDestination,
      holderName: ownName(host),
    });
    await changedDaysAgo(host, 8);

    const payout = await listed(await requestPayout(host));

    expect(payout.destinationChangedAt).toBeNull();
    expect(payout.holderIsNotHost).toBe(false);
  });
});

import {
  payoutDestinationResponseSchema,
  requestPayoutResponseSchema,
} from '@celebra/contracts';
import { payoutDestinations, payouts } from '@celebra/db';
import { eq, sql } from 'drizzle-orm';
import { lastOutboxId, outboxRows } from '../../payments/testing/outbox-rows';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, type TestHost } from '../../test/factories';
import { insertOrder } from '../../test/money-factories';
import {
  askForPayout,
  bankDestination,
  givePayoutDestination,
  pixCpfDestination,
} from './payout-destination.test-support';

/*
 * A replaced payout destination is held for PAYOUT_DESTINATION_HOLD_HOURS (24): a stolen
 * session cannot change the key and ask for the money at once.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const HOUR_MS = 60 * 60 * 1000;

async function destinationOf(host: TestHost) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/users/events/${host.event.id}/payout-destination`,
    headers: host.headers,
  });
  expect(response.statusCode).toBe(200);
  const { destination } = payoutDestinationResponseSchema.parse(
    response.json(),
  );
  if (!destination) throw new Error('no destination');
  return destination;
}

const requestPayout = (host: TestHost) => askForPayout(t.app, host);

/** A host with 100,00 received, whose Pix key was just replaced by a bank account. */
async function replacedDestination() {
  const host = await createHost(db());
  await insertOrder(db(), host.event.id, { itemPrices: [10_000] });
  await givePayoutDestination(t.app, host, pixCpfDestination);
  await givePayoutDestination(t.app, host, bankDestination);
  return host;
}

/** As if the destination had been replaced `hours` ago. */
const replacedHoursAgo = (host: TestHost, hours: number) =>
  db()
    .update(payoutDestinations)
    .set({
      createdAt: sql`now() - make_interval(hours => ${hours + 1})`,
      updatedAt: sql`now() - make_interval(hours => ${hours})`,
    })
    .where(eq(payoutDestinations.eventId, host.event.id));

describe('the hold after the payout destination is replaced', () => {
  it('has none for the first destination', async () => {
    const host = await createHost(db());
    await insertOrder(db(), host.event.id, { itemPrices: [10_000] });
    await givePayoutDestination(t.app, host, pixCpfDestination);

    expect((await destinationOf(host)).payoutsFrom).toBeNull();
    expect((await requestPayout(host)).statusCode).toBe(201);
  });

  it('refuses a payout for 24 hours after a change, saying from when, and writes nothing', async () => {
    const host = await replacedDestination();
    const destination = await destinationOf(host);
    expect(destination.payoutsFrom).not.toBeNull();
    const hold =
      new Date(destination.payoutsFrom ?? 0).getTime() -
      new Date(destination.updatedAt).getTime();
    expect(hold).toBe(24 * HOUR_MS);
    const before = await lastOutboxId(db());

    const response = await requestPayout(host);

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(
      /^Por segurança, depois de alterar os dados para repasse, um novo repasse só pode ser solicitado a partir de \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}\.$/,
    );
    expect(
      await db()
        .select()
        .from(payouts)
        .where(eq(payouts.eventId, host.event.id)),
    ).toEqual([]);
    expect(await outboxRows(db(), { afterId: before })).toEqual([]);
  });

  it('lets the payout go to the new destination once the hold is over', async () => {
    const host = await replacedDestination();
    await replacedHoursAgo(host, 25);
    expect((await destinationOf(host)).payoutsFrom).toBeNull();

    const response = await requestPayout(host);

    expect(response.statusCode).toBe(201);
    const { payout } = requestPayoutResponseSchema.parse(response.json());
    expect(payout.destinationMasked).toContain('Banco do Brasil');
  });
});

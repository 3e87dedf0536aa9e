import { apiTexts } from '@celebra/contracts/api-texts';
import { createDb, type Database, payouts } from '@celebra/db';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { computeEventBalances } from './balances.service';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost } from '../../test/factories';
import { insertOrder } from '../../test/money-factories';
import { givePayoutDestination } from './payout-destination.test-support';

/*
 * Two api instances on one database, each listening on an ephemeral port and reached over real
 * HTTP. On PostgreSQL the second instance has its own connection pool (a separate process in
 * all but name), so the requests truly race; on PGlite both share the one embedded database.
 */

const REQUESTS = 50;

let t: TestApp;
let secondDatabase: Database | undefined;
let second: FastifyInstance;
let origins: string[];

beforeAll(async () => {
  t = await createTestApp();
  secondDatabase = t.database.databaseUrl
    ? await createDb({ databaseUrl: t.database.databaseUrl })
    : undefined;
  second = await buildApp({
    config: t.config,
    database: secondDatabase ?? t.database,
    storage: t.storage,
  });
  origins = [
    await t.app.listen({ port: 0, host: '127.0.0.1' }),
    await second.listen({ port: 0, host: '127.0.0.1' }),
  ];
});

afterAll(async () => {
  await second.close();
  await secondDatabase?.close();
  await t.close();
});

it(`creates exactly one payout when ${REQUESTS} requests race across two instances`, async () => {
  const host = await createHost(t.database.db);
  await givePayoutDestination(t.app, host);
  const amounts = [12_345, 20_000, 7_655, 60_000];
  for (const price of amounts)
    await insertOrder(t.database.db, host.event.id, { itemPrices: [price] });
  const received = amounts.reduce((sum, amount) => sum + amount, 0);

  const responses = await Promise.all(
    Array.from({ length: REQUESTS }, async (_, index) => {
      const response = await fetch(
        `${origins[index % 2]}/api/users/events/${host.event.id}/payout-requests`,
        { method: 'POST', headers: host.headers },
      );
      return {
        status: response.status,
        body: (await response.json()) as { message: string },
      };
    }),
  );

  const created = responses.filter((response) => response.status === 201);
  const refused = responses.filter((response) => response.status === 409);
  const rows = await t.database.db
    .select()
    .from(payouts)
    .where(eq(payouts.eventId, host.event.id));
  const balances = await computeEventBalances(t.database.db, host.event.id);
  const sums = {
    received: balances.totalReceived,
    pending: balances.totalPending,
    rawAvailable:
      balances.totalReceived -
      balances.totalTransferred -
      balances.totalPending,
  };
  console.info(
    `[payout race on ${t.database.kind}] requests sent: ${REQUESTS} over 2 instances · created: ${created.length} · refused 409: ${refused.length} · other: ${REQUESTS - created.length - refused.length} · payout rows: ${rows.length} · received ${sums.received} · pending ${sums.pending} · available ${sums.rawAvailable}`,
  );

  expect(created).toHaveLength(1);
  expect(refused).toHaveLength(REQUESTS - 1);
  for (const response of refused)
    expect(response.body.message).toBe(apiTexts.server.payoutAlreadyPending);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    status: 'PENDING',
    requestedAmount: received,
  });
  expect(sums).toEqual({ received, pending: received, rawAvailable: 0 });
});

import { itemAt } from '@celebra/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createDb,
  createTestDatabase,
  type Database,
  orders,
  paymentEvents,
  type TestDatabase,
  oneRow,
} from '@celebra/db';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { type Config, loadConfig } from '../../config';
import { computeEventBalances } from '../../modules/money/balances.service';
import { createHost, type TestHost } from '../../test/factories';
import { runWithConcurrency } from '../testing/concurrency-pool';
import { buyGifts } from '../testing/guest-orders';
import { signedLocalWebhook } from '../testing/local-webhook';
import { lastOutboxId, outboxRows } from '../testing/outbox-rows';

/*
 * Exactly once across instances: 50 deliveries of the same signed approval for each of 20
 * orders, spread over TWO api instances on one database, over real HTTP. On PostgreSQL each
 * instance has its own connection pool and the deliveries race (64 in flight); PGlite is a
 * single in-process connection, so there the same deliveries go one after the other.
 */

const ORDERS = 20;
const DELIVERIES_PER_ORDER = 50;
const HOSTS = 4;
const IN_FLIGHT = 64;

let database: TestDatabase;
let secondPool: Database | undefined;
let dataDir: string;
let config: Config;
const apps: FastifyInstance[] = [];
const origins: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'celebra-webhook-race-'));
  config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    OUTBOX_POLL_SECONDS: '0',
  });
  secondPool = database.databaseUrl
    ? await createDb({ databaseUrl: database.databaseUrl })
    : undefined;
  for (const instanceDatabase of [database, secondPool ?? database]) {
    const app = await buildApp({ config, database: instanceDatabase });
    await app.listen({ port: 0, host: '127.0.0.1' });
    apps.push(app);
    origins.push(
      `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    );
  }
}, 60_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await secondPool?.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function deliver(
  origin: string,
  webhook: ReturnType<typeof signedLocalWebhook>,
) {
  const response = await fetch(`${origin}/api/webhooks/local`, {
    method: 'POST',
    headers: webhook.headers,
    body: webhook.payload,
  });
  const body = (await response.json()) as { result?: string };
  return { status: response.status, result: body.result ?? '' };
}

it(`credits each of ${ORDERS} orders exactly once for ${DELIVERIES_PER_ORDER} deliveries each, across two instances`, async () => {
  const { db } = database;
  const hosts: TestHost[] = [];
  for (let index = 0; index < HOSTS; index += 1)
    hosts.push(await createHost(db));
  const bought = [];
  for (let index = 0; index < ORDERS; index += 1) {
    const host = itemAt(hosts, index % HOSTS);
    const order = await buyGifts(itemAt(apps, index % 2), db, host, [
      [index % 5, 1 + (index % 3)],
    ]);
    bought.push({
      host,
      order,
      webhook: signedLocalWebhook(config.LOCAL_PAYMENT_SECRET, order.reference),
    });
  }

  const tasks = bought.flatMap(({ webhook }) =>
    Array.from(
      { length: DELIVERIES_PER_ORDER },
      (_, copy) => () => deliver(itemAt(origins, copy % 2), webhook),
    ),
  );
  // Interleave the orders so copies of different orders race each other too.
  const shuffled = tasks
    .map((task, index) => ({ task, key: (index * 7919) % tasks.length }))
    .sort((a, b) => a.key - b.key);
  const concurrent = database.kind === 'postgres';
  const started = Date.now();
  const results = await runWithConcurrency(
    shuffled.map(({ task }) => task),
    concurrent ? IN_FLIGHT : 1,
  );
  const elapsedMs = Date.now() - started;

  const statuses = new Map<number, number>();
  for (const { status } of results)
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const processed = results.filter(
    ({ result }) => result === 'processed',
  ).length;
  const { approved } = oneRow(
    await db
      .select({ approved: count() })
      .from(orders)
      .where(eq(orders.status, 'APPROVED')),
  );
  const { events } = oneRow(
    await db.select({ events: count() }).from(paymentEvents),
  );
  const mails = await outboxRows(db, { topic: 'order.approved' });

  console.log(
    [
      `webhook race on ${database.kind} (${concurrent ? `${IN_FLIGHT} in flight` : 'sequential'}, 2 instances):`,
      `deliveries sent: ${results.length}`,
      `HTTP statuses: ${JSON.stringify(Object.fromEntries(statuses))}`,
      `credits made (processed): ${processed}`,
      `approved orders: ${approved}`,
      `payment_events rows: ${events}`,
      `host e-mails: ${mails.length}`,
      `elapsed: ${elapsedMs} ms`,
    ].join('\n  '),
  );

  expect(results).toHaveLength(ORDERS * DELIVERIES_PER_ORDER);
  expect(statuses).toEqual(new Map([[200, ORDERS * DELIVERIES_PER_ORDER]]));
  expect(processed).toBe(ORDERS);
  expect(
    results.filter(({ result }) => result === 'already_processed'),
  ).toHaveLength(ORDERS * (DELIVERIES_PER_ORDER - 1));
  expect(approved).toBe(ORDERS);
  expect(events).toBe(ORDERS);
  expect(mails).toHaveLength(ORDERS);

  for (const host of hosts) {
    const expected = bought
      .filter((entry) => entry.host === host)
      .reduce((sum, { order }) => sum + order.userAmount, 0);
    expect(await computeEventBalances(db, host.event.id)).toEqual({
      totalReceived: expected,
      totalTransferred: 0,
      totalPending: 0,
      totalAvailable: expected,
    });
  }
}, 240_000);

it('approves once when distinct notifications for the same order race (conditional update)', async () => {
  const { db } = database;
  const host = await createHost(db);
  const targets = [];
  for (let index = 0; index < 5; index += 1)
    targets.push(await buyGifts(itemAt(apps, 0), db, host));
  const afterId = await lastOutboxId(db);

  const tasks = targets.flatMap((order) =>
    Array.from(
      { length: 20 },
      (_, copy) => () =>
        deliver(
          itemAt(origins, copy % 2),
          signedLocalWebhook(config.LOCAL_PAYMENT_SECRET, order.reference),
        ),
    ),
  );
  const results = await runWithConcurrency(
    tasks,
    database.kind === 'postgres' ? IN_FLIGHT : 1,
  );

  expect(results.every(({ status }) => status === 200)).toBe(true);
  expect(results.filter(({ result }) => result === 'processed')).toHaveLength(
    targets.length,
  );
  expect(results.filter(({ result }) => result === 'ignored')).toHaveLength(
    targets.length * 19,
  );
  for (const order of targets) {
    const row = oneRow(
      await db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, order.id)),
    );
    expect(row.status).toBe('APPROVED');
    const { rows } = oneRow(
      await db
        .select({ rows: count() })
        .from(paymentEvents)
        .where(eq(paymentEvents.reference, order.reference)),
    );
    expect(rows).toBe(20);
  }
  const expected = targets.reduce((sum, order) => sum + order.userAmount, 0);
  expect((await computeEventBalances(db, host.event.id)).totalReceived).toBe(
    expected,
  );
  expect(
    await outboxRows(db, { afterId, topic: 'order.approved' }),
  ).toHaveLength(targets.length);
}, 120_000);

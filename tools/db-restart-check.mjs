#!/usr/bin/env node
// `npm run check:db-restart`: how the api rides out a PostgreSQL restart under load.
//
// Creates a fresh database on the local PostgreSQL server of DATABASE_URL, starts the api on
// it (demo seed), sends a bounded load of guest purchases (each with an Idempotency-Key,
// retried with the same key like the cart does) and public-site reads from loopback, restarts
// PostgreSQL in the middle, then prints the failed-request percentage, the recovery time and
// the orders lost or duplicated (client-side successes and keys compared with the database).
// Stops by itself (duration, request cap and a hard deadline) and drops its database.
//
// Env: DATABASE_URL (server, loopback only; default postgres://postgres@127.0.0.1:5432/postgres),
// PG_RESTART_COMMAND (the command that restarts it; default `pg_ctlcluster
// --skip-systemctl-redirect VERSION NAME restart` for PG_CLUSTER, e.g. `16/main`, or else for
// the cluster `pg_lsclusters` shows on the port of DATABASE_URL: tools/lib/pg-cluster.mjs),
// DURATION_S (15), RESTART_AT_S (5), WORKERS (6), MAX_REQUESTS (4000), API_PORT (free port).
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { pgRestartCommand } from './lib/pg-cluster.mjs';
import { label, spawnService, stopService } from './lib/processes.mjs';
import { waitForReady } from './lib/wait-for-ready.mjs';
import { bin } from './lib/workspace.mjs';
import { assertLoopback } from './lib/loopback.mjs';

const serverUrl =
  process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const durationMs = Number(process.env.DURATION_S || 15) * 1000;
const restartAtMs = Number(process.env.RESTART_AT_S || 5) * 1000;
const workers = Number(process.env.WORKERS || 6);
const maxRequests = Number(process.env.MAX_REQUESTS || 4000);
/** Everything (start, load, restart, report, clean-up) ends before this. */
const hardDeadlineMs = durationMs + 120_000;
/** A purchase is sent again with its key at most this many times (the cart's retries). */
const PURCHASE_TRIES = 6;

const log = (message) => console.log(`${label('db-restart')} ${message}`);

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function withServer(work) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function run(command) {
  return new Promise((resolve, reject) => {
    const [file, ...args] = command.split(/\s+/);
    execFile(file, args, { timeout: 60_000 }, (error, stdout, stderr) =>
      error
        ? reject(new Error(`${command} failed: ${stderr || error.message}`))
        : resolve(stdout),
    );
  });
}

/** Every request sent: when it ended, whether it failed (network error or 5xx). */
const requests = [];
let stopLoad = false;

async function timedFetch(url, init) {
  const startedAt = Date.now();
  try {
    const response = await fetch(url, {
      ...init,
      signal: AbortSignal.timeout(15_000),
    });
    const body = await response.json().catch(() => null);
    requests.push({
      startedAt,
      endedAt: Date.now(),
      failed: response.status >= 500,
      status: response.status,
    });
    return { status: response.status, body, headers: response.headers };
  } catch (error) {
    requests.push({
      startedAt,
      endedAt: Date.now(),
      failed: true,
      status: 0,
    });
    return { status: 0, body: null, error };
  }
}

async function main() {
  assertLoopback(serverUrl, 'this check restarts a local PostgreSQL only');
  const restartCommand = pgRestartCommand(serverUrl);
  log(`PostgreSQL is restarted with: ${restartCommand}`);
  const hardStop = setTimeout(() => {
    console.error('db-restart-check: hard deadline reached, stopping');
    process.exit(2);
  }, hardDeadlineMs);
  hardStop.unref();

  const databaseName = `celebra_restart_${randomBytes(4).toString('hex')}`;
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${databaseName}`;
  await withServer((client) =>
    client.query(`create database "${databaseName}"`),
  );
  const dataDir = await mkdtemp(path.join(tmpdir(), 'celebra-db-restart-'));
  const apiPort = Number(process.env.API_PORT) || (await freePort());
  const api = spawnService(
    'api',
    [bin.tsx, '--tsconfig', 'apps/api/tsconfig.json', 'apps/api/src/main.ts'],
    {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: dataDir,
      API_PORT: String(apiPort),
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      SEED_DEMO: 'true',
      ORDER_EXPIRY_SWEEP_SECONDS: '0',
      PURCHASES_PER_MINUTE: '1000000',
      PURCHASES_PER_EVENT_PER_HOUR: '1000000',
      PURCHASES_PER_DAY: '1000000',
    },
  );
  const origin = `http://127.0.0.1:${apiPort}`;
  try {
    await waitForReady(`${origin}/api/ready`, {
      timeoutMs: 90_000,
      abort: api.abort,
    });
    const site = await (await fetch(`${origin}/api/guests/event/demo`)).json();
    const eventId = site.event?.id;
    // Fixed-price gifts, each line with the price the site shows (`expectedPrice`).
    const fixedGifts = (site.event?.gifts ?? []).filter(
      (gift) => gift.kind === 'fixed',
    );
    if (!eventId || fixedGifts.length === 0)
      throw new Error('the demo event or its gifts were not found');
    log(
      `api on ${origin}, database ${databaseName}; load for ${durationMs / 1000} s, restart at ${restartAtMs / 1000} s`,
    );

    const purchases = { succeeded: new Map(), gaveUp: [] };
    const buy = async () => {
      const key = randomUUID();
      const body = {
        eventId,
        guestName: 'Convidado de teste',
        guestContact: 'teste@example.com',
        items: [
          {
            id: fixedGifts[requests.length % fixedGifts.length].id,
            quantity: 1,
            expectedPrice:
              fixedGifts[requests.length % fixedGifts.length].price,
          },
        ],
      };
      for (let attempt = 1; attempt <= PURCHASE_TRIES; attempt += 1) {
        const answer = await timedFetch(`${origin}/api/guests/purchase`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': key,
          },
          body: JSON.stringify(body),
        });
        if (answer.status === 200) {
          purchases.succeeded.set(key, answer.body.orderId);
          return;
        }
        if (answer.status !== 0 && answer.status < 500) break;
        const retryAfter = Number(answer.headers?.get('retry-after')) || 1;
        await sleep(Math.min(retryAfter, 3) * 1000);
      }
      purchases.gaveUp.push(key);
    };
    const read = () => timedFetch(`${origin}/api/guests/event/demo`);

    const startedAt = Date.now();
    const worker = async (index) => {
      let turn = index;
      while (
        !stopLoad &&
        Date.now() - startedAt < durationMs &&
        requests.length < maxRequests
      ) {
        turn += 1;
        await (turn % 3 === 0 ? buy() : read());
        await sleep(20);
      }
    };
    const restart = (async () => {
      await sleep(restartAtMs);
      const at = Date.now();
      log(`restarting PostgreSQL: ${restartCommand}`);
      await run(restartCommand);
      const back = Date.now();
      log(`PostgreSQL restarted in ${back - at} ms`);
      return { at, back };
    })();
    const [restarted] = await Promise.all([
      restart,
      ...Array.from({ length: workers }, (_, index) => worker(index)),
    ]);

    const failed = requests.filter((request) => request.failed);
    const lastFailure = Math.max(
      0,
      ...failed.map((request) => request.endedAt),
    );
    // Recovery: from PostgreSQL answering again to the last failed request.
    const recoveryMs = failed.length
      ? Math.max(0, lastFailure - restarted.back)
      : 0;

    // Orders: every success is in the database with the order id it was told; one order per key.
    const ordersClient = new pg.Client({
      connectionString: databaseUrl.toString(),
    });
    await ordersClient.connect();
    // An api without the idempotency key column (an older build) still gets lost and extra
    // orders counted: extra = orders beyond one per purchase attempt.
    const hasKeys = (
      await ordersClient.query(
        `select 1 from information_schema.columns where table_name = 'orders' and column_name = 'idempotency_key'`,
      )
    ).rowCount;
    let rows;
    try {
      ({ rows } = await ordersClient.query(
        `select id, ${hasKeys ? 'idempotency_key' : 'null as idempotency_key'} from orders where event_id = $1 and guest_name = 'Convidado de teste'`,
        [eventId],
      ));
    } finally {
      await ordersClient.end();
    }
    const byKey = new Map();
    for (const row of rows) {
      const list = byKey.get(row.idempotency_key) ?? [];
      list.push(row.id);
      byKey.set(row.idempotency_key, list);
    }
    const orderIds = new Set(rows.map((row) => row.id));
    let lost = 0;
    for (const [key, orderId] of purchases.succeeded) {
      const found = hasKeys
        ? (byKey.get(key) ?? []).includes(orderId)
        : orderIds.has(orderId);
      if (!found) lost += 1;
    }
    const attempts = purchases.succeeded.size + purchases.gaveUp.length;
    const duplicated = hasKeys
      ? [...byKey.values()].reduce((sum, ids) => sum + ids.length - 1, 0) +
        (byKey.get(null)?.length ?? 0)
      : Math.max(0, rows.length - attempts);

    const percent = (
      (100 * failed.length) /
      Math.max(1, requests.length)
    ).toFixed(2);
    console.log('');
    console.log(`requests sent:          ${requests.length}`);
    console.log(`failed (5xx / network): ${failed.length} (${percent} %)`);
    console.log(
      `statuses of failures:   ${JSON.stringify(
        failed.reduce((counts, request) => {
          counts[request.status] = (counts[request.status] ?? 0) + 1;
          return counts;
        }, {}),
      )}`,
    );
    console.log(
      `restart (down → up):    ${((restarted.back - restarted.at) / 1000).toFixed(2)} s`,
    );
    console.log(`recovery once it is up: ${(recoveryMs / 1000).toFixed(2)} s`);
    console.log(
      `slowest request:        ${(Math.max(...requests.map((r) => r.endedAt - r.startedAt)) / 1000).toFixed(2)} s`,
    );
    console.log(`purchases succeeded:    ${purchases.succeeded.size}`);
    console.log(`purchases given up:     ${purchases.gaveUp.length}`);
    console.log(`orders in the database: ${rows.length}`);
    console.log(`orders lost:            ${lost}`);
    console.log(`orders duplicated:      ${duplicated}`);
    const ok =
      Number(percent) <= 0.5 &&
      recoveryMs <= 3000 &&
      lost === 0 &&
      duplicated === 0;
    console.log(
      `target (≤ 0.5 %, ≤ 3 s, 0 lost/duplicated): ${ok ? 'met' : 'NOT met'}`,
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    stopLoad = true;
    await stopService(api);
    await withServer(async (client) => {
      await client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [databaseName],
      );
      await client.query(`drop database if exists "${databaseName}"`);
    }).catch((error) =>
      console.error(`could not drop ${databaseName}: ${error.message}`),
    );
    await rm(dataDir, { recursive: true, force: true });
    clearTimeout(hardStop);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

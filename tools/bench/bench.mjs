#!/usr/bin/env node
// `npm run bench`: how fast the public event page and the purchase are, as ratios to a
// bare Fastify hello-world measured alternately on the same machine (the machine may be
// shared and loaded: the ratios travel, the raw figures do not). The purchase is measured
// twice, side by side: by Pix (the default, an inline charge with its BR Code) and by card
// (a hosted checkout's link).
//
// Starts, on free loopback ports: the bare Fastify reference, the api on PostgreSQL
// (a throw-away database created on the server of DATABASE_URL, dropped at the end) and
// on PGlite (a temporary DATA_DIR), each with an edge in front, both compiled as in production
// (`nx build api edge`, cached). Each round measures, in
// turn: bare, P1 direct, P1 through the edge, P2 (purchase by Pix, then by card), for each database, with
// autocannon (BENCH_CONNECTIONS connections, BENCH_DURATION seconds each). Prints the
// medians over BENCH_ROUNDS rounds and the load average.
//
// Env: DATABASE_URL (required, any database on the PostgreSQL server to use),
// BENCH_ROUNDS (3), BENCH_DURATION (15), BENCH_CONNECTIONS (10),
// BENCH_DATABASES (postgres,pglite), BENCH_SLUG (demo), BENCH_READY_SECONDS (600).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { spawnService, stopService } from '../lib/processes.mjs';
import { waitForReady } from '../lib/wait-for-ready.mjs';
import { workspaceRoot } from '../lib/workspace.mjs';
import { createThrowAwayDatabase } from './bench-database.mjs';
import { freePort } from './free-port.mjs';
import { load } from './load.mjs';
import { nxBuild } from '../lib/nx-build.mjs';

const rounds = Number(process.env.BENCH_ROUNDS || 3);
const durationSeconds = Number(process.env.BENCH_DURATION || 15);
const connections = Number(process.env.BENCH_CONNECTIONS || 10);
const slug = process.env.BENCH_SLUG || 'demo';
const databases = (process.env.BENCH_DATABASES || 'postgres,pglite').split(',');
/** A loaded machine may take minutes to start the api. */
const readyTimeoutMs = Number(process.env.BENCH_READY_SECONDS || 600) * 1000;
/** Far above any figure measured, so the purchase's per-address limits never answer 429. */
const noLimit = '1000000000';
const serversDir = path.join(workspaceRoot, 'dist/apps');

const say = (line) => console.log(`[bench] ${line}`);
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

if (!process.env.DATABASE_URL && databases.includes('postgres')) {
  console.error(
    'DATABASE_URL is required (a PostgreSQL server URL, e.g. postgres://postgres@127.0.0.1:5432/postgres);\n' +
      'a throw-away database is created on that server and dropped at the end.\n' +
      'BENCH_DATABASES=pglite measures PGlite alone.',
  );
  process.exit(2);
}

const services = [];
const cleanups = [];

function start(name, args, env) {
  const child = spawnService(name, args, { ...process.env, ...env });
  services.push(child);
  return child;
}

async function startApi(label, databaseEnv) {
  const apiPort = await freePort();
  const edgePort = await freePort();
  const dataDir = await mkdtemp(
    path.join(os.tmpdir(), `celebra-bench-${label}-`),
  );
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const distDir = path.join(dataDir, 'dist');
  await mkdir(distDir);
  const env = {
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    API_PORT: String(apiPort),
    PORT: String(edgePort),
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    SEED_DEMO: 'true',
    PUBLIC_BASE_DOMAIN: `localhost:${edgePort}`,
    PURCHASES_PER_MINUTE: noLimit,
    PURCHASES_PER_EVENT_PER_HOUR: noLimit,
    PURCHASES_PER_DAY: noLimit,
    EDGE_KEY: randomBytes(32).toString('base64url'),
    DATABASE_URL: '',
    REDIS_URL: '',
    ...databaseEnv,
  };
  const api = start(
    `api-${label}`,
    [path.join(serversDir, 'api/main.js')],
    env,
  );
  await waitForReady(`http://127.0.0.1:${apiPort}/api/ready`, {
    timeoutMs: readyTimeoutMs,
    abort: api.abort,
  });
  const edge = start(
    `edge-${label}`,
    [path.join(serversDir, 'edge/main.js')],
    env,
  );
  await waitForReady(`http://127.0.0.1:${edgePort}/api/ready`, {
    timeoutMs: readyTimeoutMs,
    abort: edge.abort,
  });
  const direct = `http://127.0.0.1:${apiPort}`;
  const response = await fetch(`${direct}/api/guests/event/${slug}`);
  if (response.status !== 200)
    throw new Error(
      `${label}: GET /api/guests/event/${slug} answered ${response.status}`,
    );
  const { event } = await response.json();
  // A fixed-price gift: its line carries the price the site shows (`expectedPrice`).
  const gift = event.gifts.find((candidate) => candidate.kind === 'fixed');
  if (!gift)
    throw new Error(
      `${label}: the event ${slug} has no fixed-price gift to buy`,
    );
  const purchase = (paymentMethod) =>
    JSON.stringify({
      eventId: event.id,
      items: [{ id: gift.id, quantity: 1, expectedPrice: gift.price }],
      guestName: 'Convidada do Benchmark',
      guestContact: 'convidada@example.com',
      guestNote: 'Parabéns!',
      paymentMethod,
    });
  return {
    label,
    direct,
    edge: `http://127.0.0.1:${edgePort}`,
    purchase: { PIX: purchase('PIX'), CARD: purchase('CARD') },
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]
    : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function main() {
  const started = Date.now();
  say(`${os.cpus().length} CPUs, load average ${loadAverage()}`);
  say(
    `${rounds} rounds, ${durationSeconds} s per run, ${connections} connections, databases: ${databases.join(', ')}`,
  );
  // The api and the edge run as in production: compiled (cached by nx).
  await nxBuild(['api', 'edge']);
  const barePort = await freePort();
  const bare = start(
    'bare',
    [path.join(import.meta.dirname, 'bare-fastify.mjs')],
    {
      PORT: String(barePort),
    },
  );
  await waitForReady(`http://127.0.0.1:${barePort}/`, {
    timeoutMs: readyTimeoutMs,
    abort: bare.abort,
  });
  const targets = [];
  for (const kind of databases) {
    if (kind === 'postgres') {
      const database = await createThrowAwayDatabase(process.env.DATABASE_URL);
      cleanups.push(() => database.drop());
      targets.push(await startApi('postgres', { DATABASE_URL: database.url }));
    } else if (kind === 'pglite') {
      targets.push(await startApi('pglite', {}));
    } else throw new Error(`unknown BENCH_DATABASES entry: ${kind}`);
  }
  say(`servers ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const options = { connections, durationSeconds };
  const purchaseLoad = (target, method, run) =>
    load(`${target.direct}/api/guests/purchase`, {
      ...run,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: target.purchase[method],
    });
  const measures = {
    [`GET /api/guests/event/${slug}`]: (target, run = options) =>
      load(`${target.direct}/api/guests/event/${slug}`, run),
    [`GET /api/guests/event/${slug} (edge)`]: (target, run = options) =>
      load(`${target.edge}/api/guests/event/${slug}`, run),
    'POST /api/guests/purchase (Pix)': (target, run = options) =>
      purchaseLoad(target, 'PIX', run),
    'POST /api/guests/purchase (card)': (target, run = options) =>
      purchaseLoad(target, 'CARD', run),
  };
  // Warm-up (JIT, caches, connection pools), not counted.
  const warmUp = { connections, durationSeconds: Math.min(3, durationSeconds) };
  await load(`http://127.0.0.1:${barePort}/`, warmUp);
  for (const target of targets)
    for (const measure of Object.values(measures))
      await measure(target, warmUp);
  /** rows[`${db} ${measure}`] = [{ rps, p50, p99, errors, ratio }] */
  const rows = {};
  const bareRuns = [];
  const loads = [];
  for (let round = 1; round <= rounds; round += 1) {
    for (const target of targets) {
      const reference = await load(`http://127.0.0.1:${barePort}/`, options);
      bareRuns.push(reference);
      say(
        `round ${round} bare Fastify: ${reference.rps.toFixed(0)} req/s (load ${loadAverage()})`,
      );
      for (const [name, measure] of Object.entries(measures)) {
        const result = await measure(target);
        const ratio = result.rps / reference.rps;
        (rows[`${target.label.padEnd(8)} ${name}`] ??= []).push({
          ...result,
          ratio,
        });
        loads.push(os.loadavg()[0]);
        say(
          `round ${round} ${target.label} ${name}: ${result.rps.toFixed(0)} req/s = ${ratio.toFixed(3)}× bare, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.errors} errors`,
        );
      }
    }
  }

  const line = (name, runs) => {
    const pick = (key) => median(runs.map((run) => run[key]));
    const ratio =
      runs[0].ratio === undefined ? '' : `${pick('ratio').toFixed(3)}×`;
    return `${name.padEnd(50)} ${pick('rps').toFixed(0).padStart(7)} ${ratio.padStart(8)} ${String(pick('p50')).padStart(6)} ${String(pick('p99')).padStart(6)} ${String(pick('errors')).padStart(7)}`;
  };
  console.log('');
  console.log(
    `Medians of ${rounds} rounds (${durationSeconds} s, ${connections} connections each)`,
  );
  console.log(
    `${'measure'.padEnd(50)} ${'req/s'.padStart(7)} ${'× bare'.padStart(8)} ${'p50'.padStart(6)} ${'p99'.padStart(6)} ${'errors'.padStart(7)}`,
  );
  console.log(line('bare Fastify 5 hello-world', bareRuns));
  for (const [name, runs] of Object.entries(rows))
    console.log(line(name, runs));
  console.log(
    `load average (1 min) during the runs: median ${median(loads).toFixed(2)}, max ${Math.max(...loads).toFixed(2)}; now ${loadAverage()}; ${os.cpus().length} CPUs`,
  );
  say(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

async function stopAll() {
  await Promise.all(services.map((child) => stopService(child)));
  for (const cleanup of cleanups.reverse())
    await cleanup().catch((error) => say(`cleanup: ${error.message}`));
}

process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));
// Bounded: start-up, warm-up and every run, with room for a loaded machine.
const budgetMs =
  2 * readyTimeoutMs +
  (rounds + 1) * databases.length * 5 * (durationSeconds + 10) * 1000;
setTimeout(() => {
  console.error(`[bench] still running after ${budgetMs / 1000} s: stopping`);
  void stopAll().then(() => process.exit(1));
}, budgetMs).unref();
main().then(
  () => stopAll(),
  async (error) => {
    console.error(error);
    await stopAll();
    process.exit(1);
  },
);

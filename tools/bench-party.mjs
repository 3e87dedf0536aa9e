#!/usr/bin/env node
// `npm run bench:party`: the party's load check (not a test). Starts the compiled api and edge
// (`nx build api edge`, cached) on free loopback ports, on a throw-away PostgreSQL database when
// DATABASE_URL is set (else PGlite), turns the demo event's uploads on, without approval and
// with a wall key, connects a wall (server-sent events through the edge), then has
// BENCH_PARTY_PHONES phones (100) each send BENCH_PARTY_PHOTOS photos (3) at random moments
// over BENCH_PARTY_SECONDS (120), through the edge, as real JPEGs drawn with sharp (quality 92,
// as a phone writes them) at the width the party page sends after compressing in the browser
// (1920 px; BENCH_PARTY_WIDTH=4000 for a phone's original). Prints the uploads that worked and failed, the 5xx, the upload times
// (p50/p95), the photos the wall saw against those uploaded (and how late), and the load average.
//
// Env: DATABASE_URL (optional: PostgreSQL server to create the throw-away database on),
// BENCH_PARTY_SECONDS (120), BENCH_PARTY_PHONES (100), BENCH_PARTY_PHOTOS (3),
// BENCH_PARTY_WIDTH (1920: the photos' width, 4:3), BENCH_READY_SECONDS (600).
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createThrowAwayDatabase } from './bench/bench-database.mjs';
import { freePort } from './bench/free-port.mjs';
import { nxBuild } from './lib/nx-build.mjs';
import { photoLikeJpeg } from './lib/photo-like.mjs';
import { spawnService, stopService } from './lib/processes.mjs';
import { waitForReady } from './lib/wait-for-ready.mjs';
import { workspaceRoot } from './lib/workspace.mjs';

const seconds = Number(process.env.BENCH_PARTY_SECONDS || 120);
const phones = Number(process.env.BENCH_PARTY_PHONES || 100);
const photosPerPhone = Number(process.env.BENCH_PARTY_PHOTOS || 3);
const photoWidth = Number(process.env.BENCH_PARTY_WIDTH || 1920);
const readyTimeoutMs = Number(process.env.BENCH_READY_SECONDS || 600) * 1000;
/** Distinct pictures drawn (each upload sends one of them; the api encodes each anew). */
const DISTINCT_PHOTOS = 8;
/** How long the wall may take, after the last upload, to show every photo. */
const WALL_GRACE_MS = 15_000;
const DEMO_HOST = { email: 'demo@celebra.dev', password: 'Demo1234' };
const SLUG = 'demo';
const serversDir = path.join(workspaceRoot, 'dist/apps');

const say = (line) => console.log(`[bench-party] ${line}`);
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const services = [];
const cleanups = [];

function start(name, args, env) {
  const child = spawnService(name, args, { ...process.env, ...env });
  services.push(child);
  return child;
}

async function startServers() {
  const apiPort = await freePort();
  const edgePort = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'celebra-bench-party-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const distDir = path.join(dataDir, 'dist');
  await mkdir(distDir);
  let databaseUrl = '';
  if (process.env.DATABASE_URL) {
    const database = await createThrowAwayDatabase(process.env.DATABASE_URL);
    cleanups.push(() => database.drop());
    databaseUrl = database.url;
  }
  const env = {
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    API_PORT: String(apiPort),
    PORT: String(edgePort),
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    SEED_DEMO: 'true',
    PUBLIC_BASE_DOMAIN: `localhost:${edgePort}`,
    EDGE_KEY: randomBytes(32).toString('base64url'),
    // Every phone comes from 127.0.0.1: the per-address allowance must cover them all.
    PARTY_UPLOADS_PER_10_MINUTES: String(phones * photosPerPhone * 2),
    DATABASE_URL: databaseUrl,
    REDIS_URL: '',
  };
  const api = start('api', [path.join(serversDir, 'api/main.js')], env);
  await waitForReady(`http://127.0.0.1:${apiPort}/api/ready`, {
    timeoutMs: readyTimeoutMs,
    abort: api.abort,
  });
  const edge = start('edge', [path.join(serversDir, 'edge/main.js')], env);
  await waitForReady(`http://127.0.0.1:${edgePort}/api/ready`, {
    timeoutMs: readyTimeoutMs,
    abort: edge.abort,
  });
  return {
    edge: `http://127.0.0.1:${edgePort}`,
    database: databaseUrl ? 'PostgreSQL' : 'PGlite',
  };
}

async function json(response, what) {
  const body = await response.json().catch(() => ({}));
  if (!response.ok)
    throw new Error(`${what}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** Signs the demo host in and opens the party of its event: uploads on, no approval, a wall. */
async function openParty(edge) {
  const login = await json(
    await fetch(`${edge}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_HOST),
    }),
    'login',
  );
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${login.token}`,
    'x-user-id': String(login.id),
  };
  const me = await json(await fetch(`${edge}/api/users/me`, { headers }), 'me');
  const wallKey = randomBytes(12).toString('base64url');
  await json(
    await fetch(`${edge}/api/users/party/${me.event.id}/settings`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        uploadsEnabled: true,
        needsApproval: false,
        wallKey,
      }),
    }),
    'party settings',
  );
  return { wallKey };
}

/** A wall through the edge: the media ids it received, and when. */
async function connectWall(edge, wallKey) {
  const seen = new Map();
  const controller = new AbortController();
  const response = await fetch(
    `${edge}/api/guests/party/${SLUG}/wall?k=${encodeURIComponent(wallKey)}`,
    { headers: { accept: 'text/event-stream' }, signal: controller.signal },
  );
  if (response.status !== 200 || !response.body)
    throw new Error(`the wall answered ${response.status}`);
  const reading = (async () => {
    const decoder = new TextDecoder();
    let pending = '';
    try {
      for await (const chunk of response.body) {
        pending += decoder.decode(chunk, { stream: true });
        const frames = pending.split('\n\n');
        pending = frames.pop() ?? '';
        for (const frame of frames) {
          const data = frame
            .split('\n')
            .find((line) => line.startsWith('data: '));
          if (!data) continue;
          const event = JSON.parse(data.slice(6));
          if (event.type === 'media' && !seen.has(event.media.id))
            seen.set(event.media.id, Date.now());
        }
      }
    } catch (error) {
      if (!controller.signal.aborted)
        say(`wall stream ended: ${error.message}`);
    }
  })();
  return {
    seen,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

const percentile = (values, share) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
};

async function main() {
  say(
    `${os.cpus().length} CPUs, load average ${loadAverage()}; ${phones} phones × ${photosPerPhone} photos over ${seconds} s`,
  );
  await nxBuild(['api', 'edge']);
  say('drawing the photos');
  const photos = [];
  for (let index = 0; index < DISTINCT_PHOTOS; index += 1)
    photos.push(
      await photoLikeJpeg(index, photoWidth, Math.round((photoWidth * 3) / 4)),
    );
  const sizes = photos.map((photo) => photo.length / 1024 / 1024);
  say(
    `photos of ${Math.min(...sizes).toFixed(1)}–${Math.max(...sizes).toFixed(1)} MB`,
  );
  const { edge, database } = await startServers();
  say(`api (${database}) and edge ready`);
  const { wallKey } = await openParty(edge);
  const wall = await connectWall(edge, wallKey);

  /** One upload: its answer's status, time and, when it worked, the photo's id. */
  const upload = async (phone, photo) => {
    const form = new FormData();
    form.set('guestName', `Celular ${phone + 1}`);
    form.set(
      'file',
      new Blob([photos[(phone + photo) % photos.length]], {
        type: 'image/jpeg',
      }),
      `IMG_${phone}_${photo}.jpg`,
    );
    const started = performance.now();
    try {
      const response = await fetch(`${edge}/api/guests/party/${SLUG}/media`, {
        method: 'POST',
        body: form,
      });
      const body = await response.json().catch(() => ({}));
      return {
        status: response.status,
        ms: performance.now() - started,
        id: body.item?.id,
        approved: body.item?.status === 'approved',
        at: Date.now(),
      };
    } catch (error) {
      return { status: 0, ms: performance.now() - started, error };
    }
  };

  const loads = [];
  const sampler = setInterval(() => loads.push(os.loadavg()[0]), 5_000);
  const startedAt = Date.now();
  const uploads = [];
  const answered = { ok: 0, failed: 0 };
  for (let phone = 0; phone < phones; phone += 1)
    for (let photo = 0; photo < photosPerPhone; photo += 1) {
      // Each photo at a random moment of the window (a phone's photos in order).
      const delay = Math.random() * seconds * 1000;
      uploads.push(
        sleep(delay)
          .then(() => upload(phone, photo))
          .then((result) => {
            if (result.status >= 200 && result.status < 300) answered.ok += 1;
            else answered.failed += 1;
            return result;
          }),
      );
    }
  const progress = setInterval(
    () =>
      say(
        `${((Date.now() - startedAt) / 1000).toFixed(0)} s: ${answered.ok} uploads ok, ${answered.failed} failed, wall saw ${wall.seen.size}, load ${loadAverage()}`,
      ),
    15_000,
  );
  const results = await Promise.all(uploads);
  clearInterval(progress);
  const uploadSeconds = (Date.now() - startedAt) / 1000;
  const shown = results.filter((result) => result.approved);
  const waitUntil = Date.now() + WALL_GRACE_MS;
  while (
    shown.some((result) => !wall.seen.has(result.id)) &&
    Date.now() < waitUntil
  )
    await sleep(250);
  clearInterval(sampler);
  await wall.close();

  const ok = results.filter(
    (result) => result.status >= 200 && result.status < 300,
  );
  const statuses = {};
  for (const result of results)
    statuses[result.status] = (statuses[result.status] ?? 0) + 1;
  const serverErrors = results.filter((result) => result.status >= 500).length;
  const times = ok.map((result) => result.ms);
  const onWall = shown.filter((result) => wall.seen.has(result.id));
  const lateness = onWall.map((result) =>
    Math.max(0, wall.seen.get(result.id) - result.at),
  );
  console.log('');
  console.log(
    `party load check (${database}, ${phones} phones × ${photosPerPhone} photos, ${photoWidth} px JPEGs of about ${(sizes.reduce((a, b) => a + b, 0) / sizes.length).toFixed(1)} MB, over ${uploadSeconds.toFixed(0)} s through the edge)`,
  );
  console.log(
    `uploads: ${ok.length} ok, ${results.length - ok.length} failed (statuses ${JSON.stringify(statuses)}), ${serverErrors} 5xx`,
  );
  console.log(
    `upload time: p50 ${percentile(times, 0.5).toFixed(0)} ms, p95 ${percentile(times, 0.95).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`,
  );
  console.log(
    `wall: ${onWall.length} of ${shown.length} approved photos answered as sent were seen (${wall.seen.size} photos in all, stored after their phone gave up included); after the upload's answer: p50 ${percentile(lateness, 0.5).toFixed(0)} ms, p95 ${percentile(lateness, 0.95).toFixed(0)} ms`,
  );
  console.log(
    `load average (1 min, every 5 s): median ${percentile(loads, 0.5).toFixed(2)}, max ${Math.max(...loads).toFixed(2)}; ${os.cpus().length} CPUs`,
  );
  const lost = results.length - ok.length + (shown.length - onWall.length);
  if (lost || serverErrors) process.exitCode = 1;
}

async function stopAll() {
  await Promise.all(services.map((child) => stopService(child)));
  for (const cleanup of cleanups.reverse())
    await cleanup().catch((error) => say(`cleanup: ${error.message}`));
}

process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));
const budgetMs = 2 * readyTimeoutMs + (seconds + 300) * 1000;
setTimeout(() => {
  console.error(
    `[bench-party] still running after ${budgetMs / 1000} s: stopping`,
  );
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

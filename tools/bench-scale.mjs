#!/usr/bin/env node
// `npm run bench:scale`: the back office's lists and filters, the host's lists, the host's
// invitations and the public event at 100,000 events, beside the same on the small (demo)
// database.
//
// Creates throw-away databases on the local PostgreSQL server of DATABASE_URL: "small"
// (migrations and the demo seed) and one large database per dataset (the same, then a dataset
// of tools/lib/scale-dataset.mjs: 100,000 users and events, 2,000,000 guests each in an
// invitation, 500,000 orders, 200,000 messages, 10,000 pending payouts; the demo host's event
// gets 2,000 invitations of 5,000 people): "synthetic", whose search terms are rare, and
// "realistic", whose names, titles and slugs repeat as real ones do. For each, starts the api
// on a free loopback port, signs in the admin and the demo host, sends every measured call
// SAMPLES times one after the other, RUNS times over, and prints the median over the runs of
// p50 and p95 (ms) and the size of the answer. The invitations' calls: the host's list (page 1,
// page 50) and each of its filters (a group, awaiting, answered, to review, gifts not thanked,
// gifts given, a common surname, 'ana' inside other names), the counts, the door list, the
// questions' answers and a household's personal page; then the import of a 2,000-row CSV
// (';' separated, Windows-1252, a household column) into the demo event, end to end,
// IMPORT_SAMPLES times a run, the imported invitations deleted after each.
// Stops by itself (hard deadline) and drops the databases.
//
// Env: DATABASE_URL (server, loopback only; default postgres://postgres@127.0.0.1:5432/postgres),
// DATASET (synthetic, realistic or both: the default), SAMPLES (50), WARMUP (3), RUNS (3),
// IMPORT_SAMPLES (3), KEEP_DATABASES=true (to look at them afterwards).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { label, spawnService, stopService } from './lib/processes.mjs';
import {
  DATASETS,
  SCALE,
  scaleDatasetStatements,
} from './lib/scale-dataset.mjs';
import { waitForReady } from './lib/wait-for-ready.mjs';
import { bin } from './lib/workspace.mjs';
import { assertLoopback } from './lib/loopback.mjs';

const serverUrl =
  process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const samples = Number(process.env.SAMPLES || 50);
const warmup = Number(process.env.WARMUP || 3);
const runs = Number(process.env.RUNS || 3);
const keepDatabases = process.env.KEEP_DATABASES === 'true';
const datasetChoice = process.env.DATASET || 'both';
const datasets = datasetChoice === 'both' ? DATASETS : [datasetChoice];
if (!datasets.every((dataset) => DATASETS.includes(dataset)))
  throw new Error(
    `DATASET: ${datasetChoice}? (${DATASETS.join(', ')} or both)`,
  );
/** Everything (the databases, the loads, the measures, the clean-up) ends before this. */
const HARD_DEADLINE_MS = 45 * 60_000;
/** The api (tsx, migrations, demo seed) must answer /api/ready within this. */
const API_START_TIMEOUT_MS = 300_000;
/** A call is sampled for at most this long (a slow call reports fewer samples). */
const CALL_BUDGET_MS = 20_000;
/** The dataset must load within this (the brief's bound). */
const LOAD_BUDGET_MS = 120_000;
/** The import's rows (its limit) and how many imports each run times. */
const IMPORT_ROWS = 2000;
const IMPORT_SAMPLES = Number(process.env.IMPORT_SAMPLES || 3);

const DEMO_HOST = { email: 'demo@celebra.dev', password: 'Demo1234' };
const ADMIN = {
  email: process.env.ADMIN_EMAIL || 'admin@celebra.dev',
  password: process.env.ADMIN_PASSWORD || 'Admin1234',
};

const log = (message) => console.log(`${label('bench')} ${message}`);

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function databaseUrlOf(name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient(connectionString, work) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function startApi(databaseUrl) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'celebra-bench-scale-'));
  const port = await freePort();
  const api = spawnService(
    'api',
    [bin.tsx, '--tsconfig', 'apps/api/tsconfig.json', 'apps/api/src/main.ts'],
    {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      SEED_DEMO: 'true',
      ORDER_EXPIRY_SWEEP_SECONDS: '0',
      OUTBOX_POLL_SECONDS: '0',
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopService(api);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(`${origin}/api/ready`, {
      timeoutMs: API_START_TIMEOUT_MS,
      abort: api.abort,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

async function postJson(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok)
    throw new Error(`${url}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

async function signIn(origin) {
  const admin = await postJson(`${origin}/api/admin/login`, ADMIN);
  const host = await postJson(`${origin}/api/users/login`, DEMO_HOST);
  const adminId = admin.id ?? admin.admin?.id;
  const userId = host.id ?? host.user?.id;
  return {
    admin: {
      authorization: `Bearer ${admin.token}`,
      'x-admin-id': String(adminId),
    },
    host: {
      authorization: `Bearer ${host.token}`,
      'x-user-id': String(userId),
    },
  };
}

/** A date `days` from today, 'YYYY-MM-DD' (UTC is close enough for a range filter). */
function day(days) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Every measured call: [name, audience, path]. */
function measuredCalls(eventId, userId, invitationCode) {
  const events = '/api/admin/events?page=1&limit=20';
  return [
    ['admin users, page 1', 'admin', '/api/admin/users?page=1&limit=20'],
    ['admin users, page 200', 'admin', '/api/admin/users?page=200&limit=20'],
    [
      'admin users by name (rare)',
      'admin',
      '/api/admin/users?name=demo%20host&page=1&limit=20',
    ],
    [
      'admin users by name (common)',
      'admin',
      '/api/admin/users?name=maria%20silva&page=1&limit=20',
    ],
    [
      'admin users by name (Ana)',
      'admin',
      '/api/admin/users?name=Ana&page=1&limit=20',
    ],
    [
      'admin users by e-mail',
      'admin',
      '/api/admin/users?email=pessoa4242@&page=1&limit=20',
    ],
    [
      'admin users by phone',
      'admin',
      '/api/admin/users?phoneNumber=1193&page=1&limit=20',
    ],
    ['admin user events', 'admin', `/api/admin/user-events/${userId}`],
    ['admin events, page 1', 'admin', events],
    ['admin events, page 200', 'admin', '/api/admin/events?page=200&limit=20'],
    ['admin events by title', 'admin', `${events}&title=beatriz`],
    ['admin events by title (Festa)', 'admin', `${events}&title=Festa`],
    ['admin events by slug', 'admin', `${events}&slug=evento-4242`],
    ['admin events by slug (festa-de)', 'admin', `${events}&slug=festa-de`],
    ['admin events disabled', 'admin', `${events}&active=disabled`],
    [
      'admin events by created date',
      'admin',
      `${events}&dateFilterType=createdAt&startDate=${day(-60)}&endDate=${day(-30)}`,
    ],
    [
      'admin events by event date',
      'admin',
      `${events}&dateFilterType=eventDate&startDate=${day(30)}&endDate=${day(60)}`,
    ],
    ['admin payouts PENDING', 'admin', '/api/admin/payouts?status=PENDING'],
    ['admin payouts PAID', 'admin', '/api/admin/payouts?status=PAID'],
    ['admin dashboard', 'admin', '/api/admin/dashboard/retrieve'],
    ['admin event guests', 'admin', `/api/admin/events/${eventId}/guests`],
    ['admin event messages', 'admin', `/api/admin/events/${eventId}/messages`],
    [
      'admin event received gifts',
      'admin',
      `/api/admin/events/${eventId}/received-gifts`,
    ],
    [
      'admin event transactions',
      'admin',
      `/api/admin/events/${eventId}/transactions`,
    ],
    ['host messages', 'host', `/api/users/messages/${eventId}`],
    [
      'host received gifts',
      'host',
      `/api/users/events/${eventId}/received-gifts`,
    ],
    ['host gallery', 'host', `/api/users/event-gallery/${eventId}`],
    ['host transactions', 'host', `/api/users/events/${eventId}/transactions`],
    ['host dashboard', 'host', `/api/users/events/${eventId}/dashboard`],
    ['public event', 'public', '/api/guests/event/demo'],
    ...invitationCalls(eventId, invitationCode),
  ];
}

/** The host's invitations of the demo event (2,000 at scale), its questions' answers, a personal page. */
function invitationCalls(eventId, invitationCode) {
  const list = `/api/users/invitations/${eventId}`;
  const page1 = `${list}?page=1&limit=20`;
  return [
    ['host invitations, page 1', 'host', page1],
    ['host invitations, page 50', 'host', `${list}?page=50&limit=20`],
    [
      'host invitations by group',
      'host',
      `${page1}&group=${encodeURIComponent('Família da noiva')}`,
    ],
    ['host invitations awaiting', 'host', `${page1}&state=awaiting`],
    ['host invitations answered', 'host', `${page1}&state=answered`],
    ['host invitations to review', 'host', `${page1}&state=review`],
    ['host invitations gifts unthanked', 'host', `${page1}&gifts=unthanked`],
    ['host invitations gifts given', 'host', `${page1}&gifts=given`],
    ['host invitations by name (Silva)', 'host', `${page1}&q=silva`],
    ['host invitations by name (ana)', 'host', `${page1}&q=ana`],
    ['host invitations summary', 'host', `${list}/summary`],
    ['host invitations door list', 'host', `${list}/door-list`],
    [
      'host rsvp answers',
      'host',
      `/api/users/rsvp-questions/${eventId}/answers`,
    ],
    [
      'personal invitation page',
      'public',
      `/api/guests/invitation/demo/${invitationCode}`,
    ],
  ];
}

const CSV_FIRST_NAMES = [
  'Ana',
  'Mariana',
  'João',
  'José',
  'Luíza',
  'Márcia',
  'Conceição',
  'Antônio',
  'Cláudio',
  'Júlia',
  'Gabriel',
  'Letícia',
  'Vinícius',
  'Patrícia',
  'Fábio',
  'Sônia',
  'Inês',
  'Mônica',
  'Régis',
  'Cecília',
];
const CSV_LAST_NAMES = [
  'Silva',
  'Souza',
  'Santos',
  'Oliveira',
  'Araújo',
  'Gonçalves',
  'Conceição',
  'Magalhães',
  'Brandão',
  'Simões',
  'Falcão',
  'Assunção',
  'Guimarães',
  'Peçanha',
  'Sá',
  'Leão',
  'Romão',
  'Antônio',
  'Estêvão',
  'Lopes',
];
const CSV_GROUPS = [
  'Família da noiva',
  'Família do noivo',
  'Amigos do trabalho',
  'Padrinhos',
  '',
];
const CSV_CITIES = [
  'Niterói',
  'São Gonçalo',
  'Petrópolis',
  'Maricá',
  'Volta Redonda',
  'Macaé',
];

/**
 * A spreadsheet saved as CSV by Excel in Portuguese: ';' separated, Windows-1252 bytes with
 * accents, one person a row, a 'Convite' column joining households of 1 to 4 (the phone and
 * e-mail on the first row), children marked, some companions. Nothing in it repeats the
 * dataset's invitations (names, phones, e-mails) or itself.
 */
function importCsv() {
  const lines = [
    'Nome;Sobrenome;Convite;Grupo;Telefone;E-mail;Acompanhantes;Criança',
  ];
  const sizes = [1, 2, 3, 4, 2, 3, 2, 1, 3, 4];
  for (let household = 0; lines.length <= IMPORT_ROWS; household += 1) {
    const surname = CSV_LAST_NAMES[household % CSV_LAST_NAMES.length];
    const second =
      CSV_LAST_NAMES[
        (household + 1 + (Math.floor(household / CSV_LAST_NAMES.length) % 19)) %
          CSV_LAST_NAMES.length
      ];
    const city = CSV_CITIES[household % CSV_CITIES.length];
    const invitation = `Família ${surname} ${second} (${city})`;
    const size = Math.min(
      sizes[household % sizes.length],
      IMPORT_ROWS + 1 - lines.length,
    );
    for (let position = 0; position < size; position += 1) {
      const first =
        CSV_FIRST_NAMES[
          (household * 4 + position + 5 * Math.floor(household / 380)) %
            CSV_FIRST_NAMES.length
        ];
      const lead = position === 0;
      lines.push(
        [
          first,
          `${surname} ${second}`,
          invitation,
          CSV_GROUPS[household % CSV_GROUPS.length],
          lead
            ? `(31) 98${String(household).padStart(3, '0')}-${String((household * 7919) % 10000).padStart(4, '0')}`
            : '',
          lead && household % 3 === 0
            ? `convite.${household}@exemplo.com.br`
            : '',
          lead ? String(household % 3) : '',
          position >= 2 ? 'sim' : '',
        ].join(';'),
      );
    }
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');
}

function percentile(sorted, p) {
  if (sorted.length === 0) return undefined;
  return sorted[
    Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  ];
}

const median = (values) => {
  const sorted = values
    .filter((value) => value !== undefined)
    .sort((a, b) => a - b);
  return sorted.length === 0
    ? undefined
    : sorted[Math.floor((sorted.length - 1) / 2)];
};

/** Every call measured `runs` times over; p50 and p95 are the medians over the runs. */
async function measureRuns(origin, headers, databaseUrl) {
  const all = [];
  for (let run = 1; run <= runs; run += 1) {
    log(`run ${run} of ${runs}`);
    all.push(await measure(origin, headers, databaseUrl));
  }
  return new Map(
    [...all[0].keys()].map((name) => {
      const each = all.map((results) => results.get(name));
      return [
        name,
        {
          ...each[0],
          count: each.reduce((sum, result) => sum + result.count, 0),
          p50: median(each.map((result) => result.p50)),
          p95: median(each.map((result) => result.p95)),
        },
      ];
    }),
  );
}

async function measure(origin, headers, databaseUrl) {
  const demo = await (await fetch(`${origin}/api/guests/event/demo`)).json();
  const eventId = demo.event?.id;
  if (!eventId) throw new Error('the demo event was not found');
  const me = await (
    await fetch(`${origin}/api/users/me`, { headers: headers.host })
  ).json();
  const userId = me.user?.id ?? me.id ?? headers.host['x-user-id'];
  const invitationCode = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `select code from invitations where event_id = $1 order by id
       offset (select count(*) / 2 from invitations where event_id = $1) limit 1`,
      [eventId],
    );
    return rows[0]?.code ?? 'none';
  });
  const results = new Map();
  for (const [name, audience, callPath] of measuredCalls(
    eventId,
    userId,
    invitationCode,
  )) {
    const init = { headers: audience === 'public' ? {} : headers[audience] };
    const times = [];
    let bytes = 0;
    let status = 0;
    const startedAt = performance.now();
    for (
      let i = 0;
      i < warmup + samples && performance.now() - startedAt < CALL_BUDGET_MS;
      i += 1
    ) {
      const sentAt = performance.now();
      const response = await fetch(`${origin}${callPath}`, init);
      const body = await response.arrayBuffer();
      const elapsed = performance.now() - sentAt;
      status = response.status;
      bytes = body.byteLength;
      if (i >= warmup) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    const result = {
      status,
      bytes,
      count: times.length,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
    };
    results.set(name, result);
    log(
      `${name}: p50 ${fmt(result.p50)} ms, p95 ${fmt(result.p95)} ms, ${kb(bytes)} KB, ${times.length} samples`,
    );
  }
  const imported = await measureImport(
    origin,
    headers.host,
    databaseUrl,
    eventId,
  );
  results.set(IMPORT_CALL, imported);
  log(
    `${IMPORT_CALL}: p50 ${fmt(imported.p50)} ms, p95 ${fmt(imported.p95)} ms, ${imported.count} samples`,
  );
  return results;
}

const IMPORT_CALL = `host invitations import (${IMPORT_ROWS} rows)`;

/**
 * POST …/import of the CSV of `importCsv()` into the demo event, end to end, IMPORT_SAMPLES
 * times; the imported invitations are deleted after each, so every import meets the same list.
 */
async function measureImport(origin, headers, databaseUrl, eventId) {
  const body = JSON.stringify({
    source: 'file',
    data: importCsv().toString('base64'),
    skipInvalid: false,
  });
  const init = {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body,
  };
  const times = [];
  let status = 0;
  let bytes = 0;
  await withClient(databaseUrl, async (client) => {
    for (let i = 0; i < IMPORT_SAMPLES; i += 1) {
      const sentAt = performance.now();
      const response = await fetch(
        `${origin}/api/users/invitations/${eventId}/import`,
        init,
      );
      const answer = await response.arrayBuffer();
      times.push(performance.now() - sentAt);
      status = response.status;
      bytes = answer.byteLength;
      if (!response.ok)
        log(
          `import: ${status} ${Buffer.from(answer).toString('utf8').slice(0, 300)}`,
        );
      await client.query(
        `delete from invitations where event_id = $1 and source = 'import'`,
        [eventId],
      );
    }
  });
  times.sort((a, b) => a - b);
  return {
    status,
    bytes,
    count: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
  };
}

/** `kind`: 'small' (the demo seed only) or a dataset of DATASETS on top of it. */
async function benchDatabase(kind) {
  const name = `celebra_bench_${kind}_${randomBytes(4).toString('hex')}`;
  const databaseUrl = databaseUrlOf(name);
  await withClient(serverUrl, (client) =>
    client.query(`create database "${name}"`),
  );
  created.push(name);
  const api = await startApi(databaseUrl);
  try {
    if (kind !== 'small') {
      const startedAt = performance.now();
      await withClient(databaseUrl, async (client) => {
        const {
          rows: [{ id }],
        } = await client.query(`select id from events where slug = 'demo'`);
        for (const statement of scaleDatasetStatements(id, kind)) {
          const statementStartedAt = performance.now();
          await client.query(statement);
          log(
            `  ${((performance.now() - statementStartedAt) / 1000).toFixed(1)} s  ${statement.replace(/\s+/g, ' ').slice(0, 70)}`,
          );
        }
      });
      const loadMs = performance.now() - startedAt;
      log(`dataset ${kind} loaded in ${(loadMs / 1000).toFixed(1)} s`);
      if (loadMs > LOAD_BUDGET_MS)
        log(`warning: the load took longer than ${LOAD_BUDGET_MS / 1000} s`);
    }
    const headers = await signIn(api.origin);
    log(
      `measuring the ${kind} database (${samples} requests per call, ${runs} runs)`,
    );
    return await measureRuns(api.origin, headers, databaseUrl);
  } finally {
    await api.stop();
  }
}

const created = [];

async function dropDatabases() {
  if (keepDatabases) {
    log(`kept: ${created.join(', ')}`);
    return;
  }
  await withClient(serverUrl, async (client) => {
    for (const name of created)
      await client.query(`drop database if exists "${name}" with (force)`);
  });
}

const fmt = (ms) => (ms === undefined ? '-' : ms.toFixed(1));
const kb = (bytes) =>
  bytes === undefined ? '-' : `${(bytes / 1024).toFixed(1)}`;

/** `large`: [dataset, results] for each dataset measured. */
function printTable(small, large) {
  const header = [
    'call',
    'small p50',
    'small p95',
    ...large.flatMap(([dataset]) => [
      `${dataset} p50`,
      `${dataset} p95`,
      `${dataset} KB`,
      'status',
    ]),
  ];
  const rows = [...small.keys()].map((name) => {
    const s = small.get(name) ?? {};
    return [
      name,
      fmt(s.p50),
      fmt(s.p95),
      ...large.flatMap(([, results]) => {
        const l = results.get(name) ?? {};
        return [fmt(l.p50), fmt(l.p95), kb(l.bytes), String(l.status)];
      }),
    ];
  });
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i].length)),
  );
  const line = (cells) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  console.log(line(header));
  console.log(
    `|${widths.map((width, i) => (i === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
  );
  for (const row of rows) console.log(line(row));
}

async function main() {
  assertLoopback(
    serverUrl,
    'this benchmark creates and drops databases on a local PostgreSQL only',
  );
  const hardStop = setTimeout(() => {
    console.error('bench-scale: hard deadline reached, stopping');
    void dropDatabases()
      .catch(() => undefined)
      .then(() => process.exit(2));
  }, HARD_DEADLINE_MS);
  hardStop.unref();
  try {
    const small = await benchDatabase('small');
    const large = [];
    for (const dataset of datasets)
      large.push([dataset, await benchDatabase(dataset)]);
    console.log('');
    console.log(
      `p50/p95 in ms: median over ${runs} runs of ${samples} sequential requests; ` +
        `${datasets.join(' and ')}: ${SCALE.users.toLocaleString('en')} users and events, ` +
        `${SCALE.guests.toLocaleString('en')} guests, ${SCALE.orders.toLocaleString('en')} orders, ` +
        `${SCALE.messages.toLocaleString('en')} messages, ${SCALE.pendingPayouts.toLocaleString('en')} pending payouts; ` +
        `the demo host's event has ${SCALE.demoInvitations.toLocaleString('en')} invitations of ` +
        `${SCALE.demoGuests.toLocaleString('en')} guests`,
    );
    printTable(small, large);
  } finally {
    await dropDatabases();
    clearTimeout(hardStop);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
// The edge in front of the api, as in production: the suite checks both answers.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { buildEdge } from '../../../../edge/src/app';
// eslint-disable-next-line @nx/enforce-module-boundaries
import {
  createTempDist,
  type TempDist,
} from '../../../../edge/src/testing/temp-dist';
import {
  type LookupStandIn,
  startLookupStandIn,
} from '../../modules/lookups/testing/lookup-stand-in';
import { solidImage } from '../media-fixtures';
import { createTestApp, type TestApp } from '../create-test-app';
import { nextIp } from '../factories';
import { createResponseChecker, type FuzzResponse } from './checks';
import {
  type FuzzWorld,
  PRINCIPALS,
  type PrincipalName,
  seedFuzzWorld,
} from './fuzz-world';
import { createHttpClient } from './http-client';
import {
  type OpenApiDocument,
  type Operation,
  operationsOf,
} from './operations';
import { type FuzzRequest, requestArbitrary } from './requests';

/*
 * Property-based fuzzing of every operation of /api/docs/json (docs/decisions.md, "the fuzz suite").
 * FUZZ_RUNS generated requests per operation (default 50), each sent as anonymous, host and
 * administrator both directly (app.inject) and through the edge over real HTTP: every principal
 * gets FUZZ_RUNS requests per operation on each path. An answer whose status the document does
 * not list fails like any other problem. FUZZ_SEED replays a run; the seed is printed.
 *
 * The operations are dealt to FUZZ_SHARDS spec files (openapi-<n>.fuzz.spec.ts), each with its
 * own api, edge and database, so that Jest's workers share the work. Each spec file loads its
 * own copy of this module (Jest isolates modules per file), so the state below is per shard.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const SEED = Number(process.env.FUZZ_SEED ?? 20_240_614);

/** Limits raised so fuzzing reaches the handlers; the password-reset, lookup and slug-check
 * limits stay at their defaults so that 429 answers are fuzzed too. */
const RAISED_LIMITS = {
  LOGIN_MAX_FAILURES_PER_MINUTE: '100000',
  LOGIN_MAX_FAILURES_PER_ADDRESS_PER_MINUTE: '100000',
  REGISTER_MAX_PER_MINUTE: '100000',
  PURCHASES_PER_MINUTE: '100000',
  PURCHASES_PER_EVENT_PER_HOUR: '100000',
  PURCHASES_PER_DAY: '100000',
  MESSAGES_PER_MINUTE: '100000',
  CONFIRMATIONS_PER_MINUTE: '100000',
  SITE_PASSWORD_ATTEMPTS_PER_MINUTE: '100000',
  THANKS_EMAILS_PER_EVENT_PER_HOUR: '100000',
};

/** The spec files the operations are dealt to (openapi-1.fuzz.spec.ts …). */
export const FUZZ_SHARDS = 3;

/** Operations whose limits stay at their defaults: all in the first shard, which checks 429s. */
const DEFAULT_LIMITED = /\/(password-reset|lookup|slug-availability)(\/|$)/;

/** The operations of one shard (1-based): round robin, the default-limited ones in the first. */
export function shardOf(all: Operation[], shard: number): Operation[] {
  const limited = all.filter((operation) =>
    DEFAULT_LIMITED.test(operation.path),
  );
  const others = all.filter(
    (operation) => !DEFAULT_LIMITED.test(operation.path),
  );
  return [
    ...(shard === 1 ? limited : []),
    ...others.filter((_, index) => index % FUZZ_SHARDS === shard - 1),
  ];
}

/** Operations that end the session they are sent with get a fresh one per request. */
const ENDS_SESSION = /\/logout$/;

interface Finding {
  where: string;
  problem: string;
  example: string;
}

let t: TestApp;
let world: FuzzWorld;
let allOperations: Operation[];
/** This shard's operations. */
let operations: Operation[];
let edge: FastifyInstance;
let dist: TempDist;
let standIn: LookupStandIn;
let edgeClient: ReturnType<typeof createHttpClient>;
const checker = createResponseChecker();
const findings = new Map<string, Finding>();
const statuses = new Map<number, number>();
let requests = 0;
/** Requests sent, by 'operation|transport|principal'. */
const sent = new Map<string, number>();

/** The fewest and most requests one principal got for one operation on one path. */
function perPrincipal(): string {
  const counts = [...sent.values()];
  return `min ${Math.min(...counts)}, max ${Math.max(...counts)} (${sent.size} operation × path × principal)`;
}

function describeExchange(
  principal: PrincipalName,
  request: FuzzRequest,
  response: FuzzResponse,
): string {
  const body = request.body?.toString('utf8').slice(0, 200);
  return [
    `${principal} ${request.kind}: ${request.method} ${request.url.slice(0, 300)}`,
    `headers ${JSON.stringify(request.headers)}`,
    body ? `body ${JSON.stringify(body)}` : '',
    `→ ${response.status} ${response.body.slice(0, 300)}`,
  ]
    .filter(Boolean)
    .join('\n  ');
}

function record(
  operation: Operation,
  transport: 'direct' | 'edge',
  principal: PrincipalName,
  request: FuzzRequest,
  response: FuzzResponse,
) {
  requests += 1;
  const key = `${operation.id}|${transport}|${principal}`;
  sent.set(key, (sent.get(key) ?? 0) + 1);
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  for (const problem of checker(operation, request.url, response)) {
    const key = `${operation.id} [${transport}] ${problem.slice(0, 80)}`;
    if (!findings.has(key))
      findings.set(key, {
        where: `${operation.id} [${transport}]`,
        problem,
        example: describeExchange(principal, request, response),
      });
  }
}

async function sendDirect(
  request: FuzzRequest,
  headers: Record<string, string>,
): Promise<FuzzResponse> {
  const response = await t.app.inject({
    method: request.method as InjectOptions['method'],
    url: request.url,
    headers: { ...request.headers, ...headers },
    payload: request.body,
    remoteAddress: nextIp(),
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.body,
  };
}

async function fuzzOperation(operation: Operation, files: FuzzRequestFiles) {
  await world.restore();
  const property = fc.asyncProperty(
    requestArbitrary(operation, { hints: world.hints, files }),
    async (request) => {
      const headers = ENDS_SESSION.test(operation.path)
        ? await world.freshHeaders()
        : world.headers;
      for (const principal of PRINCIPALS) {
        record(
          operation,
          'direct',
          principal,
          request,
          await sendDirect(request, headers[principal]),
        );
        // The logout of the direct request ended this session: a fresh one for the edge.
        const edgeHeaders = ENDS_SESSION.test(operation.path)
          ? (await world.freshHeaders())[principal]
          : headers[principal];
        record(
          operation,
          'edge',
          principal,
          request,
          await edgeClient.send(request, edgeHeaders),
        );
      }
    },
  );
  const startedAt = performance.now();
  await fc.assert(property, { numRuns: RUNS, seed: SEED });
  if (process.env.FUZZ_VERBOSE)
    process.stderr.write(
      `${operation.id}: ${Math.round(performance.now() - startedAt)} ms\n`,
    );
}

type FuzzRequestFiles = Parameters<typeof requestArbitrary>[1]['files'];

/** Registers the fuzz tests of one shard (1-based); each openapi-<n>.fuzz.spec.ts calls it once. */
export function fuzzShard(shard: number): void {
  beforeAll(async () => {
    standIn = await startLookupStandIn();
    t = await createTestApp({
      env: {
        ...RAISED_LIMITS,
        VIACEP_BASE_URL: standIn.baseUrl,
        NOMINATIM_BASE_URL: standIn.baseUrl,
      },
    });
    world = await seedFuzzWorld(t.database.db);
    const docs = await t.app.inject({ url: '/api/docs/json' });
    allOperations = operationsOf(docs.json() as OpenApiDocument);
    operations = shardOf(allOperations, shard);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const apiPort = (t.app.server.address() as AddressInfo).port;
    dist = createTempDist({ host: 'host', guest: 'guest', admin: 'admin' });
    edge = await buildEdge({
      apiUrl: `http://127.0.0.1:${apiPort}`,
      distDir: dist.dir,
    });
    await edge.listen({ host: '127.0.0.1', port: 0 });
    const edgePort = (edge.server.address() as AddressInfo).port;
    edgeClient = createHttpClient(`http://127.0.0.1:${edgePort}`);
  }, 120_000);

  afterAll(async () => {
    edgeClient?.close();
    await edge?.close();
    dist?.remove();
    await t?.close();
    await standIn?.close();
  });

  describe(`fuzzing the operations of the OpenAPI document, shard ${shard} of ${FUZZ_SHARDS}`, () => {
    it('reads the operations from /api/docs/json and takes its share of them', () => {
      expect(allOperations.length).toBeGreaterThan(100);
      const shares = Array.from({ length: FUZZ_SHARDS }, (_, index) =>
        shardOf(allOperations, index + 1).map((operation) => operation.id),
      );
      // Every operation is fuzzed by exactly one shard.
      expect(shares.flat().sort()).toEqual(
        allOperations.map((operation) => operation.id).sort(),
      );
      expect(operations.length).toBeGreaterThan(
        allOperations.length / (FUZZ_SHARDS + 1),
      );
      expect(allOperations.map((operation) => operation.id)).toEqual(
        expect.arrayContaining([
          'POST /api/guests/purchase',
          'POST /api/users/event/{eventId}/upload/{slot}',
          'PUT /api/admin/events/{id}',
        ]),
      );
    });

    it(
      'answers every generated request without a 5xx, in its documented shape, in pt-BR, with the security headers',
      async () => {
        const startedAt = performance.now();
        const files: FuzzRequestFiles = [
          { name: 'foto.png', type: 'image/png', data: await solidImage(2, 2) },
          {
            name: '../../etc/passwd.png',
            type: 'image/png',
            data: Buffer.from('not a picture at all'),
          },
        ];
        for (const operation of operations)
          await fuzzOperation(operation, files);
        const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
        console.log(
          [
            `fuzz shard ${shard}/${FUZZ_SHARDS}: ${operations.length} operations × ${RUNS} runs, ${requests} requests in ${seconds} s, seed ${SEED} (FUZZ_SEED, FUZZ_RUNS)`,
            `statuses: ${JSON.stringify(Object.fromEntries(statuses))}`,
            `requests per operation, principal and path: ${perPrincipal()}`,
          ].join('\n'),
        );
        // Each principal got FUZZ_RUNS requests per operation, directly and through the edge.
        expect(sent.size).toBe(operations.length * 2 * PRINCIPALS.length);
        expect(Math.min(...sent.values())).toBeGreaterThanOrEqual(RUNS);
        // 429 answers were fuzzed too (the limits left at their defaults were reached).
        if (shard === 1) expect(statuses.get(429) ?? 0).toBeGreaterThan(0);
        const report = [...findings.values()].map(
          (finding) =>
            `${finding.where}: ${finding.problem}\n  ${finding.example}`,
        );
        expect(report).toEqual([]);
      },
      30 * 60_000,
    );
  });
}

import { itemAt } from '@celebra/contracts';
import { createDb, type Database } from '@celebra/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { purchaseBody } from '../payments/testing/guest-orders';
import {
  type LookupStandIn,
  PRACA_DA_SE_PLACE,
  startLookupStandIn,
} from '../modules/lookups/testing/lookup-stand-in';
import { createTestApp, type TestApp } from './create-test-app';
import { createHost, nextIp, type TestHost } from './factories';
import { dropRedisKeys, redisTestEnv } from './redis';

/*
 * Two api instances on one PostgreSQL database (each with its own connection pool) and one
 * Redis: what one instance counts, caches or throttles, the other sees. Each test fails when
 * the instances keep that state in their own memory.
 */

const PURCHASES_PER_MINUTE = 4;
/** Nominatim's policy: at most one request per second (the api spaces them 1.1 s apart). */
const NOMINATIM_POLICY_MS = 1000;

let t: TestApp;
let standIn: LookupStandIn;
let secondDatabase: Database;
let second: FastifyInstance;
let instances: FastifyInstance[];
let host: TestHost;
const redis = redisTestEnv();

beforeAll(async () => {
  standIn = await startLookupStandIn({
    places: [
      PRACA_DA_SE_PLACE,
      {
        match: 'candelária',
        lat: '-22.9008',
        lon: '-43.1773',
        display_name: 'Igreja da Candelária, Centro, Rio de Janeiro',
      },
      {
        match: 'pelourinho',
        lat: '-12.9730',
        lon: '-38.5083',
        display_name: 'Pelourinho, Salvador',
      },
    ],
  });
  t = await createTestApp({
    env: {
      ...redis,
      PURCHASES_PER_MINUTE: String(PURCHASES_PER_MINUTE),
      VIACEP_BASE_URL: standIn.baseUrl,
      NOMINATIM_BASE_URL: standIn.baseUrl,
    },
  });
  if (!t.database.databaseUrl)
    throw new Error('the Redis tests run on PostgreSQL (TEST_DB=postgres)');
  secondDatabase = await createDb({ databaseUrl: t.database.databaseUrl });
  second = await buildApp({
    config: t.config,
    database: secondDatabase,
    storage: t.storage,
  });
  await second.ready();
  instances = [t.app, second];
  host = await createHost(t.database.db);
});

afterAll(async () => {
  await second?.close();
  await secondDatabase?.close();
  await t?.close();
  await standIn?.close();
  await dropRedisKeys(redis.REDIS_URL, redis.REDIS_PREFIX);
});

const on = (index: number) => itemAt(instances, index % 2);

it('locks a login out after failures spread over both instances', async () => {
  const address = nextIp();
  const login = (index: number, password: string) =>
    on(index).inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: address,
      payload: { email: host.user.email, password },
    });
  const failures = t.config.LOGIN_MAX_FAILURES_PER_MINUTE;

  for (let attempt = 0; attempt < failures; attempt += 1)
    expect((await login(attempt, 'senha-errada')).statusCode).toBe(401);
  // Each instance saw only part of the failures; together they reach the limit.
  const locked = await login(failures, host.user.password);

  expect(locked.statusCode).toBe(429);
  expect(locked.json().code).toBe('RATE_LIMITED');
  expect((await login(failures + 1, host.user.password)).statusCode).toBe(429);
});

it('counts the purchases of one address on both instances', async () => {
  const address = nextIp();
  const purchase = (index: number) =>
    on(index).inject({
      method: 'POST',
      url: '/api/guests/purchase',
      remoteAddress: address,
      payload: purchaseBody(host),
    });

  for (let sent = 0; sent < PURCHASES_PER_MINUTE; sent += 1)
    expect((await purchase(sent)).statusCode).toBe(200);
  const limited = await purchase(PURCHASES_PER_MINUTE);

  expect(limited.statusCode).toBe(429);
  expect(limited.json().code).toBe('RATE_LIMITED');
  // Another address is not affected.
  const other = await on(0).inject({
    method: 'POST',
    url: '/api/guests/purchase',
    remoteAddress: nextIp(),
    payload: purchaseBody(host),
  });
  expect(other.statusCode).toBe(200);
});

it("answers a postal code from the other instance's cache", async () => {
  const lookup = (index: number) =>
    on(index).inject({
      method: 'GET',
      url: '/api/users/lookup/cep/01001-000',
      headers: host.headers,
    });

  const first = await lookup(0);
  const fromCache = await lookup(1);

  expect(first.statusCode).toBe(200);
  expect(fromCache.statusCode).toBe(200);
  expect(fromCache.json()).toEqual(first.json());
  expect(standIn.requestsTo('viacep')).toHaveLength(1);
});

it('spaces the geocoding requests of both instances one second apart', async () => {
  const queries = ['Praça da Sé', 'Candelária', 'Pelourinho'];
  const answers = await Promise.all(
    queries.map((q, index) =>
      on(index).inject({
        method: 'GET',
        url: '/api/users/lookup/geocode',
        query: { q },
        headers: host.headers,
      }),
    ),
  );

  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
  const arrivals = standIn
    .requestsTo('nominatim')
    .map((request) => request.at)
    .sort((a, b) => a - b);
  expect(arrivals).toHaveLength(queries.length);
  for (let index = 1; index < arrivals.length; index += 1)
    expect(
      itemAt(arrivals, index) - itemAt(arrivals, index - 1),
    ).toBeGreaterThanOrEqual(NOMINATIM_POLICY_MS);
});

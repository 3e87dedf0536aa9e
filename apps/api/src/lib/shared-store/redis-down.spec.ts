import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, nextIp, type TestHost } from '../../test/factories';
import { purchaseBody } from '../../payments/testing/guest-orders';
import {
  type LookupStandIn,
  startLookupStandIn,
} from '../../modules/lookups/testing/lookup-stand-in';

/*
 * REDIS_URL set but nothing listening there: the api starts and answers; the limits fall back
 * to this process's memory (they still hold), the caches fail open (the provider is asked).
 */

const PURCHASES_PER_MINUTE = 2;

let t: TestApp;
let standIn: LookupStandIn;
let host: TestHost;

beforeAll(async () => {
  standIn = await startLookupStandIn();
  t = await createTestApp({
    env: {
      // Port 1: connections are refused at once.
      REDIS_URL: 'redis://127.0.0.1:1',
      PURCHASES_PER_MINUTE: String(PURCHASES_PER_MINUTE),
      VIACEP_BASE_URL: standIn.baseUrl,
      NOMINATIM_BASE_URL: standIn.baseUrl,
    },
  });
  host = await createHost(t.database.db);
});

afterAll(async () => {
  await t.close();
  await standIn.close();
});

it('keeps limiting purchases per address in memory', async () => {
  const address = nextIp();
  const purchase = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/guests/purchase',
      remoteAddress: address,
      payload: purchaseBody(host),
    });

  for (let sent = 0; sent < PURCHASES_PER_MINUTE; sent += 1)
    expect((await purchase()).statusCode).toBe(200);
  const limited = await purchase();
  expect(limited.statusCode).toBe(429);
  expect(limited.json().code).toBe('RATE_LIMITED');
});

it('answers lookups, asking the provider each time', async () => {
  const lookup = () =>
    t.app.inject({
      method: 'GET',
      url: '/api/users/lookup/cep/01001000',
      headers: host.headers,
    });

  expect((await lookup()).statusCode).toBe(200);
  expect((await lookup()).statusCode).toBe(200);
  expect(standIn.requestsTo('viacep')).toHaveLength(2);
});

it('answers geocoding through the throttle of this process', async () => {
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/users/lookup/geocode',
    query: { q: 'Praça da Sé' },
    headers: host.headers,
  });
  expect(answer.statusCode).toBe(200);
});

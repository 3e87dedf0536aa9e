import { itemAt } from '@celebra/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { gunzipSync } from 'node:zlib';
import { buildEdge } from '../app';
import { edgeTexts } from '../texts';
import {
  startFakeEventApi,
  type FakeEventApi,
} from '../testing/fake-event-api';
import { createTempDist, type TempDist } from '../testing/temp-dist';
import { until } from '../testing/until';

const edgeKey = 'chave-do-edge-'.padEnd(40, 'x');
const host = 'site.localhost:8080';

/** Headers each hop writes itself. */
function replayed(response: LightMyRequestResponse) {
  const { date: _date, connection: _connection, ...headers } = response.headers;
  return headers;
}

describe('the public event mirror', () => {
  let api: FakeEventApi;
  let dist: TempDist;
  let edge: FastifyInstance;

  /** The edge has heard the api's `ready`: a change sent after it is acknowledged. */
  const mirrored = async () => {
    await api.subscribed();
    await api.sendChange('all');
  };

  const get = (
    slug: string,
    headers: Record<string, string> = {},
    method: 'GET' | 'HEAD' = 'GET',
  ) =>
    edge.inject({
      method,
      url: `/api/guests/event/${slug}`,
      headers: { host, ...headers },
    });

  const apiReads = () => api.eventRequests.length;

  beforeAll(async () => {
    api = await startFakeEventApi(edgeKey);
    dist = createTempDist({ guest: 'guest' });
    edge = await buildEdge({ apiUrl: api.url, distDir: dist.dir, edgeKey });
    await edge.ready();
  });

  afterAll(async () => {
    await edge.close();
    await api.close();
    dist.remove();
  });

  beforeEach(async () => {
    api.refuseWith = undefined;
    api.onAck = undefined;
    await mirrored();
    api.eventRequests.length = 0;
    api.otherRequests.length = 0;
  });

  it('answers a second GET itself, with the same body and headers', async () => {
    const first = await get('ana-e-leo');
    const second = await get('ana-e-leo');
    const head = await get('ana-e-leo', {}, 'HEAD');
    expect(apiReads()).toBe(1);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ event: { slug: 'ana-e-leo' } });
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(replayed(second)).toEqual(replayed(first));
    expect(second.headers['content-security-policy']).toBe(
      "default-src 'none'",
    );
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(first.headers.etag);
  });

  it('shares one slug between spellings and keeps sites apart', async () => {
    await get('ana-e-leo');
    await get('Ana-E-Leo');
    expect(apiReads()).toBe(1);
    await get('ana-e-leo', { host: 'outro.localhost' });
    expect(apiReads()).toBe(2);
  });

  it('shows a change on the very next request, acknowledging only once the copy is gone', async () => {
    await get('ana-e-leo');
    api.version = 2;
    const seenAtAck: unknown[] = [];
    api.onAck = async () => {
      seenAtAck.push((await get('ana-e-leo')).json());
    };
    const ack = await api.sendChange(7);
    expect(ack).toEqual({
      authorization: `Bearer ${edgeKey}`,
      subscriber: api.subscriberId,
      seq: expect.any(Number),
    });
    expect(seenAtAck).toEqual([
      expect.objectContaining({
        event: expect.objectContaining({ version: 2 }),
      }),
    ]);
    expect(apiReads()).toBe(2);
    expect((await get('ana-e-leo')).json()).toMatchObject({
      event: { version: 2 },
    });
    expect(apiReads()).toBe(2);
  });

  it('never keeps an answer read before a change', async () => {
    const hold = api.holdEvents();
    const early = get('ana-e-leo');
    await hold.arrived();
    api.version += 1;
    await api.sendChange(7);
    hold.release();
    expect((await early).json()).toMatchObject({
      event: { version: api.version - 1 },
    });
    expect((await get('ana-e-leo')).json()).toMatchObject({
      event: { version: api.version },
    });
    expect(apiReads()).toBe(2);
  });

  it('reads the api once for concurrent misses of one slug', async () => {
    const hold = api.holdEvents();
    const answers = [get('ana-e-leo'), get('ana-e-leo'), get('ana-e-leo')];
    await hold.arrived();
    hold.release();
    const bodies = (await Promise.all(answers)).map((answer) => answer.body);
    expect(new Set(bodies).size).toBe(1);
    expect(apiReads()).toBe(1);
  });

  it('answers 304 from memory when the client holds the version', async () => {
    const first = await get('ana-e-leo');
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"outra", ${etag}`, '*']) {
      const answer = await get('ana-e-leo', { 'if-none-match': ifNoneMatch });
      expect(answer.statusCode).toBe(304);
      expect(answer.body).toBe('');
      expect(answer.headers.etag).toBe(etag);
      expect(answer.headers['cache-control']).toBe('public, no-cache');
      expect(answer.headers['content-type']).toBeUndefined();
      expect(answer.headers['content-length']).toBeUndefined();
    }
    const stale = await get('ana-e-leo', { 'if-none-match': '"velha"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
    expect(apiReads()).toBe(1);
  });

  it('asks the api for the whole answer on a miss, even when the client holds a version', async () => {
    const answer = await get('ana-e-leo', {
      'if-none-match': `"v${api.version}-ana-e-leo"`,
    });
    expect(answer.statusCode).toBe(304);
    expect(
      itemAt(api.eventRequests, 0).headers['if-none-match'],
    ).toBeUndefined();
    expect(api.eventRequests[0]?.headers.host).toBe(host);
    expect(api.eventRequests[0]?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect((await get('ana-e-leo')).statusCode).toBe(200);
    expect(apiReads()).toBe(1);
  });

  it('keeps each Accept-Encoding apart', async () => {
    const gzip = await get('ana-e-leo', { 'accept-encoding': 'gzip' });
    const plain = await get('ana-e-leo', { 'accept-encoding': 'identity' });
    const gzipAgain = await get('ana-e-leo', { 'accept-encoding': 'gzip' });
    expect(apiReads()).toBe(2);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(
      plain.json(),
    );
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipAgain.rawPayload.equals(gzip.rawPayload)).toBe(true);
    expect(gzipAgain.headers['content-encoding']).toBe('gzip');
  });

  it.each([
    ['a private answer', 'privado', {}, 200],
    ['a 404', 'nao-existe', {}, 404],
    ['a 500', 'quebrado', {}, 500],
    ['an answer over 1 MiB', 'grande', {}, 200],
    [
      'a site opened with X-Site-Access',
      'ana-e-leo',
      { 'x-site-access': 't' },
      200,
    ],
    ['a query string', 'ana-e-leo?v=1', {}, 200],
  ])('never keeps %s', async (_case, slug, headers, status) => {
    const first = await get(slug, headers);
    const second = await get(slug, headers);
    expect(apiReads()).toBe(2);
    expect(first.statusCode).toBe(status);
    expect(second.statusCode).toBe(status);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('passes the api error answers on with their headers', async () => {
    const answer = await get('nao-existe');
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['x-api-error']).toBe('nao-existe');
    expect(answer.json()).toEqual({
      success: false,
      message: 'Erro nao-existe',
    });
  });

  it('forwards the other methods and paths of the event to the api', async () => {
    const post = await edge.inject({
      method: 'POST',
      url: '/api/guests/event/ana-e-leo/unlock',
      headers: { host, 'content-type': 'application/json' },
      payload: '{"password":"x"}',
    });
    const put = await edge.inject({
      method: 'PUT',
      url: '/api/guests/event/ana-e-leo',
      headers: { host },
    });
    expect(post.json()).toEqual({
      method: 'POST',
      url: '/api/guests/event/ana-e-leo/unlock',
    });
    expect(put.json()).toEqual({
      method: 'PUT',
      url: '/api/guests/event/ana-e-leo',
    });
  });

  it('refuses a slug climbing out of the path, as the proxy does', async () => {
    const answer = await get('..%2F..%2Fusers%2Fevents');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION' });
    expect(api.eventRequests).toHaveLength(0);
    expect(api.otherRequests).toHaveLength(0);
  });

  it('answers 502 in Portuguese when the api cannot be reached on a miss', async () => {
    const answer = await get('derrubado');
    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toEqual({
      success: false,
      message: edgeTexts.apiUnavailable,
    });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-security-policy']).toContain(
      "frame-ancestors 'self'",
    );
  });

  it('serves nothing from memory while the stream is down, and mirrors again once it is back', async () => {
    await get('ana-e-leo');
    api.refuseWith = 503;
    const attempts = api.subscriptionAttempts;
    api.dropStreams();
    await until(() => api.subscriptionAttempts > attempts);
    await get('ana-e-leo');
    await get('ana-e-leo');
    expect(apiReads()).toBe(3);
    api.refuseWith = undefined;
    await mirrored();
    await get('ana-e-leo');
    await get('ana-e-leo');
    expect(apiReads()).toBe(4);
  });
});

describe('the edge without EDGE_KEY', () => {
  it('sends every public event request to the api and never subscribes', async () => {
    const api = await startFakeEventApi(edgeKey);
    const dist = createTempDist({ guest: 'guest' });
    const edge = await buildEdge({ apiUrl: api.url, distDir: dist.dir });
    try {
      for (let i = 0; i < 3; i += 1) {
        const answer = await edge.inject({
          url: '/api/guests/event/ana-e-leo',
          headers: { host },
        });
        expect(answer.statusCode).toBe(200);
      }
      expect(api.eventRequests).toHaveLength(3);
      expect(api.subscriptionAttempts).toBe(0);
    } finally {
      await edge.close();
      await api.close();
      dist.remove();
    }
  });
});

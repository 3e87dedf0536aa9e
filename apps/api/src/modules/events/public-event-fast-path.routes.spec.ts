import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { EVENT_COLORS } from '@celebra/contracts';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { listening } from '../../test/edge-listener';
import { createHost, type TestHost, unique } from '../../test/factories';
import { contractService, setSitePassword } from '../../test/guest-factories';

/*
 * A kept open site is answered before Fastify: over real HTTP (app.inject never takes that
 * path), the answers must be the very ones Fastify gives, and a change must show at once.
 */

let t: TestApp;
let baseUrl: string;
/** The public event requests that reached Fastify. */
const reachedFastify: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      app.addHook('onRequest', async (request) => {
        if (request.url.startsWith('/api/guests/event/'))
          reachedFastify.push(request.url);
      });
    },
  });
  baseUrl = await listening(t.app);
});

afterAll(async () => {
  await t?.close();
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET over a connection of its own (no decoding: the bytes as sent). */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    httpRequest(`${baseUrl}${path}`, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** The headers that say what was answered (not when, nor how the connection goes on). */
function answerHeaders({
  date,
  connection,
  'keep-alive': _k,
  ...rest
}: IncomingHttpHeaders) {
  expect(date).toBeDefined();
  expect(connection).toBeDefined();
  return rest;
}

const sitePath = (host: TestHost) => `/api/guests/event/${host.event.slug}`;

/** Reads the site once through Fastify, which keeps it; the next reads are from memory. */
async function keep(host: TestHost) {
  reachedFastify.length = 0;
  const first = await get(sitePath(host));
  expect(first.status).toBe(200);
  expect(reachedFastify).toEqual([sitePath(host)]);
  reachedFastify.length = 0;
  return first;
}

describe('the kept public site answered before Fastify', () => {
  it.each([
    ['no encoding', {}],
    ['brotli', { 'accept-encoding': 'gzip, deflate, br' }],
    ['gzip', { 'accept-encoding': 'gzip' }],
  ])(
    'gives the same answer as Fastify, from memory (%s)',
    async (_name, headers) => {
      const host = await createHost(t.database.db);
      reachedFastify.length = 0;
      const throughFastify = await get(sitePath(host), headers);
      const fromMemory = await get(sitePath(host), headers);

      expect(reachedFastify).toEqual([sitePath(host)]);
      expect(fromMemory.status).toBe(200);
      expect(fromMemory.body.equals(throughFastify.body)).toBe(true);
      expect(answerHeaders(fromMemory.headers)).toEqual(
        answerHeaders(throughFastify.headers),
      );
    },
  );

  it('sends a site under 1 KB as it is, whatever encoding the visitor accepts', async () => {
    const host = await createHost(t.database.db);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/users/event/${host.event.id}/settings`,
      headers: host.headers,
      payload: {
        showGiftList: false,
        showGuestMessages: false,
        showEventInfo: false,
        allowGuestConfirmation: false,
        slug: host.event.slug,
        guestPaysFee: false,
      },
    });
    expect(saved.statusCode).toBe(200);
    const plain = await get(sitePath(host));
    expect(plain.body.length).toBeLessThan(1024);

    for (const accepted of ['br', 'gzip', 'gzip, deflate, br, zstd']) {
      const answer = await get(sitePath(host), { 'accept-encoding': accepted });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.equals(plain.body)).toBe(true);
    }
  });

  it('answers 304 from memory to a visitor holding this version', async () => {
    const host = await createHost(t.database.db);
    const first = await keep(host);

    const again = await get(sitePath(host), {
      'if-none-match': String(first.headers.etag),
    });

    expect(reachedFastify).toEqual([]);
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['x-content-type-options']).toBe('nosniff');
  });

  it('adds HSTS for a visitor who came over https', async () => {
    const host = await createHost(t.database.db);
    await keep(host);

    const secure = await get(sitePath(host), { 'x-forwarded-proto': 'https' });
    const plain = await get(sitePath(host));

    expect(reachedFastify).toEqual([]);
    expect(secure.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it("shows the host's new title on the very next request", async () => {
    const host = await createHost(t.database.db);
    await keep(host);
    const title = unique('Casamento de Ana');

    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/users/event/${host.event.id}`,
      headers: host.headers,
      payload: {
        title,
        subtitle: 'Vamos nos casar!',
        titleDescription: 'Sejam bem-vindos',
        description: 'Preparamos tudo com carinho.',
        color: EVENT_COLORS[4],
      },
    });
    expect(saved.statusCode).toBe(200);

    const next = await get(sitePath(host));
    expect(JSON.parse(next.body.toString()).event.title).toBe(title);
  });

  it('leaves a query string and an access token header to Fastify', async () => {
    const host = await createHost(t.database.db);
    await keep(host);

    await get(`${sitePath(host)}?v=2`);
    await get(sitePath(host), { 'x-site-access': 'qualquer' });

    expect(reachedFastify).toEqual([`${sitePath(host)}?v=2`, sitePath(host)]);
  });

  it('never answers a password-protected site from memory', async () => {
    const host = await createHost(t.database.db);
    await contractService(t.database.db, host.event.id, 'PASSWORD');
    await setSitePassword(t.database.db, host.event.id, 'segredo123');
    reachedFastify.length = 0;

    const first = await get(sitePath(host));
    const second = await get(sitePath(host));

    expect([first.status, second.status]).toEqual([401, 401]);
    expect(reachedFastify).toEqual([sitePath(host), sitePath(host)]);
  });
});

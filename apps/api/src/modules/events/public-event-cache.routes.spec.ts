import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { EVENT_COLORS } from '@celebra/contracts';
import { createDb, type Database } from '@celebra/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { insertEventService } from '../../test/admin-factories';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  createAdmin,
  createHost,
  type TestAdmin,
  type TestHost,
  unique,
} from '../../test/factories';

/*
 * The public site is kept in memory by every api instance. Two instances on one database (on
 * PostgreSQL each with its own pool; on PGlite sharing the one database): a host's change made
 * through one shows on the very next request to either.
 */

let t: TestApp;
let secondDatabase: Database | undefined;
let second: FastifyInstance;
let admin: TestAdmin;

beforeAll(async () => {
  t = await createTestApp();
  const { databaseUrl } = t.database;
  secondDatabase = databaseUrl ? await createDb({ databaseUrl }) : undefined;
  second = await buildApp({
    config: t.config,
    database: secondDatabase ?? t.database,
    storage: t.storage,
  });
  await second.ready();
  admin = await createAdmin(t.database.db);
});

afterAll(async () => {
  await second?.close();
  await secondDatabase?.close();
  await t?.close();
});

const site = (
  app: FastifyInstance,
  slug: string,
  headers: Record<string, string> = {},
) => app.inject({ method: 'GET', url: `/api/guests/event/${slug}`, headers });

/** Reads the site on both instances, so both hold it in memory. */
async function readOnBoth(slug: string) {
  for (const app of [t.app, second])
    expect((await site(app, slug)).statusCode).toBe(200);
}

const putContent = (host: TestHost, changes: object) =>
  hostPut(host, `/api/users/event/${host.event.id}`, {
    title: 'Ana & João',
    subtitle: 'Vamos nos casar!',
    titleDescription: 'Sejam bem-vindos',
    description: 'Preparamos tudo com carinho.',
    color: EVENT_COLORS[9],
    ...changes,
  });

const hostPut = (host: TestHost, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: host.headers, payload });

describe('GET /api/guests/event/{slug} kept in memory by two instances', () => {
  it("shows the host's new texts on the next request to the other instance", async () => {
    const host = await createHost(t.database.db);
    await readOnBoth(host.event.slug);
    const title = unique('Casamento novo');

    const saved = await putContent(host, {
      title,
      subtitle: 'Agora com outro subtítulo',
      color: EVENT_COLORS[3],
    });
    expect(saved.statusCode).toBe(200);

    for (const app of [second, t.app]) {
      const response = await site(app, host.event.slug);
      expect(response.json().event).toMatchObject({
        title,
        subtitle: 'Agora com outro subtítulo',
        color: EVENT_COLORS[3],
      });
    }
  });

  it('moves the site to its new link on both instances, the old one answering 404', async () => {
    const host = await createHost(t.database.db);
    await readOnBoth(host.event.slug);
    const slug = unique('novo-link');

    const saved = await hostPut(
      host,
      `/api/users/event/${host.event.id}/settings`,
      {
        showGiftList: true,
        showGuestMessages: true,
        showEventInfo: true,
        allowGuestConfirmation: true,
        slug,
        guestPaysFee: false,
      },
    );
    expect(saved.statusCode).toBe(200);

    for (const app of [second, t.app]) {
      expect((await site(app, host.event.slug)).statusCode).toBe(404);
      expect((await site(app, slug)).json().event.slug).toBe(slug);
    }
  });

  it('hides the gift list on the other instance as soon as the host hides it', async () => {
    const host = await createHost(t.database.db);
    await readOnBoth(host.event.slug);
    expect(
      (await site(second, host.event.slug)).json().event.gifts,
    ).toHaveLength(5);

    const saved = await hostPut(
      host,
      `/api/users/event/${host.event.id}/settings`,
      {
        showGiftList: false,
        showGuestMessages: true,
        showEventInfo: true,
        allowGuestConfirmation: true,
        slug: host.event.slug,
        guestPaysFee: false,
      },
    );
    expect(saved.statusCode).toBe(200);

    const response = await site(second, host.event.slug);
    expect(response.json().event.gifts).toEqual([]);
  });

  it('drops a gift from every list holding it when the back office deactivates it', async () => {
    const host = await createHost(t.database.db);
    await readOnBoth(host.event.slug);
    const [giftId] = host.giftIds;
    // Ordered gifts are deactivated rather than deleted; either way it leaves the lists.
    const removed = await second.inject({
      method: 'DELETE',
      url: `/api/admin/gifts/${giftId}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);

    for (const app of [t.app, second]) {
      const gifts = (await site(app, host.event.slug)).json().event.gifts;
      expect(gifts.map((gift: { id: number }) => gift.id)).not.toContain(
        giftId,
      );
    }
  });

  it('asks for the password on the other instance once the host sets one, and opens with its token', async () => {
    const host = await createHost(t.database.db);
    await insertEventService(t.database.db, host.event.id, {
      type: 'PASSWORD',
      quantity: 1,
    });
    await readOnBoth(host.event.slug);

    const saved = await hostPut(
      host,
      `/api/users/event/${host.event.id}/settings`,
      {
        showGiftList: true,
        showGuestMessages: true,
        showEventInfo: true,
        allowGuestConfirmation: true,
        slug: host.event.slug,
        guestPaysFee: false,
        password: 'segredo123',
      },
    );
    expect(saved.statusCode).toBe(200);

    const locked = await site(second, host.event.slug);
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toMatchObject({
      passwordRequired: true,
      event: { title: 'Ana & João' },
    });
    expect(locked.json().event.gifts).toBeUndefined();

    const unlocked = await second.inject({
      method: 'POST',
      url: `/api/guests/event/${host.event.slug}/unlock`,
      payload: { password: 'segredo123' },
    });
    const { accessToken } = unlocked.json();
    const open = await site(t.app, host.event.slug, {
      'x-site-access': accessToken,
    });
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('private, no-cache');
    // A repeat visit with the ETag but without the token is still refused.
    const repeat = await site(second, host.event.slug, {
      'if-none-match': String(open.headers.etag),
    });
    expect(repeat.statusCode).toBe(401);
  });
});

describe('ETag and compression of the public site', () => {
  it('answers 304 to a visitor holding the current version, and the new version after a change', async () => {
    const host = await createHost(t.database.db);
    const first = await site(t.app, host.event.slug);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);

    const again = await site(second, host.event.slug, {
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    expect(
      (await putContent(host, { title: 'Título mudado' })).statusCode,
    ).toBe(200);
    const changed = await site(second, host.event.slug, {
      'if-none-match': etag,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().event.title).toBe('Título mudado');
  });

  it('sends the site brotli or gzip encoded as the browser accepts, the same JSON once decoded', async () => {
    const host = await createHost(t.database.db);
    // Well above the 1 KB below which answers are sent as they are.
    const description = 'Preparamos tudo com muito carinho. '.repeat(60);
    expect((await putContent(host, { description })).statusCode).toBe(200);
    const plain = await site(t.app, host.event.slug);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe(
      'application/json; charset=utf-8',
    );

    const br = await site(t.app, host.event.slug, {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(
      plain.json(),
    );

    const gzip = await site(second, host.event.slug, {
      'accept-encoding': 'gzip',
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(
      plain.json(),
    );
  });
});

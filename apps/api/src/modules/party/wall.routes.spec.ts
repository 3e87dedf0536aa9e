import { type Db, eventSettings, partyMedia, oneRow } from '@celebra/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { listening } from '../../test/edge-listener';
import {
  type EventStreamClient,
  openEventStream,
  type ReceivedEvent,
} from '../../test/event-stream-client';
import { createHost, type TestHost, unique } from '../../test/factories';
import { contractService, setSitePassword } from '../../test/guest-factories';
import { startSecondInstance } from '../../test/second-instance';

/*
 * The wall ('Telão') on two api instances on one database (on PostgreSQL each with its own
 * pool and its own LISTEN connection; on PGlite sharing the one database): what is approved
 * or sent through one reaches a wall connected to the other, over real HTTP.
 */

let t: TestApp;
let second: Awaited<ReturnType<typeof startSecondInstance>>;
let first: string;
let other: string;
const streams: EventStreamClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  second = await startSecondInstance(t);
  first = await listening(t.app);
  other = await listening(second.app);
});

afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

afterAll(async () => {
  await second?.close();
  await t?.close();
});

const db = (): Db => t.database.db;

/** A host whose event's wall opens with a fresh key. */
async function partyHost(): Promise<TestHost & { key: string }> {
  const host = await createHost(db());
  const key = unique('Chave_do_telao');
  await db()
    .update(eventSettings)
    .set({ wallKey: key, partyUploadsEnabled: true, partyNeedsApproval: true })
    .where(eq(eventSettings.eventId, host.event.id));
  return { ...host, key };
}

/** A guest's photo waiting for the host's approval. */
async function pendingPhoto(eventId: number, guestName: string) {
  const key = `party/${eventId}/${unique('foto')}.webp`;
  return oneRow(
    await db()
      .insert(partyMedia)
      .values({
        eventId,
        kind: 'image',
        status: 'pending',
        guestName,
        url: `/media/${key}`,
        storageKey: key,
        sizeBytes: 1234,
      })
      .returning({ id: partyMedia.id }),
  ).id;
}

/** The host approves a photo through the first instance ('Festa', 'Aprovar'). */
async function approve(host: TestHost, mediaId: number) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/users/party/${host.event.id}/media/${mediaId}`,
    headers: host.headers,
    payload: { status: 'approved' },
  });
  expect(response.statusCode).toBe(200);
}

const wallUrl = (
  base: string,
  host: { event: { slug: string } },
  key: string,
) =>
  `${base}/api/guests/party/${host.event.slug}/wall?k=${encodeURIComponent(key)}`;

async function openWall(url: string, headers: Record<string, string> = {}) {
  const stream = await openEventStream(url, headers);
  streams.push(stream);
  return stream;
}

const parsed = (event: ReceivedEvent) =>
  JSON.parse(event.data) as {
    type: 'media' | 'message';
    media?: { id: number; guestName: string | null; kind: string };
    message?: { id: number; name: string; message: string };
  };

const isMedia = (mediaId: number) => (event: ReceivedEvent) =>
  parsed(event).media?.id === mediaId;

describe('GET /api/guests/party/{slug}/wall', () => {
  it('shows on a wall of instance B, within 2 s, a photo approved on instance A', async () => {
    const host = await partyHost();
    const mediaId = await pendingPhoto(host.event.id, 'Tia Carla');
    // As a browser's EventSource asks: compressed answers accepted (a stream is never compressed).
    const wall = await openWall(wallUrl(other, host, host.key), {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(wall.status).toBe(200);
    expect(wall.headers['content-type']).toBe(
      'text/event-stream; charset=utf-8',
    );
    expect(wall.headers['cache-control']).toBe('no-store');
    expect(wall.headers['content-encoding']).toBeUndefined();

    const approvedAt = Date.now();
    await approve(host, mediaId);
    const event = await wall.waitFor(isMedia(mediaId), 2_000);
    expect(Date.now() - approvedAt).toBeLessThan(2_000);
    expect(parsed(event)).toEqual({
      type: 'media',
      media: expect.objectContaining({
        id: mediaId,
        kind: 'image',
        guestName: 'Tia Carla',
      }),
    });
    expect(event.id).toMatch(/^\d+-\d+$/);
  });

  it('never sends what is still pending, nor another event’s photos', async () => {
    const host = await partyHost();
    const neighbour = await partyHost();
    const pending = await pendingPhoto(host.event.id, 'Ainda não');
    const elsewhere = await pendingPhoto(neighbour.event.id, 'Outra festa');
    const shown = await pendingPhoto(host.event.id, 'Aprovada');
    const wall = await openWall(wallUrl(first, host, host.key));
    await approve(neighbour, elsewhere);
    await approve(host, shown);
    await wall.waitFor(isMedia(shown));
    const ids = wall.events.map((event) => parsed(event).media?.id);
    expect(ids).toEqual([shown]);
    expect(ids).not.toContain(pending);
  });

  it('sends each guest message sent on the site', async () => {
    const host = await partyHost();
    const wall = await openWall(wallUrl(other, host, host.key));
    const text = unique('Felicidades ao casal');
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/guests/message/${host.event.id}`,
      payload: {
        firstName: 'Beatriz',
        lastName: 'Moura',
        email: 'beatriz@example.com',
        message: text,
      },
    });
    expect(sent.statusCode).toBe(200);
    const event = await wall.waitFor(
      (candidate) => parsed(candidate).message?.message === text,
      2_000,
    );
    expect(parsed(event).message).toMatchObject({ name: 'Beatriz M.' });
  });

  it('replays to a wall reconnecting with Last-Event-ID what it missed meanwhile', async () => {
    const host = await partyHost();
    const seen = await pendingPhoto(host.event.id, 'Antes da queda');
    const missed = await pendingPhoto(host.event.id, 'Durante a queda');
    const wall = await openWall(wallUrl(other, host, host.key));
    await approve(host, seen);
    await wall.waitFor(isMedia(seen));
    const lastEventId = wall.lastEventId();
    if (!lastEventId) throw new Error('the wall received no event id');
    wall.close();

    await approve(host, missed);
    const back = await openWall(wallUrl(first, host, host.key), {
      'last-event-id': lastEventId,
    });
    await back.waitFor(isMedia(missed));
  });

  it('replays from `since` (the slideshow’s cursor) when no Last-Event-ID is sent', async () => {
    const host = await partyHost();
    const recent = await t.app.inject({
      url: `/api/guests/party/${host.event.slug}/wall/recent?k=${host.key}`,
    });
    const { cursor } = recent.json();
    const approvedMeanwhile = await pendingPhoto(host.event.id, 'No intervalo');
    await approve(host, approvedMeanwhile);

    const wall = await openWall(
      `${wallUrl(other, host, host.key)}&since=${cursor}`,
    );
    await wall.waitFor(isMedia(approvedMeanwhile));
  });

  it('leaves out what was approved long before the cursor it resumes from', async () => {
    const host = await partyHost();
    const old = await pendingPhoto(host.event.id, 'Do começo da festa');
    await approve(host, old);
    await db()
      .update(partyMedia)
      .set({ approvedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(partyMedia.id, old));
    const fresh = await pendingPhoto(host.event.id, 'Agora');
    const cursor = `${Date.now() - 5 * 60_000}-${Date.now()}`;
    const wall = await openWall(wallUrl(first, host, host.key), {
      'last-event-id': cursor,
    });
    await approve(host, fresh);
    await wall.waitFor(isMedia(fresh));
    expect(wall.events.some(isMedia(old))).toBe(false);
  });

  it('opens with the key even on a password-protected site (the key is the access)', async () => {
    const host = await partyHost();
    await contractService(db(), host.event.id, 'PASSWORD');
    await setSitePassword(db(), host.event.id, 'senha-da-festa');
    const site = await t.app.inject({
      url: `/api/guests/event/${host.event.slug}`,
    });
    expect(site.statusCode).toBe(401);
    const wall = await openWall(wallUrl(first, host, host.key));
    expect(wall.status).toBe(200);
  });
});

describe('the wall closed', () => {
  const notFound = { success: false, message: 'Telão não encontrado.' };

  async function expectClosed(app: FastifyInstance, url: string) {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject(notFound);
  }

  it('answers 404 to a wrong key, no key, a wall off or an unknown event', async () => {
    const host = await partyHost();
    const base = `/api/guests/party/${host.event.slug}`;
    for (const path of ['/wall', '/wall/recent']) {
      await expectClosed(t.app, `${base}${path}?k=${host.key}x`);
      await expectClosed(t.app, `${base}${path}?k=${host.key.slice(0, -1)}`);
      await expectClosed(t.app, `${base}${path}`);
      await expectClosed(
        t.app,
        `/api/guests/party/nao-existe${path}?k=${host.key}`,
      );
    }
    await db()
      .update(eventSettings)
      .set({ wallKey: null })
      .where(eq(eventSettings.eventId, host.event.id));
    for (const path of ['/wall', '/wall/recent'])
      await expectClosed(t.app, `${base}${path}?k=${host.key}`);
  });

  it('answers 404 over real HTTP too, as a JSON error and not a stream', async () => {
    const host = await partyHost();
    const wall = await openWall(wallUrl(other, host, 'chave-errada'));
    expect(wall.status).toBe(404);
    expect(JSON.parse(await wall.body())).toMatchObject(notFound);
  });

  it('refuses a `since` that is not a cursor with a pt-BR message', async () => {
    const host = await partyHost();
    const response = await t.app.inject({
      url: `/api/guests/party/${host.event.slug}/wall?k=${host.key}&since=ontem`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Valor inválido');
  });
});

describe('GET /api/guests/party/{slug}/wall/recent', () => {
  it('answers the latest approved photos and messages, newest first, and a cursor', async () => {
    const host = await partyHost();
    const older = await pendingPhoto(host.event.id, 'Primeira');
    const newer = await pendingPhoto(host.event.id, null as unknown as string);
    const hidden = await pendingPhoto(host.event.id, 'Pendente');
    await approve(host, older);
    await approve(host, newer);
    await t.app.inject({
      method: 'POST',
      url: `/api/guests/message/${host.event.id}`,
      payload: {
        firstName: 'Caio',
        lastName: 'Lima',
        email: 'caio@example.com',
        message: 'Que festa linda!',
      },
    });
    const before = Date.now();
    const response = await second.app.inject({
      url: `/api/guests/party/${host.event.slug}/wall/recent?k=${host.key}`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.title).toBe('Ana & João');
    expect(body.media.map((item: { id: number }) => item.id)).toEqual([
      newer,
      older,
    ]);
    expect(body.media[1]).toMatchObject({ guestName: 'Primeira' });
    expect(body.media.map((item: { id: number }) => item.id)).not.toContain(
      hidden,
    );
    expect(body.messages).toEqual([
      expect.objectContaining({ name: 'Caio L.', message: 'Que festa linda!' }),
    ]);
    const [media] = String(body.cursor).split('-').map(Number);
    expect(media).toBeGreaterThanOrEqual(before - 1_000);
  });
});

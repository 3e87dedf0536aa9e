import {
  createTestDatabase,
  eventSettings,
  partyMedia,
  type TestDatabase,
} from '@celebra/db';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { registerErrorHandler } from '../../plugins/error-handler';
import { listening } from '../../test/edge-listener';
import {
  type EventStreamClient,
  openEventStream,
} from '../../test/event-stream-client';
import { createHost, unique } from '../../test/factories';
import { wallRoutes } from './wall.routes';

/*
 * A wall's stream over time, with a heartbeat of 150 ms instead of 20 s: the comment that keeps
 * proxies from closing it, the read that catches what a lost notification did not announce,
 * the key checked again, and the end when the api closes.
 */

const HEARTBEAT_MS = 150;

let database: TestDatabase;
let app: FastifyInstance;
let base: string;
const streams: EventStreamClient[] = [];

async function startWalls(): Promise<FastifyInstance> {
  const walls = Fastify();
  walls.setValidatorCompiler(validatorCompiler);
  walls.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(walls);
  await walls.register((child) =>
    wallRoutes(
      child,
      { db: database.db, database },
      { heartbeatMs: HEARTBEAT_MS },
    ),
  );
  return walls;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startWalls();
  base = await listening(app);
});

afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function wallOf() {
  const host = await createHost(database.db);
  const key = unique('Chave');
  await database.db
    .update(eventSettings)
    .set({ wallKey: key })
    .where(eq(eventSettings.eventId, host.event.id));
  const url = `${base}/api/guests/party/${host.event.slug}/wall?k=${key}`;
  return { eventId: host.event.id, url };
}

async function open(url: string) {
  const stream = await openEventStream(url);
  streams.push(stream);
  return stream;
}

/** Waits until `check` holds, a few heartbeats at most. */
async function eventually(check: () => boolean, timeoutMs = HEARTBEAT_MS * 20) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('never happened');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("a wall's stream over time", () => {
  it('sends a heartbeat comment at each beat', async () => {
    const { url } = await wallOf();
    const stream = await open(url);
    await eventually(() => stream.raw().split(': ping').length > 2);
    expect(stream.raw().startsWith('retry: 3000\n\n')).toBe(true);
  });

  it('finds at the next beat a photo whose notification never came', async () => {
    const { eventId, url } = await wallOf();
    const stream = await open(url);
    const key = `party/${eventId}/${unique('foto')}.webp`;
    const [row] = await database.db
      .insert(partyMedia)
      .values({
        eventId,
        kind: 'image',
        status: 'approved',
        approvedAt: new Date(),
        guestName: 'Sem aviso',
        url: `/media/${key}`,
        storageKey: key,
        sizeBytes: 10,
      })
      .returning({ id: partyMedia.id });
    await stream.waitFor(
      (event) => JSON.parse(event.data).media?.id === row?.id,
      HEARTBEAT_MS * 20,
    );
  });

  it('ends the stream once the host turns the wall off', async () => {
    const { eventId, url } = await wallOf();
    const stream = await open(url);
    await database.db
      .update(eventSettings)
      .set({ wallKey: null })
      .where(eq(eventSettings.eventId, eventId));
    await expect(stream.body()).resolves.toContain('retry: 3000');
    const again = await open(url);
    expect(again.status).toBe(404);
  });

  it('ends its open streams when the api closes', async () => {
    const walls = await startWalls();
    const wallsBase = await listening(walls);
    const { url } = await wallOf();
    const stream = await open(url.replace(base, wallsBase));
    expect(stream.status).toBe(200);
    await walls.close();
    await expect(stream.body()).resolves.toContain('retry: 3000');
  });
});

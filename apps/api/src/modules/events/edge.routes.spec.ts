import { EVENT_COLORS } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import {
  listenAsEdge,
  listening,
  type EdgeListener,
} from '../../test/edge-listener';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, type TestHost, unique } from '../../test/factories';
import { startSecondInstance } from '../../test/second-instance';

/*
 * The edges keep copies of the public site and listen to the changes: a host's write answers
 * only once every edge, on whichever instance it listens, acknowledged the change.
 */

const EDGE_KEY = 'chave-da-borda-para-os-testes-0123456789';

let t: TestApp;
let other: Awaited<ReturnType<typeof startSecondInstance>>;
let writerUrl: string;
let otherUrl: string;
const listeners: EdgeListener[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { EDGE_KEY } });
  writerUrl = await listening(t.app);
  other = await startSecondInstance(t);
  otherUrl = await listening(other.app);
});

afterEach(() => {
  for (const listener of listeners.splice(0)) listener.close();
});

afterAll(async () => {
  await other?.close();
  await t?.close();
});

async function edgeOn(baseUrl: string) {
  const listener = await listenAsEdge(baseUrl, EDGE_KEY);
  listeners.push(listener);
  return listener;
}

/** Saves new texts of the host's event through the writing instance, as the host app does. */
function saveTitle(host: TestHost) {
  let answered = false;
  const saving = t.app
    .inject({
      method: 'PUT',
      url: `/api/users/event/${host.event.id}`,
      headers: host.headers,
      payload: {
        title: unique('Casamento'),
        subtitle: 'Vamos nos casar!',
        titleDescription: 'Sejam bem-vindos',
        description: 'Preparamos tudo com carinho.',
        color: EVENT_COLORS[2],
      },
    })
    .finally(() => {
      answered = true;
    });
  return { saving, answered: () => answered };
}

async function nextChange(listener: EdgeListener) {
  const event = await listener.next();
  expect(event).toMatchObject({ event: 'change' });
  return event as { id: string; data: string };
}

describe('the edges listening to the public event changes', () => {
  it('tells an edge of a host change and answers the host only after the edge acknowledged it', async () => {
    const host = await createHost(t.database.db);
    const edge = await edgeOn(writerUrl);

    const write = saveTitle(host);
    const change = await nextChange(edge);
    expect(change.data).toBe(String(host.event.id));
    expect(write.answered()).toBe(false);

    expect(await edge.ack(change.id)).toBe(204);
    expect((await write.saving).statusCode).toBe(200);
  });

  it('waits for the edges of the other instances too, when several share the database', async () => {
    const host = await createHost(t.database.db);
    const here = await edgeOn(writerUrl);
    const there = await edgeOn(otherUrl);

    const write = saveTitle(host);
    const [changeHere, changeThere] = await Promise.all([
      nextChange(here),
      nextChange(there),
    ]);
    expect(changeThere.data).toBe(String(host.event.id));
    await here.ack(changeHere.id);
    // On PGlite the instances are one process holding one database: only this instance's
    // edges are waited for there.
    if (t.database.databaseUrl) expect(write.answered()).toBe(false);
    await there.ack(changeThere.id);
    expect((await write.saving).statusCode).toBe(200);
  });

  it('closes the stream of an edge that does not acknowledge, and the host still gets an answer', async () => {
    const host = await createHost(t.database.db);
    const edge = await edgeOn(writerUrl);

    const write = saveTitle(host);
    await nextChange(edge);
    expect((await write.saving).statusCode).toBe(200);
    expect(await edge.next()).toBeUndefined();
  });

  it('refuses a stream or an acknowledgement without the key', async () => {
    for (const authorization of [undefined, 'Bearer outra-chave', EDGE_KEY]) {
      const response = await t.app.inject({
        url: '/api/internal/public-event-changes',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'Você não tem permissão para acessar este recurso.',
      );
    }
    const ack = await t.app.inject({
      method: 'POST',
      url: '/api/internal/public-event-changes/ack',
      payload: { subscriber: crypto.randomUUID(), seq: 1 },
    });
    expect(ack.statusCode).toBe(403);
  });

  it('answers 404 to the acknowledgement of an unknown stream and 400 to a malformed one', async () => {
    const headers = { authorization: `Bearer ${EDGE_KEY}` };
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/internal/public-event-changes/ack',
      headers,
      payload: { subscriber: crypto.randomUUID(), seq: 1 },
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/internal/public-event-changes/ack',
      headers,
      payload: { subscriber: 'borda', seq: 0 },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('has no stream at all without EDGE_KEY', async () => {
    const config = { ...t.config, EDGE_KEY: undefined };
    const app: FastifyInstance = await buildApp({
      config,
      database: t.database,
      storage: t.storage,
    });
    try {
      const response = await app.inject({
        url: '/api/internal/public-event-changes',
        headers: { authorization: `Bearer ${EDGE_KEY}` },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

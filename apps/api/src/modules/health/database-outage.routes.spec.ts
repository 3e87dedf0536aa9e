import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, createTestDatabase, type Database } from '@celebra/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { type Config, loadConfig } from '../../config';
import { createHost } from '../../test/factories';

/*
 * The database gone under a running api (closed pool, server refusing connections): every
 * data route answers 503 DATABASE_UNAVAILABLE with Retry-After, never a 500, and
 * /api/ready says so too.
 */

let dataDir: string;
let config: Config;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'celebra-outage-'));
  config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  });
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** A loopback port nothing listens on (connections are refused). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function expectUnavailable(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
) {
  const response = await app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('3');
  expect(response.json()).toEqual({
    success: false,
    code: 'DATABASE_UNAVAILABLE',
    message:
      'Serviço temporariamente indisponível. Tente novamente em instantes.',
  });
}

describe('database outage', () => {
  it('answers 503 with Retry-After when the database closed under the app', async () => {
    const database = await createTestDatabase();
    const host = await createHost(database.db);
    const app = await buildApp({ config, database });
    try {
      const before = await app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: host.headers,
      });
      expect(before.statusCode).toBe(200);
      await database.close();
      await expectUnavailable(app, '/api/users/me', host.headers);
      await expectUnavailable(app, `/api/guests/event/${host.event.slug}`);
      await expectUnavailable(app, '/api/ready');
    } finally {
      await app.close();
    }
  });

  it('answers 503 with Retry-After while PostgreSQL refuses connections', async () => {
    const database: Database = await createDb({
      databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/celebra`,
      retryForMs: 200,
    });
    const app = await buildApp({ config, database });
    try {
      await expectUnavailable(app, '/api/guests/event/qualquer');
      await expectUnavailable(app, '/api/ready');
      const login = await app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'ana@example.com', password: 'senha1234' },
      });
      expect(login.statusCode).toBe(503);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

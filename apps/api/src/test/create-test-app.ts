import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@celebra/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { createLocalMediaStorage } from '../storage/local-media-storage';
import type { MediaStorage } from '../storage/media-storage';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  storage: MediaStorage;
  mediaDir: string;
  /** Closes the app, drops the database and removes the media folder. */
  close(): Promise<void>;
}

export interface CreateTestAppOptions {
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>;
  /** Adds routes or hooks before the app is ready. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

/**
 * The api on a fresh database (PGlite, or PostgreSQL with TEST_DB=postgres) and a temporary
 * media folder. Create one per test file in beforeAll and close it in afterAll.
 */
export async function createTestApp(
  options: CreateTestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'celebra-api-test-'));
  const mediaDir = path.join(dataDir, 'media');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const storage = createLocalMediaStorage(mediaDir);
  const app = await buildApp({ config, database, storage });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    storage,
    mediaDir,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

import { createDb } from '@celebra/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { TestApp } from './create-test-app';

/**
 * Another api instance on the test app's database and configuration: on PostgreSQL with a
 * connection pool of its own (so requests to the two truly race), on PGlite sharing the one
 * embedded database. Close it before the test app.
 */
export async function startSecondInstance(t: TestApp): Promise<{
  app: FastifyInstance;
  close(): Promise<void>;
}> {
  const { databaseUrl } = t.database;
  const database = databaseUrl ? await createDb({ databaseUrl }) : undefined;
  const app = await buildApp({
    config: t.config,
    database: database ?? t.database,
    storage: t.storage,
  });
  return {
    app,
    async close() {
      await app.close();
      await database?.close();
    },
  };
}

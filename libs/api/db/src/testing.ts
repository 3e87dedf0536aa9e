import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createDb } from './create-db';
import type { Database } from './database';
import { migrateDb } from './migrate';
import { migratedPgliteSnapshot } from './testing-snapshot';

export interface TestDatabase extends Database {
  /** Connection string of the throw-away PostgreSQL database; undefined on PGlite. */
  databaseUrl?: string;
}

export interface CreateTestDatabaseOptions {
  /** Apply the migrations before returning (default true). */
  migrate?: boolean;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (loaded from a
 * migrated snapshot, see testing-snapshot.ts); with TEST_DB=postgres and DATABASE_URL set, a
 * new database `celebra_t_<random>` on that server, dropped again by `close()`.
 */
export async function createTestDatabase(
  options: CreateTestDatabaseOptions = {},
): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const migrate = options.migrate ?? true;
  if (process.env.TEST_DB === 'postgres' && serverUrl) {
    const database = await createThrowAwayPostgres(serverUrl);
    if (migrate) await migrateDb(database);
    return database;
  }
  if (!migrate) return createDb({});
  const database = await createDb({
    loadDataDir: await migratedPgliteSnapshot(),
  });
  await migrateDb(database);
  return database;
}

async function createThrowAwayPostgres(
  serverUrl: string,
): Promise<TestDatabase> {
  const name = `celebra_t_${randomBytes(6).toString('hex')}`;
  await withServerClient(serverUrl, (client) =>
    client.query(`create database "${name}"`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const database = await createDb({ databaseUrl });
  const closePool = database.close;
  return Object.assign(database, {
    databaseUrl,
    close: async () => {
      await closePool();
      await withServerClient(serverUrl, async (client) => {
        await client.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
        await client.query(`drop database if exists "${name}"`);
      });
    },
  });
}

async function withServerClient<T>(
  serverUrl: string,
  work: (client: Client) => Promise<T>,
): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

import { createDb } from './create-db';
import type { Database } from './database';
import { migrateDb } from './migrate';
import { createThrowAwayPostgres } from './testing-postgres';
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
 * new database `celebra_t_<random>` on that server (copied from a migrated template, see
 * testing-postgres.ts), dropped again by `close()`.
 */
export async function createTestDatabase(
  options: CreateTestDatabaseOptions = {},
): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const migrate = options.migrate ?? true;
  if (process.env.TEST_DB === 'postgres' && serverUrl) {
    return createThrowAwayPostgres(serverUrl, { migrated: migrate });
  }
  if (!migrate) return createDb({});
  const database = await createDb({
    loadDataDir: await migratedPgliteSnapshot(),
  });
  await migrateDb(database);
  return database;
}

import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import type { CreateDbOptions, Database } from './database';
import { registerMigrator } from './migrate';
import * as schema from './schema';

/** Arbitrary constant shared by every api instance: serialises migrations on one PostgreSQL database. */
const MIGRATION_LOCK_KEY = 7_204_113_901;

export async function createDb(options: CreateDbOptions): Promise<Database> {
  return options.databaseUrl
    ? createPostgres(options.databaseUrl, options.onError)
    : createPglite(options.dataDir);
}

async function createPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema });
  const database: Database = {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
  // drizzle reads the applied migrations before opening its transaction: run one migration at a time.
  let previous: Promise<unknown> = Promise.resolve();
  registerMigrator(database, (migrationsFolder) => {
    const run = previous.then(() => migratePglite(db, { migrationsFolder }));
    previous = run.catch(() => undefined);
    return run;
  });
  return database;
}

async function createPostgres(
  connectionString: string,
  onError: CreateDbOptions['onError'],
): Promise<Database> {
  const pool = new Pool({ connectionString });
  pool.on('error', (error) => onError?.(error));
  const db = drizzlePg(pool, { schema });
  const database: Database = {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
  registerMigrator(database, async (migrationsFolder) => {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [
          MIGRATION_LOCK_KEY,
        ]);
      }
    } finally {
      client.release();
    }
  });
  return database;
}

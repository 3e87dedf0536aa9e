import { access, cp, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Client } from 'pg';
import type { CreateDbOptions, Database } from './database';
import { registerMigrator } from './migrate';
import { listenPglite, listenPostgres } from './notifications';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { createResilientPool } from './resilient-pool';
import * as schema from './schema';

/** Arbitrary constant shared by every api instance: serialises migrations on one PostgreSQL database. */
const MIGRATION_LOCK_KEY = 7_204_113_901;

/** Defaults of the PostgreSQL pool (docs/decisions.md, "Database outages"). */
export const POSTGRES_POOL_DEFAULTS = {
  max: 10,
  retryForMs: 5_000,
  /** A connection attempt (or a wait for a free pooled connection) gives up after this. */
  connectionTimeoutMillis: 5_000,
  idleTimeoutMillis: 30_000,
} as const;

export async function createDb(options: CreateDbOptions): Promise<Database> {
  return options.databaseUrl
    ? createPostgres(options.databaseUrl, options)
    : createPglite(options);
}

const holdsDatabase = (dataDir: string): Promise<boolean> =>
  access(path.join(dataDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );

async function createPglite({
  dataDir,
  loadDataDir,
  templateDataDir,
}: CreateDbOptions): Promise<Database> {
  // A template or a dump only starts a new database: a data directory that holds one keeps it.
  const isNew = dataDir === undefined || !(await holdsDatabase(dataDir));
  if (dataDir && isNew && templateDataDir)
    await cp(templateDataDir, dataDir, { recursive: true });
  else if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    loadDataDir: isNew && !templateDataDir ? loadDataDir : undefined,
    extensions: PGLITE_EXTENSIONS,
  });
  const db = drizzlePglite(client, { schema });
  const database: Database = {
    db,
    kind: 'pglite',
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
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
  options: CreateDbOptions,
): Promise<Database> {
  const { connectionTimeoutMillis, idleTimeoutMillis } = POSTGRES_POOL_DEFAULTS;
  const pool = createResilientPool(
    {
      connectionString,
      max: options.poolMax ?? POSTGRES_POOL_DEFAULTS.max,
      connectionTimeoutMillis,
      idleTimeoutMillis,
      // Dead peers (a server gone without closing the socket) are noticed by the OS.
      keepAlive: true,
    },
    { retryForMs: options.retryForMs ?? POSTGRES_POOL_DEFAULTS.retryForMs },
  );
  pool.on('error', (error) => options.onError?.(error));
  const db = drizzlePg(pool, { schema });
  const database: Database = {
    db,
    kind: 'postgres',
    listen: (channel, handlers) =>
      listenPostgres(connectionString, channel, handlers),
    // One attempt on a new connection, never retried: the readiness probe's answer.
    ping: async () => {
      const client = new Client({
        connectionString,
        connectionTimeoutMillis: 2_000,
      });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.query('select 1');
      } finally {
        await client.end().catch(() => undefined);
      }
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

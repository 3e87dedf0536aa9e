import type { Assume } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { NotificationHandlers, Unlisten } from './notifications';
import type * as schema from './schema';

/** What both drivers return from `db.execute(sql)`: at least the rows. */
export interface DbQueryResult<TRow> {
  rows: TRow[];
}

export interface DbQueryResultHKT extends PgQueryResultHKT {
  type: DbQueryResult<Assume<this['row'], Record<string, unknown>>>;
}

/** Drizzle database over either driver (PGlite or node-postgres), with the relational query API. */
export type Db = PgDatabase<DbQueryResultHKT, typeof schema>;

/** A transaction handle as passed to `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Either a database or a transaction: what repository functions should accept. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * LISTEN on `channel` (a plain identifier): every `pg_notify(channel, payload)` committed by
   * any process on this database reaches `handlers.onMessage`. Resolves once listening.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<Unlisten>;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface CreateDbOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory (created if missing); undefined keeps PGlite in memory. */
  dataDir?: string;
  /**
   * PGlite only: start a new database (in memory, or in a `dataDir` that holds none yet) from
   * this dump of a data directory (`dumpDataDir`, e.g. `createMigratedPgliteSnapshot()`);
   * ignored when `dataDir` already holds a database.
   */
  loadDataDir?: Blob;
  /**
   * PGlite with a `dataDir` only: a new data directory starts as a copy of this closed PGlite
   * data directory (the api's build makes one from `createMigratedPgliteSnapshot()`): a native
   * file copy, faster and lighter than unpacking a dump. Ignored when `dataDir` holds a database.
   */
  templateDataDir?: string;
  /**
   * PostgreSQL only: an idle pooled connection failed (e.g. the server restarted). The pool
   * drops it and the next query reconnects; without this listener the error is ignored.
   */
  onError?: (error: Error) => void;
  /** PostgreSQL only: pool size (default 10). */
  poolMax?: number;
  /**
   * PostgreSQL only: how long queries keep retrying while the server cannot be reached
   * (default 5000 ms; 0 never retries). See resilient-pool.ts for what is retried.
   */
  retryForMs?: number;
}

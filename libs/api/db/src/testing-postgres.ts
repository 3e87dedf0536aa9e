import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createDb } from './create-db';
import type { Database } from './database';
import { migrateDb } from './migrate';
import { migrationsDigest } from './migrations-digest';

/** Serializes the building of the migrated template among concurrent test workers. */
const TEMPLATE_LOCK = 0x63656c74;

/** A throw-away PostgreSQL database and its connection string. */
export type ThrowAwayPostgres = Database & { databaseUrl: string };

/**
 * A new database `celebra_t_<random>` on the server of `serverUrl`, dropped again by `close()`;
 * with `migrated`, copied from a migrated template (`celebra_tpl_<digest of the migrations>`,
 * built once per server and migration set) instead of migrated file by file.
 */
export async function createThrowAwayPostgres(
  serverUrl: string,
  { migrated }: { migrated: boolean },
): Promise<ThrowAwayPostgres> {
  const name = `celebra_t_${randomBytes(6).toString('hex')}`;
  const template = migrated ? await migratedTemplate(serverUrl) : undefined;
  await withServerClient(serverUrl, (client) =>
    client.query(
      `create database "${name}"${template ? ` template "${template}"` : ''}`,
    ),
  );
  const databaseUrl = databaseUrlOf(serverUrl, name);
  const database = await createDb({ databaseUrl });
  const closePool = database.close;
  return Object.assign(database, {
    databaseUrl,
    close: async () => {
      await closePool();
      await dropDatabase(serverUrl, name);
    },
  });
}

/**
 * The migrated template's name, building it first when this server has none for these
 * migrations: under an advisory lock, migrated under a temporary name and renamed once
 * complete, so a failed build never leaves a half-migrated template behind.
 */
async function migratedTemplate(serverUrl: string): Promise<string> {
  const name = `celebra_tpl_${await migrationsDigest()}`;
  await withServerClient(serverUrl, async (client) => {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await client.query(
        'select 1 from pg_database where datname = $1',
        [name],
      );
      if (found.rowCount) return;
      const building = `${name}_${randomBytes(4).toString('hex')}`;
      await client.query(`create database "${building}"`);
      try {
        const database = await createDb({
          databaseUrl: databaseUrlOf(serverUrl, building),
        });
        try {
          await migrateDb(database);
        } finally {
          await database.close();
        }
        await client.query(`alter database "${building}" rename to "${name}"`);
      } catch (error) {
        await dropDatabase(serverUrl, building);
        throw error;
      }
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return name;
}

function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withServerClient(serverUrl, async (client) => {
    await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await client.query(`drop database if exists "${name}"`);
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

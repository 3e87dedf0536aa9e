import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from './migrate';
import { PGLITE_EXTENSIONS } from './pglite-extensions';

/**
 * A dump (`dumpDataDir`, an uncompressed tar) of a new PGlite data directory with every
 * migration applied. Starting a database from it (`createDb({ loadDataDir })`) skips initdb
 * and the migrations, most of a new PGlite database's start-up time and memory. Made once by
 * the api's build (shipped beside the compiled api) and once per machine for the tests.
 */
export async function createMigratedPgliteSnapshot(
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<Blob> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrate(drizzle(client), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

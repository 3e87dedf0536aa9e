import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

/**
 * The generated SQL migrations shipped with this library: `libs/api/db/migrations` when
 * running from the sources, `migrations/` beside the bundle in the compiled api
 * (`dist/apps/api`, where the build copies them).
 */
export const MIGRATIONS_FOLDER = existsSync(path.join(__dirname, 'migrations'))
  ? path.join(__dirname, 'migrations')
  : path.resolve(__dirname, '../migrations');

type Migrator = (migrationsFolder: string) => Promise<void>;

const migrators = new WeakMap<Database, Migrator>();

export function registerMigrator(database: Database, migrator: Migrator): void {
  migrators.set(database, migrator);
}

/**
 * Applies pending migrations with the driver's own migrator. On PostgreSQL this runs
 * under an advisory lock, so api instances starting together apply each migration once.
 */
export async function migrateDb(
  database: Database,
  options: { migrationsFolder?: string } = {},
): Promise<void> {
  const migrator = migrators.get(database);
  if (!migrator)
    throw new Error('migrateDb expects a Database returned by createDb');
  await migrator(options.migrationsFolder ?? MIGRATIONS_FOLDER);
}

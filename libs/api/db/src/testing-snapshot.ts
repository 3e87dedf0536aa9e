import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from './migrate';
import { PGLITE_EXTENSIONS } from './pglite-extensions';

const ROOT_PACKAGE = path.resolve(__dirname, '../../../../package.json');

let snapshot: Promise<Blob> | undefined;

/** Changes whenever a migration or the pinned PGlite version does. */
async function snapshotKey(): Promise<string> {
  const hash = createHash('sha256');
  const { dependencies } = JSON.parse(await readFile(ROOT_PACKAGE, 'utf8')) as {
    dependencies: Record<string, string>;
  };
  hash.update(dependencies['@electric-sql/pglite'] ?? '');
  const walk = async (dir: string): Promise<void> => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort(
      (a, b) => a.name.localeCompare(b.name),
    )) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(file);
      else hash.update(entry.name).update(await readFile(file));
    }
  };
  await walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

async function buildSnapshot(): Promise<Blob> {
  const dir = path.join(os.tmpdir(), 'celebra-pglite-snapshots');
  const file = path.join(dir, `${await snapshotKey()}.tar`);
  const cached = await readFile(file).catch(() => undefined);
  if (cached) return new Blob([cached]);
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    const dump = await client.dumpDataDir('none');
    await mkdir(dir, { recursive: true });
    const partial = `${file}.${process.pid}.${Date.now()}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  } finally {
    await client.close();
  }
}

/**
 * A migrated, empty PGlite data directory, built once per machine and migration set (kept in
 * the system's temp folder) and shared by every test file: starting from it skips initdb and
 * the migrations, the slowest part of a test file's setup.
 */
export function migratedPgliteSnapshot(): Promise<Blob> {
  snapshot ??= buildSnapshot();
  return snapshot;
}

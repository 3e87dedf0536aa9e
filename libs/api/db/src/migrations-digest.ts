import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from './migrate';

/** A short digest of every migration file (names and contents), plus `extra`. */
export async function migrationsDigest(extra = ''): Promise<string> {
  const hash = createHash('sha256').update(extra);
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

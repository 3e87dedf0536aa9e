import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrationsDigest } from './migrations-digest';
import { createMigratedPgliteSnapshot } from './pglite-snapshot';

const ROOT_PACKAGE = path.resolve(__dirname, '../../../../package.json');

let snapshot: Promise<Blob> | undefined;

/** Changes whenever a migration or the pinned PGlite version does. */
async function snapshotKey(): Promise<string> {
  const { dependencies } = JSON.parse(await readFile(ROOT_PACKAGE, 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return migrationsDigest(dependencies['@electric-sql/pglite'] ?? '');
}

/**
 * A tarball PGlite reads as a Blob, answering its bytes without a copy: Node's Blob reads a
 * 40 MB dump back in chunks, a fifth of the time each test file spends starting its database.
 */
class BytesBlob extends Blob {
  constructor(private readonly content: ArrayBuffer) {
    super([], { type: 'application/x-tar' });
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.content);
  }
}

const bytesOf = (buffer: Buffer): ArrayBuffer =>
  buffer.buffer.slice(
    buffer.byteOffset,
    buffer.byteOffset + buffer.byteLength,
  ) as ArrayBuffer;

async function buildSnapshot(): Promise<Blob> {
  const dir = path.join(os.tmpdir(), 'celebra-pglite-snapshots');
  const file = path.join(dir, `${await snapshotKey()}.tar`);
  const cached = await readFile(file).catch(() => undefined);
  if (cached) return new BytesBlob(bytesOf(cached));
  const dump = Buffer.from(
    await (await createMigratedPgliteSnapshot()).arrayBuffer(),
  );
  await mkdir(dir, { recursive: true });
  const partial = `${file}.${process.pid}.${Date.now()}`;
  await writeFile(partial, dump);
  await rename(partial, file);
  return new BytesBlob(bytesOf(dump));
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

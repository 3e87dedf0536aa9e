import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { SeedPictures } from '@celebra/db';

/**
 * Files the api's build (`nx build api`, tools/build-api.mjs) writes beside the compiled api
 * in dist/apps/api. Running from the sources (tsx, tests) they are absent and the api does
 * the same work at start-up instead.
 */
export const BUILD_ASSETS = {
  /** A migrated, empty PGlite data directory (`createMigratedPgliteSnapshot`). */
  pgliteSnapshot: path.join(__dirname, 'pglite-snapshot.tar'),
  /** The demo seed's pictures, drawn once (`seedPicture`). */
  seedPictures: path.join(__dirname, 'seed-pictures'),
};

/** The build's migrated PGlite data directory, or undefined when running from the sources. */
export async function readPgliteSnapshot(): Promise<Blob | undefined> {
  const data = await readFile(BUILD_ASSETS.pgliteSnapshot).catch(
    () => undefined,
  );
  return data && new Blob([data]);
}

/** The build's seed pictures, or undefined when running from the sources. */
export async function builtSeedPictures(): Promise<SeedPictures | undefined> {
  const folder = await stat(BUILD_ASSETS.seedPictures).catch(() => undefined);
  return folder?.isDirectory() ? { dir: BUILD_ASSETS.seedPictures } : undefined;
}

import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { SeedPictures } from '@celebra/db';

/**
 * Files the api's build (`nx build api`, tools/build-api.mjs) writes beside the compiled api
 * in dist/apps/api. Running from the sources (tsx, tests) they are absent and the api does
 * the same work at start-up instead.
 */
export const BUILD_ASSETS = {
  /** A migrated, empty PGlite data directory (made from `createMigratedPgliteSnapshot`). */
  pgliteDataDir: path.join(__dirname, 'pglite-data'),
  /** The demo seed's pictures, drawn once (`seedPicture`). */
  seedPictures: path.join(__dirname, 'seed-pictures'),
};

const isDirectory = async (dir: string): Promise<boolean> =>
  (await stat(dir).catch(() => undefined))?.isDirectory() ?? false;

/** The build's migrated PGlite data directory, or undefined when running from the sources. */
export async function builtPgliteDataDir(): Promise<string | undefined> {
  return (await isDirectory(BUILD_ASSETS.pgliteDataDir))
    ? BUILD_ASSETS.pgliteDataDir
    : undefined;
}

/** The build's seed pictures, or undefined when running from the sources. */
export async function builtSeedPictures(): Promise<SeedPictures | undefined> {
  return (await isDirectory(BUILD_ASSETS.seedPictures))
    ? { dir: BUILD_ASSETS.seedPictures }
    : undefined;
}

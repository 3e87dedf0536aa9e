import { mkdir } from 'node:fs/promises';
import {
  createDb,
  createMigratedPgliteSnapshot,
  DEFAULT_ADMIN,
  seedDemo,
} from '@celebra/db';
import { BUILD_ASSETS } from './build-assets';

/**
 * Run once by the api's build (tools/build-api.mjs) on the freshly compiled bundle: writes the
 * start-up assets of BUILD_ASSETS beside it — the migrated PGlite data directory (the
 * tests' snapshot unpacked into a closed data directory), and the seed's pictures, drawn by
 * seeding a throw-away in-memory database from that snapshot.
 */
async function main(): Promise<void> {
  const snapshot = await createMigratedPgliteSnapshot();
  const template = await createDb({
    dataDir: BUILD_ASSETS.pgliteDataDir,
    loadDataDir: snapshot,
  });
  await template.close();
  await mkdir(BUILD_ASSETS.seedPictures, { recursive: true });
  const database = await createDb({ loadDataDir: snapshot });
  try {
    await seedDemo(database.db, {
      storeFile: async (key) => key,
      hashPassword: async (plain) => plain,
      admin: DEFAULT_ADMIN,
      pictures: { dir: BUILD_ASSETS.seedPictures, write: true },
    });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

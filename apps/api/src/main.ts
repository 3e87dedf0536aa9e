import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  createDb,
  DEMO_EVENT_SLUG,
  DEMO_HOST,
  migrateDb,
  seedDemo,
} from '@celebra/db';
import { buildApp } from './app';
import { builtPgliteDataDir, builtSeedPictures } from './build-assets';
import { ConfigError, DEMO_ADMIN_PASSWORD, loadConfig } from './config';
import { hashPassword } from './lib/passwords';
import { ensureAdmin } from './modules/accounts/sign-in.service';
import { createMediaStorage } from './storage/create-media-storage';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await createDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, 'db'),
    // A new PGlite database starts as a copy of the build's migrated one (when built).
    templateDataDir: config.DATABASE_URL
      ? undefined
      : await builtPgliteDataDir(),
  });
  await migrateDb(database);
  const storage = createMediaStorage(config);
  const app = await buildApp({
    config,
    database,
    storage,
    logger: { level: config.LOG_LEVEL },
  });

  const admin = { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD };
  if (await ensureAdmin(database.db, admin))
    app.log.info({ email: admin.email }, 'first administrator created');
  if (config.SEED_DEMO) {
    const seeded = await seedDemo(database.db, {
      storeFile: async (key, data, contentType) =>
        (await storage.put(key, data, contentType)).url,
      hashPassword,
      admin,
      platformFeeBps: config.PLATFORM_FEE_BPS,
      pictures: await builtSeedPictures(),
    });
    if (seeded.demoCreated) app.log.info('demo data seeded');
    app.log.info(
      {
        host: DEMO_HOST,
        site: DEMO_EVENT_SLUG,
        admin:
          config.ADMIN_PASSWORD === DEMO_ADMIN_PASSWORD
            ? admin
            : { email: admin.email },
      },
      'demo sign-in',
    );
  }

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.API_PORT, host: config.API_HOST });
  app.log.info(
    `api ready in ${Math.round(performance.now())} ms (${database.kind})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});

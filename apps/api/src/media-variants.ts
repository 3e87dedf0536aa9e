import path from 'node:path';
import { createDb, migrateDb } from '@celebra/db';
import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { createPublicEventChannel } from './lib/public-event/public-event-channel';
import { createMediaPipeline } from './media';
import { makePictureVariants } from './modules/media/picture-variants.task';
import { createMediaStorage } from './storage/create-media-storage';

/**
 * `npm run media:variants` (or `node dist/apps/api/media-variants.js`): gives every picture
 * stored before the variants its AVIF/WebP/JPEG widths, with the api's own settings
 * (DATABASE_URL or DATA_DIR, STORAGE_DRIVER…). Safe to run again. On PGlite (no DATABASE_URL)
 * stop the api first: one process at a time holds that database.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: 'warn' });
  const database = await createDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, 'db'),
  });
  try {
    await migrateDb(database);
    const media = createMediaPipeline({
      storage: createMediaStorage(config),
      limits: {
        image: config.MEDIA_MAX_IMAGE_BYTES,
        video: config.MEDIA_MAX_VIDEO_BYTES,
      },
      maxImagePixels: config.MEDIA_MAX_IMAGE_PIXELS,
      log,
    });
    const outcome = await makePictureVariants({
      db: database.db,
      media,
      publicEvents: createPublicEventChannel({ database, log }),
      report: (line) => console.log(line),
    });
    console.log(
      `media:variants: ${outcome.converted} picture(s) converted, ${outcome.skipped} skipped`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

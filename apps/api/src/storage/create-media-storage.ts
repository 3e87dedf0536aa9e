import path from 'node:path';
import type { Config } from '../config';
import { createLocalMediaStorage } from './local-media-storage';
import type { MediaStorage } from './media-storage';
import { createS3MediaStorage } from './s3-media-storage';

/** The storage chosen by STORAGE_DRIVER: DATA_DIR/media on the local disk (default) or S3. */
export function createMediaStorage(config: Config): MediaStorage {
  if (config.STORAGE_DRIVER === 'local')
    return createLocalMediaStorage(path.join(config.DATA_DIR, 'media'));
  const {
    S3_BUCKET,
    S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY,
    S3_PUBLIC_BASE_URL,
  } = config;
  if (
    !S3_BUCKET ||
    !S3_ACCESS_KEY_ID ||
    !S3_SECRET_ACCESS_KEY ||
    !S3_PUBLIC_BASE_URL
  )
    throw new Error('STORAGE_DRIVER=s3 needs the S3_* settings');
  return createS3MediaStorage({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    publicBaseUrl: S3_PUBLIC_BASE_URL,
  });
}

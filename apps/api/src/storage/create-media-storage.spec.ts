import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { filesUnder } from '../test/media-fixtures';
import { createMediaStorage } from './create-media-storage';

const S3_ENV = {
  STORAGE_DRIVER: 's3',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'celebra',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_FORCE_PATH_STYLE: 'true',
  S3_PUBLIC_BASE_URL: 'https://media.example.com',
};

describe('media settings', () => {
  it('default to the local disk, 10 MB images and 50 MB videos', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      STORAGE_DRIVER: 'local',
      MEDIA_MAX_IMAGE_BYTES: 10 * 1024 * 1024,
      MEDIA_MAX_VIDEO_BYTES: 50 * 1024 * 1024,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: false,
    });
  });

  it('write local files under DATA_DIR/media', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'celebra-storage-'));
    try {
      const storage = createMediaStorage(loadConfig({ DATA_DIR: dataDir }));
      const stored = await storage.put(
        'a/b.webp',
        Buffer.from('x'),
        'image/webp',
      );
      expect(stored.url).toBe('/media/a/b.webp');
      expect(await filesUnder(path.join(dataDir, 'media'))).toEqual([
        path.join('a', 'b.webp'),
      ]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('select the S3 storage, whose URLs live under S3_PUBLIC_BASE_URL', () => {
    const storage = createMediaStorage(loadConfig(S3_ENV));
    expect(storage.keyOf('https://media.example.com/events/1/a.webp')).toBe(
      'events/1/a.webp',
    );
    expect(storage.keyOf('/media/events/1/a.webp')).toBeNull();
  });

  it('name every S3 setting STORAGE_DRIVER=s3 is missing', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(
      [
        'Invalid configuration:',
        '  S3_BUCKET: required when STORAGE_DRIVER=s3',
        '  S3_ACCESS_KEY_ID: required when STORAGE_DRIVER=s3',
        '  S3_SECRET_ACCESS_KEY: required when STORAGE_DRIVER=s3',
        '  S3_PUBLIC_BASE_URL: required when STORAGE_DRIVER=s3',
      ].join('\n'),
    );
  });

  it.each([
    ['STORAGE_DRIVER', 'ftp'],
    ['MEDIA_MAX_IMAGE_BYTES', '0'],
    ['MEDIA_MAX_VIDEO_BYTES', 'lots'],
    ['S3_PUBLIC_BASE_URL', 'not a url'],
    ['S3_FORCE_PATH_STYLE', 'yes'],
  ])('refuse %s=%p', (name, value) => {
    expect(() => loadConfig({ ...S3_ENV, [name]: value })).toThrow(
      `  ${name}: `,
    );
  });
});

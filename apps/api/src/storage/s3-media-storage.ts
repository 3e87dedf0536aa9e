import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { isValidMediaKey, type MediaStorage } from './media-storage';

export interface S3MediaStorageOptions {
  /** S3-compatible endpoint (MinIO, R2, …); undefined for AWS. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Public URL the bucket's objects are read from; a file's URL is `<base>/<key>`. */
  publicBaseUrl: string;
  /** Scratch folder for uploads on their way to the bucket. Default: <os tmpdir>/celebra-media. */
  tempDir?: string;
}

const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Files in an S3-compatible bucket, read by browsers from `publicBaseUrl` (not through the api). */
export function createS3MediaStorage(
  options: S3MediaStorageOptions,
): MediaStorage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: {
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
    },
    // Plain bodies: many S3-compatible stores refuse the SDK's default aws-chunked checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const { bucket } = options;
  const urlPrefix = `${options.publicBaseUrl.replace(/\/+$/, '')}/`;
  const tempRoot = options.tempDir ?? path.join(tmpdir(), 'celebra-media');

  const checked = (key: string): string => {
    if (!isValidMediaKey(key)) throw new Error(`invalid media key: ${key}`);
    return key;
  };
  const stored = (key: string) => ({ key, url: `${urlPrefix}${key}` });

  return {
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: checked(key),
          Body: data,
          ContentType: contentType,
          CacheControl: CACHE_CONTROL,
        }),
      );
      return stored(key);
    },

    async putFile(key, tempPath, contentType) {
      try {
        const { size } = await stat(tempPath);
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: checked(key),
            Body: createReadStream(tempPath),
            ContentLength: size,
            ContentType: contentType,
            CacheControl: CACHE_CONTROL,
          }),
        );
      } finally {
        await rm(tempPath, { force: true });
      }
      return stored(key);
    },

    async tempPath(extension = '') {
      await mkdir(tempRoot, { recursive: true });
      return path.join(tempRoot, `${randomUUID()}${extension}`);
    },

    async read(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: checked(key) }),
        );
        return object.Body
          ? Buffer.from(await object.Body.transformToByteArray())
          : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },

    async readStream(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: checked(key) }),
        );
        return object.Body instanceof Readable ? object.Body : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },

    async delete(key) {
      await client.send(
        new DeleteObjectCommand({ Bucket: bucket, Key: checked(key) }),
      );
    },

    keyOf(url) {
      if (!url.startsWith(urlPrefix)) return null;
      const key = url.slice(urlPrefix.length);
      return isValidMediaKey(key) ? key : null;
    },

    async serve() {
      // Browsers read the files from the bucket's public URL.
    },
  };
}

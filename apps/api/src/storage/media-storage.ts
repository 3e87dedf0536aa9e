import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

export interface StoredFile {
  key: string;
  /** Public URL of the file (e.g. /media/<key>). */
  url: string;
}

/**
 * Where uploaded and generated files live. Keys are relative paths such as
 * 'events/12/banner-<random>.webp'; a key names one immutable content (write a new key to
 * change a file), which lets the files be cached for a year.
 */
export interface MediaStorage {
  put(key: string, data: Buffer, contentType: string): Promise<StoredFile>;
  /**
   * Moves a finished file from the scratch area (see `tempPath`) to `key`; the temporary file
   * is gone afterwards, whether the move succeeded or not.
   */
  putFile(
    key: string,
    tempPath: string,
    contentType: string,
  ): Promise<StoredFile>;
  /**
   * A fresh path in the storage's scratch area for a file being received or generated
   * (`extension` like '.webp'). Nothing is created there; delete what you write if you do not
   * hand it to `putFile`.
   */
  tempPath(extension?: string): Promise<string>;
  /** The stored bytes of `key`, or null when nothing is stored there. */
  read(key: string): Promise<Buffer | null>;
  /** The stored file of `key` as a stream (large files, read a chunk at a time), or null. */
  readStream(key: string): Promise<Readable | null>;
  /** Removes the file; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** The key of a public URL this storage handed out, or null for any other URL. */
  keyOf(url: string): string | null;
  /** Mounts GET /media/* on the api when the api itself serves the files. */
  serve(app: FastifyInstance): Promise<void>;
}

/** URL prefix of the files served by the api (the edge forwards it on every host). */
export const MEDIA_URL_PREFIX = '/media/';

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*$/i;

/** True for keys made of safe path segments (no '..', no leading slash, no backslash). */
export function isValidMediaKey(key: string): boolean {
  return (
    key.length <= 512 &&
    KEY_PATTERN.test(key) &&
    !key.split('/').some((segment) => segment === '..' || segment.endsWith('.'))
  );
}

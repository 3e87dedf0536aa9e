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
  /** Removes the file; a missing key is not an error. */
  delete(key: string): Promise<void>;
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

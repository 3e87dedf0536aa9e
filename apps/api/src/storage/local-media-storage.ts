import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  isValidMediaKey,
  MEDIA_URL_PREFIX,
  type MediaStorage,
} from './media-storage';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Scratch folder inside the root: same disk, so a finished upload is moved with one rename. */
const TEMP_FOLDER = '.tmp';

/**
 * Files on the local disk under `root`, served by the api at /media/*. Uploads are received
 * in `root/.tmp/` (never served) and renamed into place.
 */
export function createLocalMediaStorage(root: string): MediaStorage {
  const absoluteRoot = path.resolve(root);
  const tempRoot = path.join(absoluteRoot, TEMP_FOLDER);

  const pathOf = (key: string): string => {
    if (!isValidMediaKey(key)) throw new Error(`invalid media key: ${key}`);
    return path.join(absoluteRoot, ...key.split('/'));
  };

  return {
    async put(key, data) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, data);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { key, url: `${MEDIA_URL_PREFIX}${key}` };
    },

    async putFile(key, tempPath) {
      try {
        const target = pathOf(key);
        await mkdir(path.dirname(target), { recursive: true });
        await rename(tempPath, target);
      } catch (error) {
        await rm(tempPath, { force: true });
        throw error;
      }
      return { key, url: `${MEDIA_URL_PREFIX}${key}` };
    },

    async tempPath(extension = '') {
      await mkdir(tempRoot, { recursive: true });
      return path.join(tempRoot, `${randomUUID()}${extension}`);
    },

    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async readStream(key) {
      try {
        const handle = await open(pathOf(key));
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    keyOf(url) {
      if (!url.startsWith(MEDIA_URL_PREFIX)) return null;
      const key = url.slice(MEDIA_URL_PREFIX.length);
      return isValidMediaKey(key) ? key : null;
    },

    async serve(app) {
      await mkdir(absoluteRoot, { recursive: true });
      await app.register(fastifyStatic, {
        root: absoluteRoot,
        prefix: MEDIA_URL_PREFIX,
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: 'deny',
        allowedPath: (pathName) =>
          !pathName.endsWith('/') &&
          !pathName.endsWith('.tmp') &&
          !pathName.split('/').some((segment) => segment.startsWith('.')),
        maxAge: ONE_YEAR_MS,
        immutable: true,
        setHeaders: (reply) => {
          reply.header('X-Content-Type-Options', 'nosniff');
        },
      });
    },
  };
}

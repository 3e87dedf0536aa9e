import { createHash } from 'node:crypto';
import {
  copyFile,
  mkdir,
  readdir,
  readFile,
  rename,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { workspaceRoot } from './workspace.mjs';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const compressible = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
  '.map',
  '.wasm',
]);
const minimumBytes = 512;

/**
 * Nx restores build outputs from its cache without these siblings, so every
 * compressed file is also kept here by content hash: a restored build gets
 * copies instead of another maximum-quality brotli pass.
 */
const cacheDir = path.join(
  workspaceRoot,
  'node_modules/.cache/celebra-precompress',
);

const encoders = [
  {
    extension: '.br',
    encode: (data) =>
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]:
            zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  {
    extension: '.gz',
    encode: (data) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  },
];

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

async function mtimeOf(file) {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return undefined;
  }
}

async function exists(file) {
  return (await mtimeOf(file)) !== undefined;
}

/** Writes via a temporary name so a reader never sees half a file. */
async function writeAtomically(target, data) {
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, target);
}

async function compressFile(file, summary) {
  const source = await stat(file);
  if (source.size < minimumBytes) return;
  let data;
  let hash;
  for (const { extension, encode } of encoders) {
    const target = file + extension;
    const targetMtime = await mtimeOf(target);
    if (targetMtime !== undefined && targetMtime >= source.mtimeMs) {
      summary.upToDate += 1;
      continue;
    }
    data ??= await readFile(file);
    hash ??= createHash('sha256').update(data).digest('hex');
    const cached = path.join(cacheDir, `${hash}${extension}`);
    if (await exists(cached)) {
      await copyFile(cached, target);
      summary.fromCache += 1;
      continue;
    }
    const encoded = await encode(data);
    if (encoded.length >= data.length) continue;
    await writeAtomically(target, encoded);
    await writeAtomically(cached, encoded);
    summary.written += 1;
  }
}

/**
 * Writes `.br` and `.gz` siblings for the text files of a build folder, skipping
 * siblings already newer than their source. Returns what it did.
 */
export async function compressFolder(dir) {
  await mkdir(cacheDir, { recursive: true });
  const summary = { written: 0, fromCache: 0, upToDate: 0 };
  const files = (await filesUnder(dir)).filter((file) =>
    compressible.has(path.extname(file)),
  );
  await Promise.all(files.map((file) => compressFile(file, summary)));
  return summary;
}

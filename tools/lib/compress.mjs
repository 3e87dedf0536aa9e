import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

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

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

async function mtimeOf(file) {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * Writes `.br` and `.gz` siblings for the text files of a build folder, skipping
 * siblings that are already newer than their source. Returns what it did.
 */
export async function compressFolder(dir) {
  const summary = { written: 0, upToDate: 0, bytesIn: 0, bytesBr: 0 };
  for await (const file of filesUnder(dir)) {
    if (!compressible.has(path.extname(file))) continue;
    const source = await stat(file);
    if (source.size < minimumBytes) continue;
    let data;
    for (const { extension, encode } of encoders) {
      const target = file + extension;
      const targetMtime = await mtimeOf(target);
      if (targetMtime !== undefined && targetMtime >= source.mtimeMs) {
        summary.upToDate += 1;
        continue;
      }
      data ??= await readFile(file);
      const encoded = await encode(data);
      if (encoded.length >= data.length) continue;
      await writeFile(target, encoded);
      summary.written += 1;
      if (extension === '.br') {
        summary.bytesIn += data.length;
        summary.bytesBr += encoded.length;
      }
    }
  }
  return summary;
}

#!/usr/bin/env node
// Precompresses the app builds (brotli + gzip siblings) for the edge and nginx.
// Usage: node tools/compress-dist.mjs [dist/apps/host dist/apps/guest ...]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressFolder } from './lib/compress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const defaults = ['host', 'guest', 'admin'].map((app) =>
  path.join(root, 'dist/apps', app),
);
const folders =
  process.argv.length > 2
    ? process.argv.slice(2).map((f) => path.resolve(f))
    : defaults;

let missing = 0;
for (const folder of folders) {
  if (!existsSync(folder)) {
    console.error(
      `compress-dist: ${path.relative(root, folder)} does not exist (build it first)`,
    );
    missing += 1;
    continue;
  }
  const { written, fromCache, upToDate } = await compressFolder(folder);
  console.log(
    `compress-dist: ${path.relative(root, folder)}: ${written} written, ${fromCache} from cache, ${upToDate} up to date`,
  );
}
process.exit(missing > 0 ? 1 : 0);

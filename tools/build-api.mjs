#!/usr/bin/env node
// `nx build api`: compiles the api into dist/apps/api, run in production with plain node
// (`node dist/apps/api/main.js`, no tsx):
// - main.js: apps/api/src/main.ts and the workspace libraries it imports (@celebra/*), bundled
//   by esbuild into one CommonJS file with its source map (tools/lib/bundle-server.mjs);
// - migrations/: the SQL migrations of libs/api/db (read by migrateDb at start-up);
// - pglite-data/ and seed-pictures/: written by running prepare-build.js (then deleted)
//   on the fresh bundle, so that a new PGlite database starts as a copy of a migrated one
//   and the demo seed reads its pictures instead of drawing them (apps/api/src/build-assets.ts).
// Options: --outdir=<folder inside the workspace> (default dist/apps/api; the bundle finds its
// npm packages in the workspace's node_modules).
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { bundleServer } from './lib/bundle-server.mjs';
import { runCaptured } from './lib/processes.mjs';
import { workspaceRoot } from './lib/workspace.mjs';

const outdirArg = process.argv
  .find((arg) => arg.startsWith('--outdir='))
  ?.slice('--outdir='.length);
const outdir = path.resolve(workspaceRoot, outdirArg ?? 'dist/apps/api');
const startedAt = performance.now();

await rm(outdir, { recursive: true, force: true });
await bundleServer({
  entryPoints: {
    main: 'apps/api/src/main.ts',
    'media-variants': 'apps/api/src/media-variants.ts',
    'prepare-build': 'apps/api/src/prepare-build.ts',
  },
  outdir,
  tsconfig: 'apps/api/tsconfig.json',
});
await cp(
  path.join(workspaceRoot, 'libs/api/db/migrations'),
  path.join(outdir, 'migrations'),
  { recursive: true },
);
const prepare = path.join(outdir, 'prepare-build.js');
const prepared = await runCaptured(
  process.execPath,
  ['--enable-source-maps', prepare],
  process.env,
);
if (prepared.code !== 0) {
  process.stderr.write(prepared.output);
  process.exit(1);
}
await rm(prepare);
await rm(`${prepare}.map`);
console.log(
  `api built into ${path.relative(workspaceRoot, outdir)} in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
);

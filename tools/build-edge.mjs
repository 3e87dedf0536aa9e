#!/usr/bin/env node
// `nx build edge`: compiles the edge into dist/apps/edge/main.js (tools/lib/bundle-server.mjs),
// run with plain node (`node dist/apps/edge/main.js`, no tsx).
// Options: --outdir=<folder inside the workspace> (default dist/apps/edge).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { bundleServer } from './lib/bundle-server.mjs';
import { workspaceRoot } from './lib/workspace.mjs';

const outdirArg = process.argv
  .find((arg) => arg.startsWith('--outdir='))
  ?.slice('--outdir='.length);
const outdir = path.resolve(workspaceRoot, outdirArg ?? 'dist/apps/edge');
const startedAt = performance.now();

await rm(outdir, { recursive: true, force: true });
await bundleServer({
  entryPoints: { main: 'apps/edge/src/main.ts' },
  outdir,
  tsconfig: 'apps/edge/tsconfig.json',
});
console.log(
  `edge built into ${path.relative(workspaceRoot, outdir)} in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
);

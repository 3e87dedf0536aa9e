#!/usr/bin/env node
// `typecheck` of every project: `node tools/typecheck.mjs <tsconfig>...` checks each config with
// TypeScript's native compiler (7.x, installed as `typescript-native`), a fifth of the CPU of
// 5.9 on these projects. Jest, nx and typescript-eslint keep using `typescript` 5.9 (7.x has no
// JavaScript API for them yet). Stops at the first config with errors.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { workspaceRoot } from './lib/workspace.mjs';

const tsc = path.join(workspaceRoot, 'node_modules/typescript-native/bin/tsc');

const configs = process.argv.slice(2);
if (configs.length === 0) {
  console.error('usage: node tools/typecheck.mjs <tsconfig.json>...');
  process.exit(2);
}
for (const config of configs) {
  const { status, error } = spawnSync(
    process.execPath,
    // One thread per check: nx already runs two checks side by side on these 2-core machines.
    [tsc, '-p', config, '--noEmit', '--singleThreaded'],
    { stdio: 'inherit' },
  );
  if (error) throw error;
  if (status !== 0) process.exit(status ?? 1);
}

#!/usr/bin/env node
// `lint` of one project: `node tools/lint.mjs <project folder>` (nx runs it from the root): ESLint's rules, then the two promise rules
// (no-floating-promises, no-misused-promises) through oxlint's type-aware mode, which types each
// file with TypeScript's native compiler at a fraction of typescript-eslint's cost.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { workspaceRoot } from './lib/workspace.mjs';

const bin = (name) => path.join(workspaceRoot, 'node_modules/.bin', name);

const steps = [
  [bin('eslint'), ['.']],
  [
    bin('oxlint'),
    [
      '--type-aware',
      '--deny-warnings',
      '-c',
      path.join(workspaceRoot, '.oxlintrc.json'),
      '.',
    ],
  ],
];

const [projectRoot] = process.argv.slice(2);
if (!projectRoot) {
  console.error('usage: node tools/lint.mjs <project folder>');
  process.exit(2);
}
const cwd = path.resolve(workspaceRoot, projectRoot);

let failed = false;
for (const [command, args] of steps) {
  const { status, error } = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (error) throw error;
  if (status !== 0) failed = true;
}
process.exitCode = failed ? 1 : 0;

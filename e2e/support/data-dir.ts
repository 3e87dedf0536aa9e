import path from 'node:path';
import { e2ePort } from './urls';

/** The stack's DATA_DIR: one per edge port, so stacks on other ports never wipe each other's. */
export const e2eDataDir = path.resolve(
  __dirname,
  '../..',
  e2ePort === 8090 ? 'tmp/e2e-data' : `tmp/e2e-data-${e2ePort}`,
);

import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../..',
);

export const bin = {
  nx: path.join(workspaceRoot, 'node_modules/.bin/nx'),
  tsx: path.join(workspaceRoot, 'node_modules/.bin/tsx'),
  playwright: path.join(workspaceRoot, 'node_modules/.bin/playwright'),
  prettier: path.join(workspaceRoot, 'node_modules/prettier/bin/prettier.cjs'),
};

/** Settings every nx call from the tools scripts needs. */
export const nxEnv = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };

export function seconds(fromMs) {
  return `${((performance.now() - fromMs) / 1000).toFixed(1)} s`;
}

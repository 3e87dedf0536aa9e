// esbuild settings shared by the servers' builds (`nx build api`, `nx build edge`): the entry
// points and the workspace libraries they import in one CommonJS file each, with source maps;
// npm packages stay external and load from node_modules at run time (native and wasm ones
// cannot be bundled).
import { build } from 'esbuild';
import { workspaceRoot } from './workspace.mjs';

/** Bundles `entryPoints` ({ name: source }) into `outdir` with the project's `tsconfig`. */
export function bundleServer({ entryPoints, outdir, tsconfig }) {
  return build({
    absWorkingDir: workspaceRoot,
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    tsconfig,
    sourcemap: true,
    logLevel: 'warning',
  });
}

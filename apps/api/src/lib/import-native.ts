import { randomUUID } from 'node:crypto';

/**
 * A native `import()` of an ESM-only package (file-type, music-metadata, @tus/server).
 * Compiled to CommonJS (Jest's SWC transform, the api's esbuild bundle), a plain `import()`
 * becomes `require()`, which cannot load them; a Function-made `import()` stays native. Its
 * source is unique per load because V8 reuses a compiled Function with the same source, and
 * with it the import hook of the Jest test file that compiled it first.
 */
export const importNative = new Function(
  'specifier',
  `return import(specifier); // ${randomUUID()}`,
) as <Module>(specifier: string) => Promise<Module>;

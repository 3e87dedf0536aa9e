import { randomUUID } from 'node:crypto';
import { acceptedMediaType, type MediaType } from './media-types';

type FileTypeModule = typeof import('file-type/node');

/*
 * file-type is ESM-only. Compiled to CommonJS (Jest's SWC transform), a plain `import()`
 * becomes `require()`, which cannot load it; a Function-made `import()` stays native. Its
 * source is unique per load because V8 reuses a compiled Function with the same source, and
 * with it the import hook of the Jest test file that compiled it first.
 */
const importNative = new Function(
  'specifier',
  `return import(specifier); // ${randomUUID()}`,
) as (specifier: string) => Promise<FileTypeModule>;

let fileType: Promise<FileTypeModule> | undefined;

/**
 * The type of the file at `filePath` judged by its bytes (the name and declared type are
 * ignored); null when it is not an image or video the api accepts.
 */
export async function sniffMediaType(
  filePath: string,
): Promise<MediaType | null> {
  fileType ??= importNative('file-type');
  const detected = await (await fileType).fileTypeFromFile(filePath);
  return detected ? acceptedMediaType(detected.ext) : null;
}

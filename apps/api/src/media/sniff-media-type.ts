import { importNative } from '../lib/import-native';
import { acceptedMediaType, type MediaType } from './media-types';

type FileTypeModule = typeof import('file-type/node');

let fileType: Promise<FileTypeModule> | undefined;

/**
 * The type of the file at `filePath` judged by its bytes (the name and declared type are
 * ignored); null when it is not an image or video the api accepts.
 */
export async function sniffMediaType(
  filePath: string,
): Promise<MediaType | null> {
  fileType ??= importNative<FileTypeModule>('file-type');
  const detected = await (await fileType).fileTypeFromFile(filePath);
  return detected ? acceptedMediaType(detected.ext) : null;
}

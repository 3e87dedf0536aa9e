import type { StoredImageVariants } from '@celebra/db';
import type { MediaKind } from './media-types';

/** An uploaded file waiting in the storage's scratch area, its type checked from its bytes. */
export interface ReceivedFile {
  kind: MediaKind;
  /** Content type judged from the bytes (never the browser's). */
  mime: string;
  extension: string;
  tempPath: string;
  size: number;
}

/** The multipart text fields (last value of each name) and the file part. */
export interface ReceivedUpload<File = ReceivedFile> {
  file: File;
  fields: Record<string, string>;
}

export interface UploadRules {
  /** Kinds accepted; anything else is 415. */
  kinds: readonly MediaKind[];
  /** Name of the file part. Default 'file'. */
  field?: string;
  /** Message of a missing file (400). Default messages.server.fileRequired. */
  missingMessage?: string;
  /** Message of a file of another type (415). Default messages.server.unsupportedMediaType. */
  unsupportedMessage?: string;
}

export interface StoredMedia {
  key: string;
  url: string;
  contentType: string;
  size: number;
}

export interface StoredImage extends StoredMedia {
  width: number;
  height: number;
}

/**
 * A picture stored in every variant: `key`/`url` name its default rendition (WebP, widest),
 * `image` lists them all with the intrinsic size.
 */
export interface StoredPicture extends StoredMedia {
  image: StoredImageVariants;
}

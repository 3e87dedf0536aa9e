export type MediaKind = 'image' | 'video';

/** A file type the api accepts, as recognised from the file's bytes. */
export interface MediaType {
  kind: MediaKind;
  /** Content type the stored file is served with. */
  mime: string;
  /** File extension with its dot ('.mp4'). */
  extension: string;
}

/**
 * Accepted types by the extension file-type detects. Images are re-encoded, so any format
 * sharp (or libheif, for HEIC) reads is fine (SVG is never detected as one: it is refused); videos are stored as
 * they are, so only MP4 and WebM, which every browser plays.
 */
const ACCEPTED: Record<string, MediaType> = {
  jpg: { kind: 'image', mime: 'image/jpeg', extension: '.jpg' },
  png: { kind: 'image', mime: 'image/png', extension: '.png' },
  webp: { kind: 'image', mime: 'image/webp', extension: '.webp' },
  gif: { kind: 'image', mime: 'image/gif', extension: '.gif' },
  avif: { kind: 'image', mime: 'image/avif', extension: '.avif' },
  // HEIC and HEIF (iPhone photos): decoded by libheif when sharp cannot (image-source.ts).
  heic: { kind: 'image', mime: 'image/heic', extension: '.heic' },
  mp4: { kind: 'video', mime: 'video/mp4', extension: '.mp4' },
  webm: { kind: 'video', mime: 'video/webm', extension: '.webm' },
};

/** The accepted type of a file-type detection (`ext`), or null when the api refuses it. */
export function acceptedMediaType(detectedExtension: string): MediaType | null {
  return Object.hasOwn(ACCEPTED, detectedExtension)
    ? (ACCEPTED[detectedExtension] ?? null)
    : null;
}

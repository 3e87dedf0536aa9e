import { importNative } from '../lib/import-native';
import type { MediaType } from './media-types';
import { mp4DurationSeconds } from './mp4-duration';

type FileTypeModule = typeof import('file-type/node');
type MusicMetadataModule = typeof import('music-metadata');

let fileType: Promise<FileTypeModule> | undefined;
let musicMetadata: Promise<MusicMetadataModule> | undefined;

/** Videos a phone records: MP4 (Android), QuickTime (iPhone .mov), WebM; stored as sent. */
const PHONE_VIDEOS: Record<string, MediaType> = {
  mp4: { kind: 'video', mime: 'video/mp4', extension: '.mp4' },
  mov: { kind: 'video', mime: 'video/quicktime', extension: '.mov' },
  webm: { kind: 'video', mime: 'video/webm', extension: '.webm' },
};

/** What a video file is, judged by its bytes, and how long it plays. */
export interface VideoProbe {
  /** Null when the bytes are not an MP4, QuickTime or WebM video. */
  type: MediaType | null;
  /** Seconds, from the container's header; null when it does not say. */
  durationSeconds: number | null;
}

/**
 * Reads the type and the duration of the video at `filePath` (its headers only): MP4 and
 * QuickTime from the movie header, WebM from its segment information (music-metadata).
 */
export async function probeVideo(filePath: string): Promise<VideoProbe> {
  fileType ??= importNative<FileTypeModule>('file-type');
  const detected = await (await fileType).fileTypeFromFile(filePath);
  const type =
    detected && Object.hasOwn(PHONE_VIDEOS, detected.ext)
      ? (PHONE_VIDEOS[detected.ext] ?? null)
      : null;
  if (!type) return { type: null, durationSeconds: null };
  if (type.mime !== 'video/webm')
    return { type, durationSeconds: await mp4DurationSeconds(filePath) };
  musicMetadata ??= importNative<MusicMetadataModule>('music-metadata');
  try {
    const { format } = await (
      await musicMetadata
    ).parseFile(filePath, { duration: false, skipCovers: true });
    const duration = format.duration;
    return {
      type,
      durationSeconds:
        duration !== undefined && Number.isFinite(duration) ? duration : null,
    };
  } catch {
    return { type, durationSeconds: null };
  }
}

import type { UploadKind } from './upload-queue';

const HEIC = /\.(heic|heif)$/i;

/** Whether the browser cannot decode the photo (iPhone HEIC/HEIF): sent as it is, the api converts it. */
export const isHeic = (file: File) =>
  /^image\/hei[cf]/i.test(file.type) || HEIC.test(file.name);

/** A photo or a video by its type (a HEIC may come without one); null for anything else. */
export const mediaKindOf = (file: File): UploadKind | null => {
  if (file.type.startsWith('video/')) return 'video';
  if (file.type.startsWith('image/') || isHeic(file)) return 'image';
  return null;
};

import type { GalleryType } from '@celebra/contracts';

/** 'image' or 'video' by the file's declared type; null for anything else (the server checks the bytes). */
export const mediaTypeOf = (file: File): GalleryType | null => {
  if (file.type.startsWith('image/')) return 'image';
  if (file.type.startsWith('video/')) return 'video';
  return null;
};

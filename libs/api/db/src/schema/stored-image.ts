import { jsonb } from 'drizzle-orm/pg-core';

/** One stored rendition of an uploaded picture (`type` is one of IMAGE_VARIANT_TYPES of @celebra/contracts). */
export interface StoredImageVariant {
  type: 'image/avif' | 'image/webp' | 'image/jpeg';
  width: number;
  /** Storage key, for deleting it. */
  key: string;
  url: string;
}

/** Every rendition of one uploaded picture and the intrinsic size of its largest one. */
export interface StoredImageVariants {
  width: number;
  height: number;
  variants: StoredImageVariant[];
}

/** A picture's renditions; null for a picture stored before them (or a video). */
export const storedImageColumn = (name: string) =>
  jsonb(name).$type<StoredImageVariants>();

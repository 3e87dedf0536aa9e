import {
  IMAGE_VARIANT_TYPES,
  IMAGE_VARIANT_WIDTHS,
  type ImageVariantType,
} from '@celebra/contracts';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import type { SharpInput } from './image-source';

/**
 * Encoder settings per stored format, tuned so a phone's hero (800 or 1200 px wide) stays far
 * under 120 KB. AVIF at effort 3: the same bytes as the default 4 for a photo, about five times
 * faster to encode (2.3 s instead of 11 s for a 4000×3000 photo's four widths on a loaded
 * 2-core machine), which is what the host waits for after an upload.
 */
export const IMAGE_VARIANT_FORMATS: Record<
  ImageVariantType,
  { extension: string; encode: (image: Sharp) => Sharp }
> = {
  'image/avif': {
    extension: '.avif',
    encode: (image) => image.avif({ quality: 50, effort: 3 }),
  },
  'image/webp': {
    extension: '.webp',
    encode: (image) => image.webp({ quality: 75 }),
  },
  'image/jpeg': {
    extension: '.jpg',
    encode: (image) =>
      image
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 78, mozjpeg: true }),
  },
};

/** The type the URL columns point at (every browser of the apps reads it). */
export const DEFAULT_VARIANT_TYPE: ImageVariantType = 'image/webp';

/** The formats and widths a picture is stored in. */
export interface PictureVariantSet {
  types: readonly ImageVariantType[];
  /** Ascending. */
  widths: readonly number[];
}

/** The site's pictures (banner, avatar, gallery): every format at every width. */
export const SITE_PICTURE_VARIANTS: PictureVariantSet = {
  types: IMAGE_VARIANT_TYPES,
  widths: IMAGE_VARIANT_WIDTHS,
};

/**
 * Widths a picture `sourceWidth` px wide is stored at: each of `set`'s widths below it, then
 * the source's own width when it is narrower than the widest (never enlarged).
 */
export function variantWidths(
  sourceWidth: number,
  set: PictureVariantSet = SITE_PICTURE_VARIANTS,
): number[] {
  const widest = set.widths[set.widths.length - 1] ?? 0;
  const widths: number[] = set.widths.filter((width) => width < sourceWidth);
  widths.push(Math.min(sourceWidth, widest));
  return [...new Set(widths)];
}

/** A decoded picture, turned upright and brought down to the widest variant, without metadata. */
export interface DecodedImage {
  pixels: Buffer;
  info: OutputInfo;
}

/**
 * Decodes `input` once (EXIF orientation applied; every metadata left behind, since sharp
 * writes none unless asked), at most as wide as the widest variant.
 */
export async function decodeForVariants(
  { input, options }: SharpInput,
  maxPixels: number,
): Promise<DecodedImage> {
  const widest = IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1];
  const { data, info } = await sharp(input, {
    ...options,
    limitInputPixels: maxPixels,
  })
    .rotate()
    .resize({ width: widest, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, info };
}

/** One variant of a decoded picture, written to `outputPath`. */
export function encodeVariant(
  decoded: DecodedImage,
  type: ImageVariantType,
  width: number,
  outputPath: string,
): Promise<OutputInfo> {
  const { info } = decoded;
  const image = sharp(decoded.pixels, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  });
  const resized =
    width < info.width ? image.resize({ width, kernel: 'lanczos3' }) : image;
  return IMAGE_VARIANT_FORMATS[type].encode(resized).toFile(outputPath);
}

import { readFile } from 'node:fs/promises';
import decodeHeic from 'heic-decode';
import sharp, { type SharpOptions } from 'sharp';

/** HEIC/HEIF through sharp only when its build decodes it (the prebuilt one reads AVIF only). */
export const sharpReadsHeic =
  sharp.format.heif.input.file &&
  (sharp.format.heif.input.fileSuffix ?? []).includes('.heic');

/** What sharp is given for an image: its file or bytes, or its decoded pixels. */
export interface SharpInput {
  input: string | Buffer;
  options: SharpOptions;
}

/** An image whose size is read from its header; its pixels are decoded only when asked. */
export interface ImageSource {
  width: number;
  height: number;
  /** The input for sharp (pixels are decoded here for HEIC). */
  open(): Promise<SharpInput>;
  /** Frees the decoder when the pixels are not wanted (an image over the pixel limit). */
  discard(): void;
}

/**
 * The size and the sharp input of an image file (`mime` as judged from its bytes). HEIC/HEIF,
 * which the prebuilt sharp cannot decode, goes through libheif (wasm, `heic-decode`): its size
 * comes from the container, its pixels (RGBA, turned upright by libheif) are decoded by `open`.
 */
export async function imageSourceOf(
  input: string | Buffer,
  mime?: string,
): Promise<ImageSource> {
  if (mime === 'image/heic' && !sharpReadsHeic) return heicSource(input);
  const { width = 0, height = 0 } = await sharp(input, {
    limitInputPixels: false,
  }).metadata();
  return {
    width,
    height,
    open: async () => ({ input, options: {} }),
    discard: () => undefined,
  };
}

async function heicSource(input: string | Buffer): Promise<ImageSource> {
  const buffer = typeof input === 'string' ? await readFile(input) : input;
  const images = await decodeHeic.all({ buffer });
  const primary = images[0];
  if (!primary) {
    images.dispose();
    throw new Error('HEIF image not found');
  }
  return {
    width: primary.width,
    height: primary.height,
    async open() {
      try {
        const { width, height, data } = await primary.decode();
        return {
          input: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
          options: { raw: { width, height, channels: 4 } },
        };
      } finally {
        images.dispose();
      }
    },
    discard: () => images.dispose(),
  };
}

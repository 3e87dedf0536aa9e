import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { messages } from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { StoredImageVariant, StoredImageVariants } from '@celebra/db';
import sharp, { type OutputInfo } from 'sharp';
import { AppError } from '../errors/app-error';
import type { MediaStorage } from '../storage/media-storage';
import {
  IMAGE_MAX_SIDE,
  IMAGE_WEBP_QUALITY,
  type MediaLimits,
} from './media-limits';
import {
  decodeForVariants,
  DEFAULT_VARIANT_TYPE,
  encodeVariant,
  IMAGE_VARIANT_FORMATS,
  type PictureVariantSet,
  SITE_PICTURE_VARIANTS,
  variantWidths,
} from './image-variants';
import type {
  ReceivedFile,
  ReceivedUpload,
  StoredImage,
  StoredMedia,
  StoredPicture,
  UploadRules,
} from './received-file';
import { imageSourceOf, type SharpInput } from './image-source';
import { sniffMediaType } from './sniff-media-type';

export interface MediaPipelineOptions {
  storage: MediaStorage;
  limits: MediaLimits;
  /** Largest image decoded, in pixels (MEDIA_MAX_IMAGE_PIXELS); larger ones answer 413 unread. */
  maxImagePixels: number;
  log: FastifyBaseLogger;
}

/**
 * Uploads from request to storage: `receive` streams the multipart file to the storage's
 * scratch area and checks its type from the bytes; `storeImage` re-encodes an image (EXIF
 * orientation applied, metadata dropped, long side ≤ 1920 px, WebP) and `storeVideo` keeps an
 * MP4/WebM as it is, each moved into place under a new key. Scratch files a request leaves
 * behind are removed before its response goes out (`discardRequestFiles`).
 */
export interface MediaPipeline {
  /** The file part (required: 400 when missing) and the text fields of a multipart request. */
  receive(request: FastifyRequest, rules: UploadRules): Promise<ReceivedUpload>;
  /** Like `receive`, but a request without a file yields `file: null`. */
  receiveOptional(
    request: FastifyRequest,
    rules: UploadRules,
  ): Promise<ReceivedUpload<ReceivedFile | null>>;
  /** Re-encodes an image and stores it as `<folder>/<uuid>.webp`. */
  storeImage(file: ReceivedFile, folder: string): Promise<StoredImage>;
  /**
   * Stores an image in every variant (IMAGE_VARIANT_WIDTHS up to its own width, as AVIF, WebP
   * and JPEG), as `<folder>/<uuid>-<width>.<avif|webp|jpg>`; metadata dropped as in `storeImage`.
   */
  /** Stores a picture's variants: the site's set (every format and width) unless `set` says. */
  storePicture(
    file: ReceivedFile,
    folder: string,
    set?: PictureVariantSet,
  ): Promise<StoredPicture>;
  /** `storePicture` of a file already stored (`key`), e.g. one kept from before the variants. */
  storePictureFromStored(key: string, folder: string): Promise<StoredPicture>;
  /** Deletes every variant of a picture (failures logged, as `removeStored`). */
  removePicture(image: Pick<StoredImageVariants, 'variants'>): Promise<void>;
  /** Stores a video as it is, as `<folder>/<uuid>.<mp4|webm>`. */
  storeVideo(file: ReceivedFile, folder: string): Promise<StoredMedia>;
  /** `storePicture` or `storeVideo` by the file's kind. */
  store(
    file: ReceivedFile,
    folder: string,
  ): Promise<StoredPicture | StoredMedia>;
  /** Deletes a stored file; a failure is logged, not thrown (the caller's work is done). */
  removeStored(key: string): Promise<void>;
  /** The storage key behind a URL this storage handed out (null for any other URL). */
  keyOfUrl(url: string): string | null;
  /** Deletes the scratch files of this request that were not stored. */
  discardRequestFiles(request: FastifyRequest): Promise<void>;
}

const DEFAULT_FIELD = 'file';

export function createMediaPipeline(
  options: MediaPipelineOptions,
): MediaPipeline {
  const { storage, limits, maxImagePixels, log } = options;
  const tooManyPixels = () =>
    new AppError(
      'PAYLOAD_TOO_LARGE',
      apiTexts.server.imageTooManyPixels(
        Math.floor(maxImagePixels / 1_000_000),
      ),
    );
  const scratch = new WeakMap<FastifyRequest, Set<string>>();
  const owners = new Map<string, FastifyRequest>();

  const track = (request: FastifyRequest, tempPath: string) => {
    let paths = scratch.get(request);
    if (!paths) scratch.set(request, (paths = new Set()));
    paths.add(tempPath);
    owners.set(tempPath, request);
  };
  const untrack = (tempPath: string) => {
    const request = owners.get(tempPath);
    if (request) scratch.get(request)?.delete(tempPath);
    owners.delete(tempPath);
  };
  const discard = async (tempPath: string) => {
    untrack(tempPath);
    await rm(tempPath, { force: true });
  };

  async function writePart(
    request: FastifyRequest,
    part: MultipartFile,
  ): Promise<{ tempPath: string; size: number }> {
    const tempPath = await storage.tempPath();
    track(request, tempPath);
    const target = createWriteStream(tempPath);
    await pipeline(part.file, target);
    if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE');
    return { tempPath, size: target.bytesWritten };
  }

  async function readParts(
    request: FastifyRequest,
    rules: UploadRules,
  ): Promise<ReceivedUpload<{ tempPath: string; size: number } | null>> {
    const missing = new AppError(
      'VALIDATION',
      rules.missingMessage ?? apiTexts.server.fileRequired,
    );
    if (!request.isMultipart()) throw missing;
    const field = rules.field ?? DEFAULT_FIELD;
    const fileSize = Math.max(...rules.kinds.map((kind) => limits[kind]));
    const fields: Record<string, string> = {};
    let file: { tempPath: string; size: number } | null = null;
    try {
      for await (const part of request.parts({ limits: { fileSize } })) {
        if (part.type === 'field') {
          if (typeof part.value === 'string')
            fields[part.fieldname] = part.value;
        } else if (part.fieldname === field && !file) {
          file = await writePart(request, part);
        } else {
          part.file.resume();
        }
      }
    } catch (error) {
      if (file) await discard(file.tempPath);
      throw asUploadError(error);
    }
    if (file?.size === 0) {
      await discard(file.tempPath);
      file = null;
    }
    return { file, fields };
  }

  async function checkType(
    written: { tempPath: string; size: number },
    rules: UploadRules,
  ): Promise<ReceivedFile> {
    const type = await sniffMediaType(written.tempPath);
    if (!type || !rules.kinds.includes(type.kind)) {
      await discard(written.tempPath);
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        rules.unsupportedMessage ?? messages.server.unsupportedMediaType,
      );
    }
    if (written.size > limits[type.kind]) {
      await discard(written.tempPath);
      throw new AppError('PAYLOAD_TOO_LARGE');
    }
    return { ...type, ...written };
  }

  /**
   * The image's sharp input, once its header says it is within the pixel limit: a small file
   * can claim (and expand to) a huge bitmap.
   */
  async function openWithinLimit(
    input: string | Buffer,
    mime?: string,
  ): Promise<SharpInput> {
    const source = await imageSourceOf(input, mime);
    if (source.width * source.height > maxImagePixels) {
      source.discard();
      throw tooManyPixels();
    }
    return source.open();
  }

  /** A decoder failure as the api answers it: 413 over the pixel limit, else 400. */
  function refused(error: unknown): unknown {
    log.info({ err: error }, 'image refused by the decoder');
    if (error instanceof AppError) return error;
    if (error instanceof Error && /pixel limit/i.test(error.message))
      return tooManyPixels();
    return new AppError('VALIDATION', apiTexts.server.invalidFile);
  }

  async function storeImage(
    file: ReceivedFile,
    folder: string,
  ): Promise<StoredImage> {
    const output = await storage.tempPath('.webp');
    let info: OutputInfo;
    try {
      const { input, options } = await openWithinLimit(
        file.tempPath,
        file.mime,
      );
      info = await sharp(input, {
        ...options,
        limitInputPixels: maxImagePixels,
      })
        .rotate()
        .resize({
          width: IMAGE_MAX_SIDE,
          height: IMAGE_MAX_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: IMAGE_WEBP_QUALITY })
        .toFile(output);
    } catch (error) {
      await rm(output, { force: true });
      throw refused(error);
    } finally {
      await discard(file.tempPath);
    }
    const contentType = 'image/webp';
    const stored = await storage.putFile(
      `${folder}/${randomUUID()}.webp`,
      output,
      contentType,
    );
    return {
      ...stored,
      contentType,
      size: info.size,
      width: info.width,
      height: info.height,
    };
  }

  async function removePicture(image: Pick<StoredImageVariants, 'variants'>) {
    await Promise.all(image.variants.map(({ key }) => removeStored(key)));
  }

  /** Encodes and stores every variant of `input`; nothing is left behind when one fails. */
  async function storeVariants(
    source: string | Buffer,
    folder: string,
    mime?: string,
    set: PictureVariantSet = SITE_PICTURE_VARIANTS,
  ): Promise<StoredPicture> {
    let decoded: Awaited<ReturnType<typeof decodeForVariants>>;
    try {
      const input = await openWithinLimit(source, mime);
      decoded = await decodeForVariants(input, maxImagePixels);
    } catch (error) {
      throw refused(error);
    }
    const name = randomUUID();
    const variants: (StoredImageVariant & { size: number })[] = [];
    try {
      for (const width of variantWidths(decoded.info.width, set)) {
        for (const type of set.types) {
          const { extension } = IMAGE_VARIANT_FORMATS[type];
          const output = await storage.tempPath(extension);
          let info: OutputInfo;
          try {
            info = await encodeVariant(decoded, type, width, output);
          } catch (error) {
            await rm(output, { force: true });
            throw error;
          }
          const stored = await storage.putFile(
            `${folder}/${name}-${width}${extension}`,
            output,
            type,
          );
          variants.push({ ...stored, type, width, size: info.size });
        }
      }
    } catch (error) {
      await removePicture({ variants });
      throw error;
    }
    const widest = Math.max(...variants.map((variant) => variant.width));
    const fallback = variants.find(
      (variant) =>
        variant.type === DEFAULT_VARIANT_TYPE && variant.width === widest,
    );
    if (!fallback) throw new Error('no default variant was stored');
    return {
      key: fallback.key,
      url: fallback.url,
      contentType: fallback.type,
      size: variants.reduce((total, variant) => total + variant.size, 0),
      image: {
        width: decoded.info.width,
        height: decoded.info.height,
        variants: variants.map(({ type, width, key, url }) => ({
          type,
          width,
          key,
          url,
        })),
      },
    };
  }

  async function storePicture(
    file: ReceivedFile,
    folder: string,
    set?: PictureVariantSet,
  ): Promise<StoredPicture> {
    try {
      return await storeVariants(file.tempPath, folder, file.mime, set);
    } finally {
      await discard(file.tempPath);
    }
  }

  async function removeStored(key: string) {
    try {
      await storage.delete(key);
    } catch (error) {
      log.error({ err: error, key }, 'could not delete a stored file');
    }
  }

  async function storeVideo(
    file: ReceivedFile,
    folder: string,
  ): Promise<StoredMedia> {
    untrack(file.tempPath);
    const stored = await storage.putFile(
      `${folder}/${randomUUID()}${file.extension}`,
      file.tempPath,
      file.mime,
    );
    return { ...stored, contentType: file.mime, size: file.size };
  }

  return {
    async receive(request, rules) {
      const { file, fields } = await readParts(request, rules);
      if (!file)
        throw new AppError(
          'VALIDATION',
          rules.missingMessage ?? apiTexts.server.fileRequired,
        );
      return { file: await checkType(file, rules), fields };
    },

    async receiveOptional(request, rules) {
      const { file, fields } = await readParts(request, rules);
      return { file: file && (await checkType(file, rules)), fields };
    },

    storeImage,
    storePicture,
    async storePictureFromStored(key, folder) {
      const stored = await storage.read(key);
      if (!stored) throw new Error(`nothing is stored at ${key}`);
      return storeVariants(stored, folder);
    },
    removePicture,
    storeVideo,

    store(file, folder) {
      return file.kind === 'image'
        ? storePicture(file, folder)
        : storeVideo(file, folder);
    },

    removeStored,

    keyOfUrl(url) {
      return storage.keyOf(url);
    },

    async discardRequestFiles(request) {
      const paths = scratch.get(request);
      if (!paths) return;
      await Promise.all([...paths].map(discard));
    },
  };
}

/** Multipart failures as api errors: limits keep their 413, a malformed body is a 400. */
function asUploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (
    error instanceof Error &&
    'statusCode' in error &&
    typeof error.statusCode === 'number'
  )
    return error.statusCode === 413 ? new AppError('PAYLOAD_TOO_LARGE') : error;
  if (error instanceof Error && /multipart|part|boundary/i.test(error.message))
    return new AppError('VALIDATION');
  return error;
}

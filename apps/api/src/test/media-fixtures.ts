import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A solid-colour picture encoded as `format`. */
export function solidImage(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png',
): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 194, g: 24, b: 91 },
    },
  })
    .toFormat(format)
    .toBuffer();
}

/** A PNG of random pixels: it does not compress, so its size is about width × height × 3. */
export function noiseImage(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/**
 * A small PNG whose header claims `width` × `height` pixels (a decompression bomb's shape):
 * a real solid picture with its IHDR size rewritten and the chunk's CRC recomputed.
 */
export async function pngClaimingSize(
  width: number,
  height: number,
): Promise<Buffer> {
  const png = Buffer.from(await solidImage(8, 8));
  // 8-byte signature, then the IHDR chunk: length (4), type (4), width (4), height (4)…
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A JPEG as a phone takes it: camera EXIF with GPS coordinates and an orientation tag. */
export function jpegWithGps(
  width: number,
  height: number,
  orientation = 1,
): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 30, g: 120, b: 200 },
    },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '23/1 33/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '46/1 38/1 0/1',
      },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/** The start of an MP4 file: an `ftyp` box (brand isom) and an `mdat` box. */
export function mp4Bytes(payloadSize = 64): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2', 'latin1'),
  ]);
  const mdatHeader = Buffer.alloc(8);
  mdatHeader.writeUInt32BE(8 + payloadSize, 0);
  mdatHeader.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdatHeader, Buffer.alloc(payloadSize, 7)]);
}

/**
 * An MP4 whose movie header says it plays `seconds`: ftyp (isom), moov with an mvhd (timescale
 * 1000) and an mdat of `payloadSize` bytes. What a phone's file starts with, for the type and
 * the duration the api reads.
 */
export function mp4Playing(seconds: number, payloadSize = 1024): Buffer {
  const box = (type: string, content: Buffer) => {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(8 + content.length, 0);
    header.write(type, 4, 'latin1');
    return Buffer.concat([header, content]);
  };
  const ftyp = box(
    'ftyp',
    Buffer.concat([
      Buffer.from('isom', 'latin1'),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from('isomiso2mp41', 'latin1'),
    ]),
  );
  const mvhd = Buffer.alloc(100);
  // version 0, flags 0, creation and modification times 0
  mvhd.writeUInt32BE(1000, 12); // timescale
  mvhd.writeUInt32BE(Math.round(seconds * 1000), 16); // duration
  mvhd.writeUInt32BE(0x00010000, 20); // rate 1.0
  mvhd.writeUInt16BE(0x0100, 24); // volume 1.0
  // unity matrix
  mvhd.writeUInt32BE(0x00010000, 36);
  mvhd.writeUInt32BE(0x00010000, 52);
  mvhd.writeUInt32BE(0x40000000, 68);
  mvhd.writeUInt32BE(2, 96); // next track id
  const moov = box('moov', box('mvhd', mvhd));
  const mdat = box('mdat', Buffer.alloc(payloadSize, 7));
  return Buffer.concat([ftyp, moov, mdat]);
}

/** The start of a WebM file: an EBML header whose DocType is "webm". */
export function webmBytes(payloadSize = 64): Buffer {
  const docType = Buffer.from([0x42, 0x82, 0x84, ...Buffer.from('webm')]);
  return Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | docType.length]),
    docType,
    Buffer.alloc(payloadSize, 3),
  ]);
}

export interface FormFile {
  data: Buffer;
  /** What the browser says the file is called. */
  name: string;
  /** What the browser says the file is. */
  type: string;
}

/** A multipart body as a browser sends it. */
export function uploadForm(
  file: FormFile | null,
  fields: Record<string, string> = {},
  fileField = 'file',
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file)
    form.append(
      fileField,
      new Blob([new Uint8Array(file.data)], { type: file.type }),
      file.name,
    );
  return form;
}

/** Every file under `dir` (scratch area included), as sorted relative paths. */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, {
      recursive: true,
      withFileTypes: true,
    });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path.relative(dir, path.join(entry.parentPath, entry.name)),
      )
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The tags of IFD0 of an EXIF block as sharp's metadata() returns it ('Exif\0\0' + TIFF). */
export function exifIfd0Tags(exif: Buffer): number[] {
  const tiff = exif.subarray(
    exif.subarray(0, 4).toString('latin1') === 'Exif' ? 6 : 0,
  );
  const little = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (at: number) =>
    little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at);
  const u32 = (at: number) =>
    little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at);
  const ifd0 = u32(4);
  return Array.from({ length: u16(ifd0) }, (_, index) =>
    u16(ifd0 + 2 + index * 12),
  );
}

/** EXIF tag of the pointer to the GPS block. */
export const EXIF_GPS_IFD_TAG = 0x8825;

import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  type Db,
  eventCategories,
  eventTypes,
  gifts,
  oneRow,
} from '@celebra/db';
import sharp from 'sharp';
import type { MediaStorage } from '../storage/media-storage';
import { unique } from './factories';

/** A real PNG of `width` × `height` pixels (a colour gradient). */
export function pngImage(width = 64, height = 48): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      pixels[offset] = (x * 255) / width;
      pixels[offset + 1] = (y * 255) / height;
      pixels[offset + 2] = 128;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

export const SVG_IMAGE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
);

export interface UploadFile {
  field?: string;
  name?: string;
  type?: string;
  data: Buffer;
}

/** A multipart body for `app.inject`: text fields and an optional file part. */
export async function multipart(
  fields: Record<string, string | number | boolean>,
  file?: UploadFile,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    form.append(name, String(value));
  if (file)
    form.append(
      file.field ?? 'image',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }),
      file.name ?? 'imagem.png',
    );
  const body = new Response(form);
  return {
    payload: Buffer.from(await body.arrayBuffer()),
    headers: { 'content-type': body.headers.get('content-type') ?? '' },
  };
}

/** Every file under the media folder (scratch area included), as sorted relative paths. */
export async function listMediaFiles(mediaDir: string): Promise<string[]> {
  const entries = await readdir(mediaDir, {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(mediaDir, path.join(entry.parentPath, entry.name)),
    )
    .sort();
}

/**
 * One event type, one category and `giftCount` gifts, each with an image file really in
 * `storage` (the type's under catalogue/event-types, the gifts' under catalogue/gifts).
 */
export async function createStoredCatalogue(
  db: Db,
  storage: MediaStorage,
  options: { giftCount?: number } = {},
) {
  const image = await pngImage(8, 8);
  const store = async (folder: string) =>
    (await storage.put(`${folder}/${randomUUID()}.webp`, image, 'image/webp'))
      .url;
  const type = oneRow(
    await db
      .insert(eventTypes)
      .values({
        name: unique('Tipo'),
        description: 'Tipo de teste',
        imageUrl: await store('catalogue/event-types'),
      })
      .returning(),
  );
  const category = oneRow(
    await db
      .insert(eventCategories)
      .values({
        eventTypeId: type.id,
        name: unique('Categoria'),
        description: 'Categoria de teste',
      })
      .returning(),
  );
  const giftRows = [];
  for (let index = 0; index < (options.giftCount ?? 2); index += 1)
    giftRows.push({
      eventCategoryId: category.id,
      name: unique('Presente'),
      description: 'Presente de teste',
      price: (index + 1) * 1000,
      imageUrl: await store('catalogue/gifts'),
    });
  const created = await db.insert(gifts).values(giftRows).returning();
  return { type, category, gifts: created };
}

/** The media key of a `/media/<key>` URL. */
export function mediaKeyOf(url: string | null): string {
  if (!url?.startsWith('/media/')) throw new Error(`not a media URL: ${url}`);
  return url.slice('/media/'.length);
}

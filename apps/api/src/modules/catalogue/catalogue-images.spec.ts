import { itemAt } from '@celebra/contracts';
import { writeFile } from 'node:fs/promises';
import { gifts } from '@celebra/db';
import { eq } from 'drizzle-orm';
import type { ReceivedFile } from '../../media';
import {
  createStoredCatalogue,
  listMediaFiles,
  mediaKeyOf,
  pngImage,
} from '../../test/catalogue-uploads';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  CATALOGUE_IMAGE_FOLDERS,
  type CatalogueImages,
  createCatalogueImages,
} from './catalogue-images';

let t: TestApp;
let images: CatalogueImages;

beforeAll(async () => {
  t = await createTestApp();
  images = createCatalogueImages({
    db: t.database.db,
    storage: t.storage,
    media: t.app.media,
  });
});

afterAll(async () => {
  await t.close();
});

async function receivedPng(): Promise<ReceivedFile> {
  const data = await pngImage();
  const tempPath = await t.storage.tempPath('.png');
  await writeFile(tempPath, data);
  return {
    kind: 'image',
    mime: 'image/png',
    extension: '.png',
    tempPath,
    size: data.length,
  };
}

describe('writeWithImage', () => {
  it('hands the stored image URL to the write', async () => {
    const url = await images.writeWithImage(
      await receivedPng(),
      CATALOGUE_IMAGE_FOLDERS.gifts,
      async (imageUrl) => imageUrl,
    );
    expect(url).toMatch(/^\/media\/catalogue\/gifts\/[0-9a-f-]{36}\.webp$/);
    expect(await listMediaFiles(t.mediaDir)).toContain(mediaKeyOf(url ?? null));
  });

  it('removes the stored image when the row write fails', async () => {
    const before = await listMediaFiles(t.mediaDir);
    const failure = new Error('row write failed');
    let stored: string | undefined;
    await expect(
      images.writeWithImage(
        await receivedPng(),
        CATALOGUE_IMAGE_FOLDERS.eventTypes,
        async (imageUrl) => {
          stored = imageUrl;
          throw failure;
        },
      ),
    ).rejects.toBe(failure);
    expect(stored).toMatch(/^\/media\/catalogue\/event-types\//);
    expect(await listMediaFiles(t.mediaDir)).toEqual(before);
  });

  it('runs the write without a URL when there is no image', async () => {
    await expect(
      images.writeWithImage(
        null,
        CATALOGUE_IMAGE_FOLDERS.gifts,
        async (url) => url,
      ),
    ).resolves.toBeUndefined();
  });
});

describe('discardUnused', () => {
  it('keeps a file a gift still shows and removes one nothing shows', async () => {
    const { gifts: created } = await createStoredCatalogue(
      t.database.db,
      t.storage,
    );
    const kept = itemAt(created, 0);
    const dropped = itemAt(created, 1);
    await t.database.db.delete(gifts).where(eq(gifts.id, dropped.id));

    await images.discardUnused([kept.imageUrl, dropped.imageUrl, null]);
    const files = await listMediaFiles(t.mediaDir);
    expect(files).toContain(mediaKeyOf(kept.imageUrl));
    expect(files).not.toContain(mediaKeyOf(dropped.imageUrl));
  });

  it('leaves URLs outside the storage alone', async () => {
    const before = await listMediaFiles(t.mediaDir);
    await images.discardUnused([
      'https://example.com/foto.webp',
      '/media/../etc/passwd',
    ]);
    expect(await listMediaFiles(t.mediaDir)).toEqual(before);
  });
});

import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { getPublicEventResponseSchema } from '@celebra/contracts';
import { events, galleryItems, oneRow } from '@celebra/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { PublicEventChannel } from '../../lib/public-event/public-event-channel';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, type TestHost } from '../../test/factories';
import { filesUnder, jpegWithGps } from '../../test/media-fixtures';
import { startPublicEvents } from '../../test/public-events';
import { makePictureVariants } from './picture-variants.task';

let t: TestApp;
let channel: PublicEventChannel;

beforeAll(async () => {
  t = await createTestApp();
  channel = await startPublicEvents(t);
});

afterAll(async () => {
  await channel.stop();
  await t.close();
});

/** A picture as the api stored it before the variants: one WebP of at most 1920 px. */
async function storeOldPicture(key: string, width: number, height: number) {
  const webp = await sharp(await jpegWithGps(width, height))
    .webp({ quality: 80 })
    .toBuffer();
  return t.storage.put(key, webp, 'image/webp');
}

async function run() {
  const lines: string[] = [];
  const outcome = await makePictureVariants({
    db: t.database.db,
    media: t.app.media,
    publicEvents: channel,
    report: (line) => lines.push(line),
  });
  return { outcome, lines };
}

const publicEvent = async (host: TestHost) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/guests/event/${host.event.slug}`,
  });
  return getPublicEventResponseSchema.parse(response.json()).event;
};

const fileOf = (url: string) =>
  path.join(t.mediaDir, url.replace('/media/', ''));

describe('npm run media:variants (makePictureVariants)', () => {
  it('converts a banner and a gallery photo stored as a single WebP, deletes them, and the site shows the variants', async () => {
    const host = await createHost(t.database.db);
    const id = host.event.id;
    const banner = await storeOldPicture(
      `events/${id}/banner/${randomUUID()}.webp`,
      1920,
      1080,
    );
    const photo = await storeOldPicture(
      `events/${id}/gallery/${randomUUID()}.webp`,
      800,
      600,
    );
    await t.database.db
      .update(events)
      .set({ bannerUrl: banner.url })
      .where(eq(events.id, id));
    const item = oneRow(
      await t.database.db
        .insert(galleryItems)
        .values({
          eventId: id,
          type: 'image',
          url: photo.url,
          storageKey: photo.key,
          sizeBytes: 1,
        })
        .returning({ id: galleryItems.id }),
    );
    const before = await publicEvent(host);
    expect(before.bannerImage).toBeNull();
    expect(before.gallery[0]?.image).toBeNull();

    const { outcome, lines } = await run();

    expect(outcome.converted).toBeGreaterThanOrEqual(2);
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^event ${id} banner: ${banner.url} → 12 variants \\(1600×900\\)`,
        ),
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^event ${id} gallery photo ${item.id}: ${photo.key} → 6 variants \\(800×600\\)`,
        ),
      ),
    );
    const after = await publicEvent(host);
    expect(after.bannerImage).toMatchObject({ width: 1600, height: 900 });
    expect(
      after.bannerImage?.variants.map(({ type, width }) => `${type} ${width}`),
    ).toEqual([
      'image/avif 480',
      'image/webp 480',
      'image/jpeg 480',
      'image/avif 800',
      'image/webp 800',
      'image/jpeg 800',
      'image/avif 1200',
      'image/webp 1200',
      'image/jpeg 1200',
      'image/avif 1600',
      'image/webp 1600',
      'image/jpeg 1600',
    ]);
    expect(after.bannerUrl).toMatch(/-1600\.webp$/);
    const galleryImage = after.gallery[0]?.image;
    expect(galleryImage?.variants.map(({ width }) => width)).toEqual([
      480, 480, 480, 800, 800, 800,
    ]);
    for (const { url, width, type } of [
      ...(after.bannerImage?.variants ?? []),
      ...(galleryImage?.variants ?? []),
    ]) {
      const meta = await sharp(fileOf(url)).metadata();
      expect(meta.width).toBe(width);
      expect(meta.format).toBe(
        { 'image/avif': 'heif', 'image/webp': 'webp', 'image/jpeg': 'jpeg' }[
          type
        ],
      );
      expect(meta.exif).toBeUndefined();
    }
    const files = await filesUnder(path.join(t.mediaDir, 'events', String(id)));
    expect(files).toHaveLength(18);
    expect(files).not.toContain(banner.key.replace(`events/${id}/`, ''));
    expect(files).not.toContain(photo.key.replace(`events/${id}/`, ''));
  });

  it('leaves converted pictures alone when run again', async () => {
    await run();
    const files = await filesUnder(t.mediaDir);
    const { outcome } = await run();
    expect(outcome).toEqual({ converted: 0, skipped: 0 });
    expect(await filesUnder(t.mediaDir)).toEqual(files);
  });

  it('gives a seeded (shared) avatar its variants but keeps its file, and reports a missing file', async () => {
    const host = await createHost(t.database.db);
    const other = await createHost(t.database.db);
    const seeded = await storeOldPicture('events/demo/avatar.webp', 300, 300);
    await t.database.db
      .update(events)
      .set({ avatarUrl: seeded.url })
      .where(eq(events.id, host.event.id));
    await t.database.db
      .update(events)
      .set({ avatarUrl: `/media/events/${other.event.id}/avatar/gone.webp` })
      .where(eq(events.id, other.event.id));

    const { outcome, lines } = await run();

    expect(outcome).toEqual({ converted: 1, skipped: 1 });
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^event ${other.event.id} avatar: skipped, .*gone\\.webp could not be read`,
        ),
      ),
    );
    expect(await filesUnder(path.join(t.mediaDir, 'events', 'demo'))).toEqual([
      'avatar.webp',
    ]);
    const avatar = (await publicEvent(host)).avatarImage;
    expect(avatar?.variants.map(({ width }) => width)).toEqual([300, 300, 300]);
    expect(avatar?.variants[0]?.url).toMatch(
      new RegExp(`^/media/events/${host.event.id}/avatar/`),
    );
  });
});

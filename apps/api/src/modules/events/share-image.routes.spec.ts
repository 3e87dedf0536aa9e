import {
  DEFAULT_EVENT_COLOR,
  EVENT_COLORS,
  EVENT_THEME_LOOKS,
  getEventPreviewResponseSchema,
} from '@celebra/contracts';
import { eventDetails, events } from '@celebra/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, type TestHost } from '../../test/factories';
import { contractService, setSitePassword } from '../../test/guest-factories';
import { noiseImage } from '../../test/media-fixtures';
import { shareImageKey } from './share-image/share-images';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const MAX_BYTES = 300 * 1024;

/** The share picture's path the link preview names now. */
async function shareImageUrlOf(slug: string): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/guests/event/${slug}/preview`,
  });
  const { preview } = getEventPreviewResponseSchema.parse(response.json());
  if (!preview) throw new Error(`no preview for ${slug}`);
  return preview.shareImageUrl;
}

const getPicture = (url: string) => t.app.inject({ method: 'GET', url });

/** The current picture, checked to be a picture. */
async function currentPicture(slug: string) {
  const url = await shareImageUrlOf(slug);
  const response = await getPicture(url);
  expect(response.statusCode).toBe(200);
  return { url, bytes: response.rawPayload };
}

/** Mean red, green and blue of the middle of the photo's place (left third). */
async function photoArea(picture: Buffer) {
  const area = await sharp(picture)
    .extract({ left: 150, top: 200, width: 250, height: 250 })
    .toBuffer();
  const { channels } = await sharp(area).stats();
  return channels.slice(0, 3).map((channel) => Math.round(channel.mean));
}

const hexChannels = (hex: string) =>
  [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));

/** A picture stored as the host's upload would be, its URL. */
async function storedPhoto(eventId: number, slot: string, picture: Buffer) {
  const stored = await t.storage.put(
    `events/${eventId}/${slot}/${slot}-${Date.now()}.webp`,
    await sharp(picture).webp().toBuffer(),
    'image/webp',
  );
  return stored.url;
}

const solid = (r: number, g: number, b: number) =>
  sharp({
    create: { width: 1600, height: 1000, channels: 3, background: { r, g, b } },
  })
    .png()
    .toBuffer();

const setEvent = (
  eventId: number,
  values: Partial<typeof events.$inferInsert>,
) => t.database.db.update(events).set(values).where(eq(events.id, eventId));

describe('GET /api/guests/event/{slug}/share-image/{version}', () => {
  it("draws a 1200×630 JPEG under 300 KB on the theme's background, cached for a year", async () => {
    const host = await createHost(t.database.db);
    const { url } = await currentPicture(host.event.slug);
    const response = await getPicture(url);

    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    const picture = response.rawPayload;
    expect(picture.length).toBeLessThan(MAX_BYTES);
    const metadata = await sharp(picture).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual([
      'jpeg',
      1200,
      630,
    ]);
    const background = hexChannels(
      EVENT_THEME_LOOKS.classico.colors.background,
    );
    (await photoArea(picture)).forEach((mean, index) =>
      expect(Math.abs(mean - (background[index] ?? 0))).toBeLessThan(6),
    );
  });

  it('shows the banner, else the avatar, in the photo place, and stays under 300 KB with a detailed photo', async () => {
    const host = await createHost(t.database.db);
    await setEvent(host.event.id, {
      avatarUrl: await storedPhoto(
        host.event.id,
        'avatar',
        await solid(20, 40, 200),
      ),
    });
    const withAvatar = await currentPicture(host.event.slug);
    const [red, , blue] = await photoArea(withAvatar.bytes);
    expect(blue).toBeGreaterThan(150);
    expect(red).toBeLessThan(60);

    await setEvent(host.event.id, {
      bannerUrl: await storedPhoto(
        host.event.id,
        'banner',
        await solid(200, 30, 30),
      ),
    });
    const withBanner = await currentPicture(host.event.slug);
    const [bannerRed, , bannerBlue] = await photoArea(withBanner.bytes);
    expect(bannerRed).toBeGreaterThan(150);
    expect(bannerBlue).toBeLessThan(60);

    await setEvent(host.event.id, {
      bannerUrl: await storedPhoto(
        host.event.id,
        'banner',
        await noiseImage(1600, 1000),
      ),
    });
    const detailed = await currentPicture(host.event.slug);
    expect(detailed.bytes.length).toBeLessThan(MAX_BYTES);
  });

  it('gets a new URL and a new picture when the title, subtitle, date, theme, colour or photo changes, and keeps both otherwise', async () => {
    const host = await createHost(t.database.db);
    const first = await currentPicture(host.event.slug);
    expect(await currentPicture(host.event.slug)).toEqual(first);

    const seen = [first];
    const expectNewPicture = async () => {
      const next = await currentPicture(host.event.slug);
      for (const earlier of seen) {
        expect(next.url).not.toBe(earlier.url);
        expect(next.bytes.equals(earlier.bytes)).toBe(false);
      }
      seen.push(next);
    };

    await setEvent(host.event.id, { title: 'Bia & Caio' });
    await expectNewPicture();
    await setEvent(host.event.id, { subtitle: 'Nosso grande dia' });
    await expectNewPicture();
    await t.database.db
      .update(eventDetails)
      .set({ eventDate: '2027-03-21', startTime: '16:00' })
      .where(eq(eventDetails.eventId, host.event.id));
    await expectNewPicture();
    const appearance = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/event/${host.event.id}/appearance`,
        headers: host.headers,
        payload,
      });
    expect(
      (await appearance({ theme: 'praia', color: DEFAULT_EVENT_COLOR }))
        .statusCode,
    ).toBe(200);
    await expectNewPicture();
    expect(
      (await appearance({ theme: 'praia', color: EVENT_COLORS[8] })).statusCode,
    ).toBe(200);
    await expectNewPicture();
    await setEvent(host.event.id, {
      bannerUrl: await storedPhoto(
        host.event.id,
        'banner',
        await solid(90, 160, 90),
      ),
    });
    await expectNewPicture();

    expect((await getPicture(first.url)).statusCode).toBe(404);
  });

  it('draws a version once and keeps it in the media storage', async () => {
    const host = await createHost(t.database.db);
    const url = await shareImageUrlOf(host.event.slug);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => getPicture(url)),
    );
    const [first] = answers;
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(
        answer.rawPayload.equals(first?.rawPayload ?? Buffer.alloc(0)),
      ).toBe(true);
    }
    const version = url.slice(url.lastIndexOf('/') + 1);
    expect(await t.storage.read(shareImageKey(host.event.id, version))).toEqual(
      first?.rawPayload,
    );
  });

  it('answers 404 for an inactive event, a site behind its password and a version that is not the current one', async () => {
    const closed = async (host: TestHost, close: () => Promise<unknown>) => {
      const url = await shareImageUrlOf(host.event.slug);
      await close();
      const response = await getPicture(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Imagem não encontrada.');
    };
    const inactive = await createHost(t.database.db);
    await closed(inactive, () =>
      setEvent(inactive.event.id, { active: false }),
    );
    const locked = await createHost(t.database.db);
    await closed(locked, async () => {
      await contractService(t.database.db, locked.event.id, 'PASSWORD');
      await setSitePassword(t.database.db, locked.event.id, 'festa2027');
    });

    const open = await createHost(t.database.db);
    const other = await getPicture(
      `/api/guests/event/${open.event.slug}/share-image/0123456789abcdef.jpg`,
    );
    expect(other.statusCode).toBe(404);
    const unknown = await getPicture(
      '/api/guests/event/nao-existe-evento/share-image/0123456789abcdef.jpg',
    );
    expect(unknown.statusCode).toBe(404);
  });
});

import path from 'node:path';
import {
  getEventPreviewResponseSchema,
  getPublicEventResponseSchema,
  uploadEventImageResponseSchema,
} from '@celebra/contracts';
import { events } from '@celebra/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { snapshotTables } from '../../test/db-snapshot';
import { createHost, type TestHost } from '../../test/factories';
import {
  type FormFile,
  filesUnder,
  jpegWithGps,
  noiseImage,
  solidImage,
  uploadForm,
} from '../../test/media-fixtures';

const MAX_IMAGE_BYTES = 100_000;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { MEDIA_MAX_IMAGE_BYTES: String(MAX_IMAGE_BYTES) },
  });
});

afterAll(async () => {
  await t.close();
});

const uploadUrl = (host: TestHost, slot: string) =>
  `/api/users/event/${host.event.id}/upload/${slot}`;

const upload = (
  host: TestHost,
  slot: string,
  file: FormFile | null,
  headers: Record<string, string> = host.headers,
) =>
  t.app.inject({
    method: 'POST',
    url: uploadUrl(host, slot),
    headers,
    payload: uploadForm(file),
  });

const png = async () => ({
  data: await solidImage(64, 48, 'png'),
  name: 'perfil.png',
  type: 'image/png',
});

async function eventRow(host: TestHost) {
  const [row] = await t.database.db
    .select({
      avatarUrl: events.avatarUrl,
      bannerUrl: events.bannerUrl,
      avatarImage: events.avatarImage,
      bannerImage: events.bannerImage,
    })
    .from(events)
    .where(eq(events.id, host.event.id));
  if (!row) throw new Error('event row missing');
  return row;
}

async function everything() {
  return {
    tables: await snapshotTables(t.database.db),
    files: await filesUnder(t.mediaDir),
  };
}

const fileOf = (url: string) =>
  path.join(t.mediaDir, url.replace('/media/', ''));

describe('POST /api/users/event/{eventId}/upload/{avatar|banner}', () => {
  it.each(['avatar', 'banner'] as const)(
    "stores the %s in its variants and answers 'Imagem atualizada!' with both URLs",
    async (slot) => {
      const host = await createHost(t.database.db);
      const response = await upload(host, slot, await png());
      expect(response.statusCode).toBe(200);
      const body = uploadEventImageResponseSchema.parse(response.json());
      const url = slot === 'avatar' ? body.avatarUrl : body.bannerUrl;
      expect(body).toEqual({
        success: true,
        message: 'Imagem atualizada!',
        avatarUrl: slot === 'avatar' ? url : null,
        bannerUrl: slot === 'banner' ? url : null,
      });
      // A 64 px picture is never enlarged: one width, three formats; the URL is its WebP.
      expect(url).toMatch(
        new RegExp(
          `^/media/events/${host.event.id}/${slot}/[0-9a-f-]{36}-64\\.webp$`,
        ),
      );
      const row = await eventRow(host);
      expect(row.avatarUrl).toBe(body.avatarUrl);
      expect(row.bannerUrl).toBe(body.bannerUrl);
      const image = slot === 'avatar' ? row.avatarImage : row.bannerImage;
      expect(image).toMatchObject({ width: 64, height: 48 });
      expect(
        image?.variants.map(({ type, width }) => `${type} ${width}`),
      ).toEqual(['image/avif 64', 'image/webp 64', 'image/jpeg 64']);
      for (const variant of image?.variants ?? []) {
        const served = await t.app.inject({ method: 'GET', url: variant.url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(variant.type);
      }
    },
  );

  it('replaces the previous avatar and deletes all its variants, leaving the banner alone', async () => {
    const host = await createHost(t.database.db);
    await upload(host, 'banner', await png());
    await upload(host, 'avatar', await png());
    const first = await eventRow(host);

    const response = await upload(host, 'avatar', await png());
    const second = uploadEventImageResponseSchema.parse(response.json());
    expect(second.avatarUrl).not.toBe(first.avatarUrl);
    expect(second.bannerUrl).toBe(first.bannerUrl);
    const now = await eventRow(host);
    const eventDir = path.join(t.mediaDir, 'events', String(host.event.id));
    const relative = (url: string) => path.relative(eventDir, fileOf(url));
    expect(await filesUnder(eventDir)).toEqual(
      [
        ...(now.avatarImage?.variants ?? []),
        ...(now.bannerImage?.variants ?? []),
      ]
        .map(({ url }) => relative(url))
        .sort(),
    );
    expect(await filesUnder(eventDir)).toHaveLength(6);
    for (const { url } of first.avatarImage?.variants ?? [])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('gives the public site and the link preview what a <picture> needs, without storage keys', async () => {
    const host = await createHost(t.database.db);
    await upload(host, 'banner', {
      data: await jpegWithGps(2400, 1200),
      name: 'IMG.jpg',
      type: 'image/jpeg',
    });
    await upload(host, 'avatar', await png());
    const row = await eventRow(host);
    const site = await t.app.inject({
      method: 'GET',
      url: `/api/guests/event/${host.event.slug}`,
    });
    const { event } = getPublicEventResponseSchema.parse(site.json());
    const withoutKeys = (image: typeof row.bannerImage) => ({
      width: image?.width,
      height: image?.height,
      variants: image?.variants.map(({ type, width, url }) => ({
        type,
        width,
        url,
      })),
    });
    expect(event.bannerImage).toEqual(withoutKeys(row.bannerImage));
    expect(event.avatarImage).toEqual(withoutKeys(row.avatarImage));
    expect(event.bannerImage?.variants).toHaveLength(12);
    expect(site.body).not.toContain('"key"');
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/guests/event/${host.event.slug}/preview`,
    });
    expect(
      getEventPreviewResponseSchema.parse(preview.json()).preview?.bannerImage,
    ).toEqual(event.bannerImage);
  });

  it('never deletes a picture it did not store for this event (seeded or shared files)', async () => {
    const host = await createHost(t.database.db);
    const seeded = await t.storage.put(
      'events/demo/avatar.webp',
      await solidImage(8, 8, 'webp'),
      'image/webp',
    );
    await t.database.db
      .update(events)
      .set({ avatarUrl: seeded.url })
      .where(eq(events.id, host.event.id));
    expect((await upload(host, 'avatar', await png())).statusCode).toBe(200);
    expect(await filesUnder(path.join(t.mediaDir, 'events', 'demo'))).toEqual([
      'avatar.webp',
    ]);
  });

  it('stores a phone photo at 480, 800, 1200 and 1600 px as AVIF, WebP and JPEG, EXIF/GPS gone', async () => {
    const host = await createHost(t.database.db);
    const data = await jpegWithGps(2400, 1200);
    expect(data.length).toBeLessThan(MAX_IMAGE_BYTES);
    const response = await upload(host, 'banner', {
      data,
      name: 'IMG.jpg',
      type: 'image/jpeg',
    });
    expect(response.statusCode).toBe(200);
    const { bannerImage, bannerUrl } = await eventRow(host);
    expect(bannerImage).toMatchObject({ width: 1600, height: 800 });
    const read = await Promise.all(
      (bannerImage?.variants ?? []).map(async (variant) => ({
        variant,
        meta: await sharp(fileOf(variant.url)).metadata(),
      })),
    );
    expect(
      read.map(({ meta }) => `${meta.format} ${meta.width}×${meta.height}`),
    ).toEqual([
      'heif 480×240',
      'webp 480×240',
      'jpeg 480×240',
      'heif 800×400',
      'webp 800×400',
      'jpeg 800×400',
      'heif 1200×600',
      'webp 1200×600',
      'jpeg 1200×600',
      'heif 1600×800',
      'webp 1600×800',
      'jpeg 1600×800',
    ]);
    for (const { variant, meta } of read) {
      expect(meta.width).toBe(variant.width);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      if (variant.type === 'image/avif') expect(meta.compression).toBe('av1');
    }
    expect(bannerUrl).toBe(
      bannerImage?.variants.find(
        ({ type, width }) => type === 'image/webp' && width === 1600,
      )?.url,
    );
  });

  it.each([
    ['no file', null, 400],
    [
      'an empty file',
      { data: Buffer.alloc(0), name: 'x.png', type: 'image/png' },
      400,
    ],
    [
      'text named .png',
      {
        data: Buffer.from('nada de imagem aqui'),
        name: 'x.png',
        type: 'image/png',
      },
      415,
    ],
    [
      'an SVG',
      {
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        name: 'x.svg',
        type: 'image/svg+xml',
      },
      415,
    ],
    [
      'a video',
      {
        data: Buffer.concat([
          Buffer.from([0, 0, 0, 0x18]),
          Buffer.from('ftypisom'),
          Buffer.alloc(40),
        ]),
        name: 'x.mp4',
        type: 'video/mp4',
      },
      415,
    ],
  ] as const)(
    "answers %s with 'Por favor, selecione um arquivo de imagem.' and writes nothing",
    async (_label, file, status) => {
      const host = await createHost(t.database.db);
      const before = await everything();
      const response = await upload(
        host,
        'avatar',
        file && { ...file, data: Buffer.from(file.data) },
      );
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'Por favor, selecione um arquivo de imagem.',
      });
      expect(await everything()).toEqual(before);
    },
  );

  it('refuses an image over MEDIA_MAX_IMAGE_BYTES with 413 and writes nothing', async () => {
    const host = await createHost(t.database.db);
    const data = await noiseImage(250, 250);
    expect(data.length).toBeGreaterThan(MAX_IMAGE_BYTES);
    const before = await everything();
    const response = await upload(host, 'banner', {
      data,
      name: 'big.png',
      type: 'image/png',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      'Arquivo muito grande. O tamanho máximo permitido foi excedido.',
    );
    expect(await everything()).toEqual(before);
  });

  it("answers 400 'Valor inválido' for a slot other than avatar or banner", async () => {
    const host = await createHost(t.database.db);
    const response = await upload(host, 'logo', await png());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Valor inválido');
  });

  it("answers 401 without a session and 404 for another host's event, writing nothing", async () => {
    const host = await createHost(t.database.db);
    const other = await createHost(t.database.db);
    const before = await everything();
    const anonymous = await upload(host, 'avatar', await png(), {});
    expect(anonymous.statusCode).toBe(401);
    const foreign = await upload(host, 'avatar', await png(), other.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Evento não encontrado.');
    expect(await everything()).toEqual(before);
  });
});

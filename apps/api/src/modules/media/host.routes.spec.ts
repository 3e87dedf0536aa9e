import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  deleteGalleryItemResponseSchema,
  getGalleryResponseSchema,
  saveGalleryItemResponseSchema,
  itemAt,
} from '@celebra/contracts';
import { galleryItems, serviceTypes, oneRow } from '@celebra/db';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { snapshotTables } from '../../test/db-snapshot';
import { createHost, type TestHost } from '../../test/factories';
import {
  EXIF_GPS_IFD_TAG,
  exifIfd0Tags,
  type FormFile,
  filesUnder,
  jpegWithGps,
  mp4Bytes,
  noiseImage,
  solidImage,
  uploadForm,
  webmBytes,
} from '../../test/media-fixtures';
import { contractPackage } from '../../test/service-package-factories';
import { lockEvent } from '../../lib/event-lock';

const MAX_IMAGE_BYTES = 200_000;
const MAX_VIDEO_BYTES = 400_000;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      MEDIA_MAX_IMAGE_BYTES: String(MAX_IMAGE_BYTES),
      MEDIA_MAX_VIDEO_BYTES: String(MAX_VIDEO_BYTES),
    },
  });
});

afterAll(async () => {
  await t.close();
});

const galleryUrl = (host: TestHost) =>
  `/api/users/event-gallery/${host.event.id}`;

const upload = (
  host: TestHost,
  file: FormFile | null,
  fileType?: string,
  headers = host.headers,
) =>
  t.app.inject({
    method: 'POST',
    url: galleryUrl(host),
    headers,
    payload: uploadForm(file, fileType === undefined ? {} : { fileType }),
  });

const png = async (name = 'foto.png') => ({
  data: await solidImage(40, 30, 'png'),
  name,
  type: 'image/png',
});

const mp4 = (name = 'video.mp4') => ({
  data: mp4Bytes(),
  name,
  type: 'video/mp4',
});

/** Rows and files, to prove a refused request wrote nothing. */
async function everything() {
  return {
    tables: await snapshotTables(t.database.db),
    files: await filesUnder(t.mediaDir),
  };
}

/** A stored variant's picture: `events/1/gallery/<uuid>-480.avif` → `events/1/gallery/<uuid>`. */
const pictureOf = (key: string) => key.replace(/-\d+\.(?:avif|webp|jpg)$/, '');

/** The event's stored photos, each counted once whatever its variants. */
const galleryFiles = async (host: TestHost) => [
  ...new Set(
    (await filesUnder(t.mediaDir))
      .filter((file) => file.startsWith(`events/${host.event.id}/gallery/`))
      .map(pictureOf),
  ),
];

async function storedImageOf(itemId: number) {
  const [row] = await t.database.db
    .select({ image: galleryItems.image })
    .from(galleryItems)
    .where(eq(galleryItems.id, itemId));
  return row?.image ?? null;
}

async function fill(host: TestHost, images: number, videos = 0) {
  for (let index = 0; index < images; index += 1)
    expect((await upload(host, await png(), 'image')).statusCode).toBe(200);
  for (let index = 0; index < videos; index += 1)
    expect((await upload(host, mp4(), 'video')).statusCode).toBe(200);
}

describe('GET /api/users/event-gallery/{eventId}', () => {
  it('answers an empty gallery with the free quota of 5 photos and 1 video', async () => {
    const host = await createHost(t.database.db);
    const response = await t.app.inject({
      method: 'GET',
      url: galleryUrl(host),
      headers: host.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(getGalleryResponseSchema.parse(response.json())).toEqual({
      success: true,
      gallery: [],
      quota: { image: { used: 0, limit: 5 }, video: { used: 0, limit: 1 } },
    });
  });

  it('answers 401 without a session and 404 for another host’s event, writing nothing', async () => {
    const host = await createHost(t.database.db);
    const other = await createHost(t.database.db);
    await fill(host, 1);
    const item = oneRow(
      await t.database.db
        .select({ id: galleryItems.id })
        .from(galleryItems)
        .where(eq(galleryItems.eventId, host.event.id)),
    );
    const before = await everything();
    const calls = [
      { method: 'GET' as const, url: galleryUrl(host) },
      {
        method: 'POST' as const,
        url: galleryUrl(host),
        payload: uploadForm(await png(), { fileType: 'image' }),
      },
      { method: 'DELETE' as const, url: `${galleryUrl(host)}/${item.id}` },
    ];
    for (const call of calls) {
      const anonymous = await t.app.inject(call);
      expect(anonymous.statusCode).toBe(401);
      const foreign = await t.app.inject({ ...call, headers: other.headers });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe('Evento não encontrado.');
    }
    expect(await everything()).toEqual(before);
  });
});

describe('POST /api/users/event-gallery/{eventId}', () => {
  it("saves a photo in its variants and answers 'Mídia salva.' with the gallery and quota", async () => {
    const host = await createHost(t.database.db);
    const response = await upload(host, await png(), 'image');
    expect(response.statusCode).toBe(200);
    const body = saveGalleryItemResponseSchema.parse(response.json());
    expect(body.message).toBe('Mídia salva.');
    expect(body.quota.image).toEqual({ used: 1, limit: 5 });
    expect(body.gallery).toEqual([
      {
        id: expect.any(Number),
        type: 'image',
        url: expect.stringMatching(
          new RegExp(
            `^/media/events/${host.event.id}/gallery/[0-9a-f-]{36}-\\d+\\.webp$`,
          ),
        ),
        createdAt: expect.any(String),
      },
    ]);
    const image = await storedImageOf(itemAt(body.gallery, 0).id);
    expect(image?.variants.map(({ type }) => type)).toEqual([
      'image/avif',
      'image/webp',
      'image/jpeg',
    ]);
    for (const variant of image?.variants ?? []) {
      const file = await t.app.inject({ method: 'GET', url: variant.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(variant.type);
    }
    const served = await t.app.inject({
      method: 'GET',
      url: itemAt(body.gallery, 0).url,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('judges the type by the bytes: PNG bytes named .jpg are accepted', async () => {
    const host = await createHost(t.database.db);
    const response = await upload(
      host,
      { ...(await png()), name: 'foto.jpg', type: 'image/jpeg' },
      'image',
    );
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [
      'text named .jpg',
      Buffer.from('isto não é uma imagem'),
      'foto.jpg',
      'image/jpeg',
      'image',
    ],
    [
      'an SVG',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
      'desenho.svg',
      'image/svg+xml',
      'image',
    ],
    [
      'random bytes as a video',
      Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 37) % 256)),
      'filme.mp4',
      'video/mp4',
      'video',
    ],
    [
      'a QuickTime movie',
      Buffer.concat([
        Buffer.from([0, 0, 0, 0x14]),
        Buffer.from('ftypqt  '),
        Buffer.alloc(8),
      ]),
      'filme.mov',
      'video/quicktime',
      'video',
    ],
  ])(
    'refuses %s with 415 and writes nothing',
    async (_label, data, name, type, fileType) => {
      const host = await createHost(t.database.db);
      const before = await everything();
      const response = await upload(host, { data, name, type }, fileType);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        success: false,
        message:
          'Tipo de arquivo não suportado. Envie uma imagem (JPEG, PNG ou WebP) ou um vídeo (MP4 ou WebM).',
      });
      expect(await everything()).toEqual(before);
    },
  );

  it('re-encodes a phone photo: GPS and camera data gone, orientation applied, at most 1600 px wide', async () => {
    const host = await createHost(t.database.db);
    const original = await jpegWithGps(3000, 2000, 6);
    const input = await sharp(original).metadata();
    expect(exifIfd0Tags(input.exif as Buffer)).toContain(EXIF_GPS_IFD_TAG);

    const response = await upload(
      host,
      { data: original, name: 'IMG_0001.JPG', type: 'image/jpeg' },
      'image',
    );
    expect(response.statusCode).toBe(200);
    const item = itemAt(
      saveGalleryItemResponseSchema.parse(response.json()).gallery,
      0,
    );
    const stored = await readFile(
      path.join(t.mediaDir, item.url.replace('/media/', '')),
    );
    const output = await sharp(stored).metadata();
    expect(output.format).toBe('webp');
    expect(output.exif).toBeUndefined();
    expect(output.xmp).toBeUndefined();
    expect(output.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
    // Orientation 6 turns the 3000 × 2000 landscape into a portrait.
    expect([output.width, output.height]).toEqual([1600, 2400]);
    const image = await storedImageOf(item.id);
    expect(image).toMatchObject({ width: 1600, height: 2400 });
    expect(image?.variants).toHaveLength(12);
    for (const variant of image?.variants ?? []) {
      const file = await readFile(
        path.join(t.mediaDir, variant.url.replace('/media/', '')),
      );
      const meta = await sharp(file).metadata();
      expect([meta.width, meta.height]).toEqual([
        variant.width,
        variant.width * 1.5,
      ]);
      expect(meta.exif).toBeUndefined();
      expect(file.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
  });

  it('never enlarges a small picture and keeps the first frame of a GIF', async () => {
    const host = await createHost(t.database.db);
    const response = await upload(
      host,
      {
        data: await solidImage(120, 80, 'gif'),
        name: 'a.gif',
        type: 'image/gif',
      },
      'image',
    );
    expect(response.statusCode).toBe(200);
    const item = itemAt(
      saveGalleryItemResponseSchema.parse(response.json()).gallery,
      0,
    );
    const output = await sharp(
      path.join(t.mediaDir, item.url.replace('/media/', '')),
    ).metadata();
    expect([output.width, output.height, output.pages ?? 1]).toEqual([
      120, 80, 1,
    ]);
    expect(
      (await storedImageOf(item.id))?.variants.map(({ width }) => width),
    ).toEqual([120, 120, 120]);
  });

  it('stores an MP4 and a WebM as sent, with their content type', async () => {
    const host = await createHost(t.database.db);
    await contractPackage(t.database.db, host.event.id, 'VIDEO', 1);
    const first = await upload(host, mp4('filme.bin'), 'video');
    expect(first.statusCode).toBe(200);
    const second = await upload(
      host,
      { data: webmBytes(), name: 'clip.webm', type: 'video/webm' },
      'video',
    );
    expect(second.statusCode).toBe(200);
    const { gallery, quota } = saveGalleryItemResponseSchema.parse(
      second.json(),
    );
    expect(quota.video).toEqual({ used: 2, limit: 2 });
    expect(gallery.map((item) => path.extname(item.url))).toEqual([
      '.mp4',
      '.webm',
    ]);

    const served = await t.app.inject({
      method: 'GET',
      url: itemAt(gallery, 0).url,
    });
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.rawPayload).toEqual(mp4Bytes());
    const webm = await t.app.inject({
      method: 'GET',
      url: itemAt(gallery, 1).url,
    });
    expect(webm.headers['content-type']).toBe('video/webm');
  });

  it('refuses an image over MEDIA_MAX_IMAGE_BYTES with 413 and writes nothing', async () => {
    const host = await createHost(t.database.db);
    const data = await noiseImage(300, 300);
    expect(data.length).toBeGreaterThan(MAX_IMAGE_BYTES);
    expect(data.length).toBeLessThan(MAX_VIDEO_BYTES);
    const before = await everything();
    const response = await upload(
      host,
      { data, name: 'grande.png', type: 'image/png' },
      'image',
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      'Arquivo muito grande. O tamanho máximo permitido foi excedido.',
    );
    expect(await everything()).toEqual(before);
  });

  it('cuts a video over MEDIA_MAX_VIDEO_BYTES off with 413 and writes nothing', async () => {
    const host = await createHost(t.database.db);
    const before = await everything();
    const response = await upload(
      host,
      { ...mp4(), data: mp4Bytes(MAX_VIDEO_BYTES + 10) },
      'video',
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      'Arquivo muito grande. O tamanho máximo permitido foi excedido.',
    );
    expect(await everything()).toEqual(before);
  });

  it.each([
    ['no file', null, 'image', 'Envie um arquivo.'],
    [
      'an empty file',
      { data: Buffer.alloc(0), name: 'vazio.png', type: 'image/png' },
      'image',
      'Envie um arquivo.',
    ],
    [
      'no fileType',
      'png',
      undefined,
      'Informe se a mídia é uma imagem ou um vídeo.',
    ],
    [
      'an unknown fileType',
      'png',
      'audio',
      'Informe se a mídia é uma imagem ou um vídeo.',
    ],
    [
      'a photo sent as a video',
      'png',
      'video',
      'O arquivo enviado não corresponde ao tipo escolhido (imagem ou vídeo).',
    ],
    [
      'a video sent as a photo',
      'mp4',
      'image',
      'O arquivo enviado não corresponde ao tipo escolhido (imagem ou vídeo).',
    ],
  ] as const)(
    'answers 400 for %s and writes nothing',
    async (_label, file, fileType, message) => {
      const host = await createHost(t.database.db);
      const before = await everything();
      const part = file === 'png' ? await png() : file === 'mp4' ? mp4() : file;
      const response = await upload(
        host,
        part && { ...part, data: Buffer.from(part.data) },
        fileType,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
      expect(await everything()).toEqual(before);
    },
  );

  it('answers 400 for a request that is not multipart', async () => {
    const host = await createHost(t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: galleryUrl(host),
      headers: host.headers,
      payload: { fileType: 'image' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Envie um arquivo.');
  });

  it("refuses the 6th photo with 409 'Limite de 5 fotos atingido…' and writes nothing", async () => {
    const host = await createHost(t.database.db);
    await fill(host, 5);
    const before = await everything();
    const response = await upload(host, await png(), 'image');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      message:
        'Limite de 5 fotos atingido. Contrate mais espaço em Pacote de Serviços.',
    });
    expect(await everything()).toEqual(before);
    expect(await galleryFiles(host)).toHaveLength(5);
  });

  it("refuses a 2nd video with 409 'Limite de 1 vídeo atingido…'", async () => {
    const host = await createHost(t.database.db);
    await fill(host, 0, 1);
    const before = await everything();
    const response = await upload(host, mp4(), 'video');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Limite de 1 vídeo atingido. Contrate mais espaço em Pacote de Serviços.',
    );
    expect(await everything()).toEqual(before);
  });

  it('adds the contracted IMAGE packages to the limit; pending or cancelled ones do not count', async () => {
    const host = await createHost(t.database.db);
    await contractPackage(t.database.db, host.event.id, 'IMAGE', 2);
    await contractPackage(t.database.db, host.event.id, 'IMAGE', 10, 'PENDING');
    await contractPackage(
      t.database.db,
      host.event.id,
      'IMAGE',
      10,
      'CANCELLED',
    );
    await contractPackage(t.database.db, host.event.id, 'PASSWORD', 10);
    await fill(host, 7);
    const refused = await upload(host, await png(), 'image');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Limite de 7 fotos atingido. Contrate mais espaço em Pacote de Serviços.',
    );
    const list = await t.app.inject({
      method: 'GET',
      url: galleryUrl(host),
      headers: host.headers,
    });
    expect(getGalleryResponseSchema.parse(list.json()).quota).toEqual({
      image: { used: 7, limit: 7 },
      video: { used: 0, limit: 1 },
    });
  });

  it('lets only one of two simultaneous uploads take the last slot', async () => {
    const host = await createHost(t.database.db);
    await fill(host, 4);
    const responses = await Promise.all([
      upload(host, await png('a.png'), 'image'),
      upload(host, await png('b.png'), 'image'),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      200, 409,
    ]);
    const rows = await t.database.db
      .select({ id: galleryItems.id })
      .from(galleryItems)
      .where(eq(galleryItems.eventId, host.event.id));
    expect(rows).toHaveLength(5);
    expect(await galleryFiles(host)).toHaveLength(5);
    expect(await filesUnder(path.join(t.mediaDir, '.tmp'))).toEqual([]);
  });

  it('re-counts under the event lock: an upload waiting on it sees the row written meanwhile', async () => {
    const { db } = t.database;
    const host = await createHost(db);
    await fill(host, 4);
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const blocker = db.transaction(async (tx) => {
      await lockEvent(tx, host.event.id);
      await tx.insert(galleryItems).values({
        eventId: host.event.id,
        type: 'image',
        url: '/media/elsewhere.webp',
        storageKey: 'elsewhere.webp',
        sizeBytes: 1,
      });
      await held;
    });
    const pending = upload(host, await png(), 'image');
    try {
      if (t.database.kind === 'postgres') await untilSomeoneWaitsForALock();
      else await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      release?.();
      await blocker;
    }

    const response = await pending;
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Limite de 5 fotos atingido. Contrate mais espaço em Pacote de Serviços.',
    );
    expect(await galleryFiles(host)).toHaveLength(4);
  });
});

/**
 * Resolves once a PostgreSQL session of this database is blocked on a row lock. The upload
 * first encodes every variant of its picture: on a loaded 2-core machine that takes seconds.
 */
async function untilSomeoneWaitsForALock() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const { rows } = await t.database.db.execute<{ waiting: number }>(sql`
      select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`);
    if (itemAt(rows, 0).waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no upload ever waited for the event lock');
}

describe('DELETE /api/users/event-gallery/{eventId}/{itemId}', () => {
  it("removes the item and all its variants, answering 'Mídia removida.' and the freed quota", async () => {
    const host = await createHost(t.database.db);
    await fill(host, 2);
    const firstAndsecondList = await t.database.db
      .select()
      .from(galleryItems)
      .where(eq(galleryItems.eventId, host.event.id))
      .orderBy(galleryItems.id);
    const first = itemAt(firstAndsecondList, 0);
    const second = itemAt(firstAndsecondList, 1);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `${galleryUrl(host)}/${first.id}`,
      headers: host.headers,
    });
    expect(response.statusCode).toBe(200);
    const body = deleteGalleryItemResponseSchema.parse(response.json());
    expect(body.message).toBe('Mídia removida.');
    expect(body.gallery.map((item) => item.id)).toEqual([second.id]);
    expect(body.quota.image).toEqual({ used: 1, limit: 5 });
    expect(await galleryFiles(host)).toEqual([pictureOf(second.storageKey)]);
    for (const { url } of first.image?.variants ?? [])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: first.url })).statusCode,
    ).toBe(404);
  });

  it("answers 404 'Mídia não encontrada.' for an item of another event, which stays", async () => {
    const host = await createHost(t.database.db);
    const other = await createHost(t.database.db);
    await fill(other, 1);
    const item = oneRow(
      await t.database.db
        .select()
        .from(galleryItems)
        .where(eq(galleryItems.eventId, other.event.id)),
    );
    const before = await everything();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `${galleryUrl(host)}/${item.id}`,
      headers: host.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Mídia não encontrada.');
    expect(await everything()).toEqual(before);
  });
});

describe('free package from the catalogue', () => {
  it('follows service_types.included_quantity when the catalogue sets it', async () => {
    const host = await createHost(t.database.db);
    await t.database.db
      .insert(serviceTypes)
      .values({ code: 'VIDEO', name: 'Vídeo', includedQuantity: 2 });
    const list = await t.app.inject({
      method: 'GET',
      url: galleryUrl(host),
      headers: host.headers,
    });
    expect(getGalleryResponseSchema.parse(list.json()).quota.video).toEqual({
      used: 0,
      limit: 2,
    });
  });
});

describe('OpenAPI document', () => {
  it('lists the gallery and picture upload calls, the uploads with their multipart body', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
    });
    const { paths } = response.json();
    expect(
      Object.keys(paths['/api/users/event-gallery/{eventId}']).sort(),
    ).toEqual(['get', 'post']);
    expect(
      Object.keys(paths['/api/users/event-gallery/{eventId}/{itemId}']),
    ).toEqual(['delete']);
    expect(
      Object.keys(paths['/api/users/event/{eventId}/upload/{slot}']),
    ).toEqual(['post']);
    const multipart = (route: string) =>
      paths[route].post.requestBody.content['multipart/form-data'].schema;
    expect(multipart('/api/users/event-gallery/{eventId}')).toMatchObject({
      properties: {
        fileType: { enum: ['image', 'video'] },
        file: { type: 'string', format: 'binary' },
      },
      required: ['fileType', 'file'],
    });
    expect(multipart('/api/users/event/{eventId}/upload/{slot}')).toMatchObject(
      {
        properties: { file: { type: 'string', format: 'binary' } },
      },
    );
  });
});

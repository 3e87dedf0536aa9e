import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  partyAlbumResponseSchema,
  partyInfoResponseSchema,
  partyUploadResponseSchema,
} from '@celebra/contracts';
import { partyMedia, oneRow } from '@celebra/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { snapshotTables } from '../../test/db-snapshot';
import { createHost, type TestHost } from '../../test/factories';
import {
  contractService,
  setEventSettings,
  setSitePassword,
} from '../../test/guest-factories';
import {
  EXIF_GPS_IFD_TAG,
  exifIfd0Tags,
  filesUnder,
  jpegWithGps,
  mp4Playing,
  noiseImage,
  pngClaimingSize,
  solidImage,
} from '../../test/media-fixtures';
import { uploadPartyPhoto } from './party.test-support';

const MAX_IMAGE_BYTES = 300_000;
const MAX_COUNT = 3;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      MEDIA_MAX_IMAGE_BYTES: String(MAX_IMAGE_BYTES),
      PARTY_MEDIA_MAX_COUNT: String(MAX_COUNT),
    },
  });
});

afterAll(async () => {
  await t.close();
});

const HEIC_FIXTURE = path.join(__dirname, 'test-fixtures', 'iphone-gps.heic');

/** A host whose party takes uploads, approved at once unless `needsApproval`. */
async function partyHost(needsApproval = false): Promise<TestHost> {
  const host = await createHost(t.database.db);
  await setEventSettings(t.database.db, host.event.id, {
    partyUploadsEnabled: true,
    partyNeedsApproval: needsApproval,
  });
  return host;
}

async function rowOf(id: number) {
  return oneRow(
    await t.database.db.select().from(partyMedia).where(eq(partyMedia.id, id)),
  );
}

const fileOf = (url: string) =>
  readFile(path.join(t.mediaDir, url.replace(/^\/media\//, '')));

async function everything() {
  return {
    tables: await snapshotTables(t.database.db),
    files: await filesUnder(t.mediaDir),
  };
}

describe('GET /api/guests/party/{slug}', () => {
  it("answers the party page's settings", async () => {
    const host = await partyHost(true);
    const response = await t.app.inject({
      url: `/api/guests/party/${host.event.slug}`,
    });
    expect(response.statusCode).toBe(200);
    expect(partyInfoResponseSchema.parse(response.json())).toMatchObject({
      eventId: host.event.id,
      uploadsEnabled: true,
      needsApproval: true,
      giftListShown: true,
      messagesShown: true,
      albumHasItems: false,
    });
  });

  it('answers 404 in pt-BR for an unknown event', async () => {
    const response = await t.app.inject({
      url: '/api/guests/party/nao-existe-festa',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Evento não encontrado.');
  });

  it('answers 401 for a site behind its password without the access token', async () => {
    const host = await partyHost();
    await contractService(t.database.db, host.event.id, 'PASSWORD');
    await setSitePassword(t.database.db, host.event.id, 'segredo123');
    const info = await t.app.inject({
      url: `/api/guests/party/${host.event.slug}`,
    });
    expect(info.statusCode).toBe(401);
    expect(info.json()).toMatchObject({ passwordRequired: true });
    const upload = await uploadPartyPhoto(t, host, {
      data: await solidImage(20, 20, 'png'),
      name: 'a.png',
      type: 'image/png',
    });
    expect(upload.statusCode).toBe(401);
  });
});

describe('POST /api/guests/party/{slug}/media', () => {
  it.each([
    ['JPEG', 'jpeg', 'image/jpeg'],
    ['PNG', 'png', 'image/png'],
    ['WebP', 'webp', 'image/webp'],
  ] as const)(
    'stores a %s photo in WebP and JPEG at 800 px and its own width, and answers 201',
    async (_name, format, type) => {
      const host = await partyHost();
      const response = await uploadPartyPhoto(
        t,
        host,
        { data: await solidImage(900, 600, format), name: `f.${format}`, type },
        { guestName: '  Tia Cida  ' },
      );
      expect(response.statusCode).toBe(201);
      const body = partyUploadResponseSchema.parse(response.json());
      expect(body).toMatchObject({
        message: 'Foto enviada!',
        item: { kind: 'image', status: 'approved' },
      });
      const row = await rowOf(body.item.id);
      expect(row).toMatchObject({
        eventId: host.event.id,
        guestName: 'Tia Cida',
        status: 'approved',
      });
      expect(row.approvedAt).not.toBeNull();
      expect(
        row.image?.variants.map((v) => `${v.type} ${v.width}`).sort(),
      ).toEqual([
        'image/jpeg 800',
        'image/jpeg 900',
        'image/webp 800',
        'image/webp 900',
      ]);
      expect((await sharp(await fileOf(row.url)).metadata()).format).toBe(
        'webp',
      );
    },
  );

  it('decodes a real HEIC (iPhone) photo and drops its EXIF and GPS', async () => {
    const host = await partyHost();
    const heic = await readFile(HEIC_FIXTURE);
    const original = await sharp(
      await readFile(HEIC_FIXTURE.replace(/\.heic$/, '.jpg')),
    ).metadata();
    expect(exifIfd0Tags(original.exif as Buffer)).toContain(EXIF_GPS_IFD_TAG);
    // The fixture carries the same EXIF block (GPS included).
    expect(heic.includes(Buffer.from('PhoneMaker'))).toBe(true);

    const response = await uploadPartyPhoto(t, host, {
      data: heic,
      name: 'IMG_0001.HEIC',
      type: 'image/heic',
    });
    expect(response.statusCode).toBe(201);
    const row = await rowOf(response.json().item.id);
    expect(row.image).toMatchObject({ width: 640, height: 480 });
    for (const variant of row.image?.variants ?? []) {
      const stored = await fileOf(variant.url);
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
      expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
  });

  it('drops the EXIF and GPS of a JPEG', async () => {
    const host = await partyHost();
    const response = await uploadPartyPhoto(t, host, {
      data: await jpegWithGps(800, 600),
      name: 'IMG_0002.jpg',
      type: 'image/jpeg',
    });
    expect(response.statusCode).toBe(201);
    const row = await rowOf(response.json().item.id);
    for (const variant of row.image?.variants ?? [])
      expect(
        (await sharp(await fileOf(variant.url)).metadata()).exif,
      ).toBeUndefined();
  });

  it('keeps a photo pending, with its own message, when the host approves first', async () => {
    const host = await partyHost(true);
    const response = await uploadPartyPhoto(t, host, {
      data: await solidImage(40, 30, 'png'),
      name: 'a.png',
      type: 'image/png',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Sua foto será exibida após aprovação.',
      item: { status: 'pending' },
    });
    expect((await rowOf(response.json().item.id)).approvedAt).toBeNull();
  });

  describe('refuses, in pt-BR, writing nothing', () => {
    it.each([
      [
        'a text file',
        {
          data: Buffer.from('não é uma foto'),
          name: 'a.jpg',
          type: 'image/jpeg',
        },
        415,
        'Envie uma foto em JPEG, PNG, HEIC ou WebP.',
      ],
      [
        'a video sent as a photo',
        { data: mp4Playing(5), name: 'v.mp4', type: 'video/mp4' },
        415,
        'Envie uma foto em JPEG, PNG, HEIC ou WebP.',
      ],
      ['no file', null, 400, 'Envie um arquivo.'],
    ] as const)('%s', async (_case, file, status, message) => {
      const host = await partyHost();
      const before = await everything();
      const response = await uploadPartyPhoto(t, host, file);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toBe(message);
      expect(await everything()).toEqual(before);
    });

    it('a photo over the size limit (413)', async () => {
      const host = await partyHost();
      const before = await everything();
      const response = await uploadPartyPhoto(t, host, {
        data: await noiseImage(400, 400),
        name: 'grande.png',
        type: 'image/png',
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe(
        'Arquivo muito grande. O tamanho máximo permitido foi excedido.',
      );
      expect(await everything()).toEqual(before);
    });

    it('a photo whose header claims too many pixels (413)', async () => {
      const host = await partyHost();
      const before = await everything();
      const response = await uploadPartyPhoto(t, host, {
        data: await pngClaimingSize(10_000, 10_000),
        name: 'bomba.png',
        type: 'image/png',
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe(
        'Imagem grande demais. Envie uma imagem de até 40 megapixels.',
      );
      expect(await everything()).toEqual(before);
    });

    it('a photo while the host has uploads off (403)', async () => {
      const host = await createHost(t.database.db);
      const before = await everything();
      const response = await uploadPartyPhoto(t, host, {
        data: await solidImage(40, 30, 'png'),
        name: 'a.png',
        type: 'image/png',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'Este evento não está recebendo fotos no momento.',
      );
      expect(await everything()).toEqual(before);
    });

    it.each([
      [
        'a name over 60 characters',
        'A'.repeat(61),
        'O nome deve ter no máximo 60 caracteres.',
      ],
      [
        'a name with a line break',
        'Ana\nSouza',
        'Use uma só linha, sem quebras de linha nem caracteres de controle.',
      ],
      [
        'a name with a control character',
        'Ana\u0007',
        'Use uma só linha, sem quebras de linha nem caracteres de controle.',
      ],
    ])('%s (400)', async (_case, guestName, message) => {
      const host = await partyHost();
      const before = await everything();
      const response = await uploadPartyPhoto(
        t,
        host,
        {
          data: await solidImage(40, 30, 'png'),
          name: 'a.png',
          type: 'image/png',
        },
        { guestName },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message,
        fieldErrors: { guestName: [message] },
      });
      expect(await everything()).toEqual(before);
    });

    it('a photo past the count of the quota (409)', async () => {
      const host = await partyHost();
      for (let index = 0; index < MAX_COUNT; index += 1)
        expect(
          (
            await uploadPartyPhoto(t, host, {
              data: await solidImage(40, 30, 'png'),
              name: 'a.png',
              type: 'image/png',
            })
          ).statusCode,
        ).toBe(201);
      const before = await everything();
      const response = await uploadPartyPhoto(t, host, {
        data: await solidImage(40, 30, 'png'),
        name: 'a.png',
        type: 'image/png',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'O álbum da festa está cheio: não é possível enviar mais fotos ou vídeos.',
      );
      expect(await everything()).toEqual(before);
    });

    it('a photo past the bytes of the quota (409)', async () => {
      const host = await partyHost();
      await t.database.db.insert(partyMedia).values({
        eventId: host.event.id,
        kind: 'video',
        status: 'approved',
        url: '/media/x.mp4',
        storageKey: 'x.mp4',
        sizeBytes: t.config.PARTY_MEDIA_MAX_BYTES - 10,
      });
      const before = await everything();
      const response = await uploadPartyPhoto(t, host, {
        data: await solidImage(40, 30, 'png'),
        name: 'a.png',
        type: 'image/png',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/álbum da festa está cheio/);
      expect(await everything()).toEqual(before);
    });
  });
});

describe('GET /api/guests/party/{slug}/album', () => {
  it('lists approved items only, newest first, by pages', async () => {
    const host = await partyHost();
    const sent: number[] = [];
    for (let index = 0; index < 3; index += 1)
      sent.push(
        (
          await uploadPartyPhoto(
            t,
            host,
            {
              data: await solidImage(40, 30, 'png'),
              name: 'a.png',
              type: 'image/png',
            },
            { guestName: `Convidado ${index}` },
          )
        ).json().item.id,
      );
    await t.database.db
      .update(partyMedia)
      .set({ status: 'hidden' })
      .where(eq(partyMedia.id, sent[1] ?? 0));

    const first = await t.app.inject({
      url: `/api/guests/party/${host.event.slug}/album?limit=1`,
    });
    expect(first.statusCode).toBe(200);
    const page = partyAlbumResponseSchema.parse(first.json());
    expect(page.items.map((item) => item.id)).toEqual([sent[2]]);
    expect(page.items[0]).toMatchObject({
      kind: 'image',
      guestName: 'Convidado 2',
    });
    expect(page.items[0]?.image?.variants.length).toBeGreaterThan(0);

    const second = partyAlbumResponseSchema.parse(
      (
        await t.app.inject({
          url: `/api/guests/party/${host.event.slug}/album?limit=1&before=${page.nextBefore}`,
        })
      ).json(),
    );
    expect(second.items.map((item) => item.id)).toEqual([sent[0]]);
    const last = partyAlbumResponseSchema.parse(
      (
        await t.app.inject({
          url: `/api/guests/party/${host.event.slug}/album?limit=1&before=${second.nextBefore}`,
        })
      ).json(),
    );
    expect(last).toMatchObject({ items: [], nextBefore: null });

    const info = await t.app.inject({
      url: `/api/guests/party/${host.event.slug}`,
    });
    expect(info.json().albumHasItems).toBe(true);
  });
});

import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { partyUploadResponseSchema } from '@celebra/contracts';
import { partyMedia, oneRow } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { snapshotTables } from '../../test/db-snapshot';
import { createHost, type TestHost } from '../../test/factories';
import { setEventSettings } from '../../test/guest-factories';
import { filesUnder, mp4Playing, solidImage } from '../../test/media-fixtures';
import { uploadPartyPhoto } from './party.test-support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const TUS = { 'tus-resumable': '1.0.0' };
const OCTETS = { ...TUS, 'content-type': 'application/offset+octet-stream' };

const metadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

async function partyHost(needsApproval = false): Promise<TestHost> {
  const host = await createHost(t.database.db);
  await setEventSettings(t.database.db, host.event.id, {
    partyUploadsEnabled: true,
    partyNeedsApproval: needsApproval,
  });
  return host;
}

function create(
  app: TestApp,
  host: TestHost,
  length: number,
  meta: Record<string, string> = { filename: 'video.mp4' },
) {
  return app.app.inject({
    method: 'POST',
    url: `/api/guests/party/${host.event.slug}/videos`,
    headers: {
      ...TUS,
      'upload-length': String(length),
      'upload-metadata': metadata(meta),
    },
  });
}

function patch(location: string, offset: number, bytes: Buffer) {
  return t.app.inject({
    method: 'PATCH',
    url: location,
    headers: { ...OCTETS, 'upload-offset': String(offset) },
    payload: bytes,
  });
}

/** The files of unfinished uploads (the bytes and tus's record of each). */
const waitingUploads = () =>
  filesUnder(path.join(t.config.DATA_DIR, 'party-uploads'));

async function everything() {
  return {
    tables: await snapshotTables(t.database.db),
    files: await filesUnder(t.mediaDir),
  };
}

describe('tus: /api/guests/party/{slug}/videos', () => {
  it('creates an upload, takes it in chunks, resumes from the offset HEAD gives, and stores the video', async () => {
    const host = await partyHost();
    const video = mp4Playing(42, 64 * 1024);
    const created = await create(t, host, video.length, {
      filename: 'festa.mp4',
      guestName: 'João',
    });
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    expect(location).toMatch(
      new RegExp(
        `^/api/guests/party/${host.event.slug}/videos/${host.event.id}-[0-9a-f]{32}$`,
      ),
    );

    const half = Math.floor(video.length / 2);
    const first = await patch(location, 0, video.subarray(0, half));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));

    // The guest's phone lost the connection: it asks where the upload stands.
    const head = await t.app.inject({
      method: 'HEAD',
      url: location,
      headers: TUS,
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(half));
    expect(head.headers['upload-length']).toBe(String(video.length));

    const last = await patch(location, half, video.subarray(half));
    expect(last.statusCode).toBe(200);
    const body = partyUploadResponseSchema.parse(last.json());
    expect(body).toMatchObject({
      message: 'Vídeo enviado!',
      item: { kind: 'video', status: 'approved' },
    });
    const row = oneRow(
      await t.database.db
        .select()
        .from(partyMedia)
        .where(eq(partyMedia.id, body.item.id)),
    );
    expect(row).toMatchObject({
      kind: 'video',
      guestName: 'João',
      sizeBytes: video.length,
      image: null,
    });
    expect(row.storageKey).toMatch(
      new RegExp(`^events/${host.event.id}/party/.+\\.mp4$`),
    );
    const files = await filesUnder(t.mediaDir);
    expect(files).toContain(row.storageKey);
    expect(await waitingUploads()).toEqual([]);
  });

  it('resumes after the connection drops in the middle of a PATCH', async () => {
    const host = await partyHost(true);
    const video = mp4Playing(10, 512 * 1024);
    const created = await create(t, host, video.length);
    const location = String(created.headers.location);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const sent = 200 * 1024;
    await new Promise<void>((resolve) => {
      const request = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'PATCH',
        path: location,
        headers: {
          ...OCTETS,
          'upload-offset': '0',
          'content-length': String(video.length),
        },
      });
      request.on('error', () => resolve());
      request.on('close', () => resolve());
      request.write(video.subarray(0, sent), () => {
        setTimeout(() => request.destroy(), 300);
      });
    });
    let offset = 0;
    for (let attempt = 0; attempt < 50 && offset === 0; attempt += 1) {
      const head = await t.app.inject({
        method: 'HEAD',
        url: location,
        headers: TUS,
      });
      offset = Number(head.headers['upload-offset']);
      if (offset === 0) await new Promise((wait) => setTimeout(wait, 50));
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(sent);
    const rest = await patch(location, offset, video.subarray(offset));
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({
      message: 'Seu vídeo será exibido após aprovação.',
      item: { kind: 'video', status: 'pending' },
    });
  });

  it('accepts an iPhone QuickTime (.mov) video', async () => {
    const host = await partyHost();
    const mov = mp4Playing(3);
    mov.write('qt  ', 8, 'latin1');
    const created = await create(t, host, mov.length, { filename: 'IMG.MOV' });
    const done = await patch(String(created.headers.location), 0, mov);
    expect(done.statusCode).toBe(200);
    const row = oneRow(
      await t.database.db
        .select()
        .from(partyMedia)
        .where(eq(partyMedia.id, done.json().item.id)),
    );
    expect(row.storageKey).toMatch(/\.mov$/);
  });

  describe('refuses, in pt-BR', () => {
    it('a video longer than 60 s once its bytes arrive (400), keeping nothing', async () => {
      const host = await partyHost();
      const video = mp4Playing(61);
      const created = await create(t, host, video.length);
      const before = await everything();
      const done = await patch(String(created.headers.location), 0, video);
      expect(done.statusCode).toBe(400);
      expect(JSON.parse(done.body)).toMatchObject({
        success: false,
        message: 'O vídeo deve ter no máximo 60 segundos.',
      });
      const after = await everything();
      expect(after.tables).toEqual(before.tables);
      expect(await waitingUploads()).toEqual([]);
    });

    it('bytes that are not a video (415)', async () => {
      const host = await partyHost();
      const png = await solidImage(30, 30, 'png');
      const created = await create(t, host, png.length);
      const done = await patch(String(created.headers.location), 0, png);
      expect(done.statusCode).toBe(415);
      expect(JSON.parse(done.body).message).toBe(
        'Envie um vídeo em MP4, WebM ou MOV.',
      );
    });

    it('a video over 100 MB, before any byte is sent (413)', async () => {
      const host = await partyHost();
      const created = await create(t, host, 100 * 1024 * 1024 + 1);
      expect(created.statusCode).toBe(413);
      expect(created.json().message).toBe('O vídeo deve ter no máximo 100 MB.');
    });

    it('more bytes than the upload announced (413 from tus, in pt-BR)', async () => {
      const host = await partyHost();
      const created = await create(t, host, 10);
      const done = await patch(
        String(created.headers.location),
        0,
        Buffer.alloc(20, 1),
      );
      expect(done.statusCode).toBe(413);
      expect(JSON.parse(done.body).message).toBe(
        'O vídeo deve ter no máximo 100 MB.',
      );
    });

    it('a video while the host has uploads off (403)', async () => {
      const host = await createHost(t.database.db);
      const created = await create(t, host, 1000);
      expect(created.statusCode).toBe(403);
      expect(created.json().message).toBe(
        'Este evento não está recebendo fotos no momento.',
      );
    });

    it("an upload of another event's path (404)", async () => {
      const host = await partyHost();
      const other = await partyHost();
      const created = await create(t, host, 100);
      const id = String(created.headers.location).split('/').at(-1);
      const response = await t.app.inject({
        method: 'HEAD',
        url: `/api/guests/party/${other.event.slug}/videos/${id}`,
        headers: TUS,
      });
      expect(response.statusCode).toBe(404);
      const write = await t.app.inject({
        method: 'PATCH',
        url: `/api/guests/party/${other.event.slug}/videos/${id}`,
        headers: { ...OCTETS, 'upload-offset': '0' },
        payload: Buffer.alloc(100),
      });
      expect(write.statusCode).toBe(404);
      expect(write.json().message).toBe(
        'Envio não encontrado. Comece o envio de novo.',
      );
    });
  });
});

describe('the uploads rate limit per address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      env: { PARTY_UPLOADS_PER_10_MINUTES: '3' },
    });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('counts photos and videos together and answers 429 in pt-BR past the allowance', async () => {
    const host = await createHost(limited.database.db);
    await setEventSettings(limited.database.db, host.event.id, {
      partyUploadsEnabled: true,
    });
    const photo = async () =>
      uploadPartyPhoto(limited, host, {
        data: await solidImage(20, 20, 'png'),
        name: 'a.png',
        type: 'image/png',
      });
    expect((await photo()).statusCode).toBe(201);
    expect((await photo()).statusCode).toBe(201);
    expect((await create(limited, host, 100)).statusCode).toBe(201);
    const refused = await photo();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toMatch(
      /^Muitos envios desta rede\. Tente novamente em \d+ minutos?\.$/,
    );
    expect((await create(limited, host, 100)).statusCode).toBe(429);
  });
});

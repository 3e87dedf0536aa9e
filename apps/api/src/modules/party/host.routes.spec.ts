import {
  partyAlbumLinkResponseSchema,
  partyMediaListResponseSchema,
  partyMediaStatusResponseSchema,
  partyOverviewResponseSchema,
  partySettingsResponseSchema,
} from '@celebra/contracts';
import { partyMedia, users } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, type TestHost } from '../../test/factories';
import { setEventSettings } from '../../test/guest-factories';
import { filesUnder, mp4Playing, solidImage } from '../../test/media-fixtures';
import { readZip } from '../../test/zip-reader';
import { createAccountClosureService } from '../privacy/account-closure.service';
import { uploadPartyPhoto } from './party.test-support';
import { WALL_CHANNEL } from './wall-notify';

let t: TestApp;
/** The event ids the wall channel announced, in order. */
const announced: string[] = [];
let unlisten: () => Promise<void>;

beforeAll(async () => {
  t = await createTestApp();
  unlisten = await t.database.listen(WALL_CHANNEL, {
    onMessage: (payload) => announced.push(payload),
  });
});

afterAll(async () => {
  await unlisten();
  await t.close();
});

const base = (host: TestHost) => `/api/users/party/${host.event.id}`;

async function waitForAnnouncement(eventId: number, count: number) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (announced.filter((id) => id === String(eventId)).length >= count)
      return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const announcementsOf = (eventId: number) =>
  announced.filter((id) => id === String(eventId)).length;

/** A host whose party waits for approval, with `photos` photos sent by guests. */
async function hostWithPhotos(photos: number) {
  const host = await createHost(t.database.db);
  await setEventSettings(t.database.db, host.event.id, {
    partyUploadsEnabled: true,
    partyNeedsApproval: true,
  });
  const ids: number[] = [];
  for (let index = 0; index < photos; index += 1) {
    const response = await uploadPartyPhoto(t, host, {
      data: await solidImage(60 + index, 40, 'jpeg'),
      name: `foto${index}.jpg`,
      type: 'image/jpeg',
    });
    expect(response.statusCode).toBe(201);
    ids.push(response.json().item.id);
  }
  return { host, ids };
}

describe('GET and PUT /api/users/party/{eventId}', () => {
  it('answers the defaults, saves the settings, and counts use against the quota', async () => {
    const { host } = await hostWithPhotos(1);
    await setEventSettings(t.database.db, host.event.id, {
      partyUploadsEnabled: false,
    });
    const overview = partyOverviewResponseSchema.parse(
      (await t.app.inject({ url: base(host), headers: host.headers })).json(),
    );
    expect(overview.settings).toEqual({
      uploadsEnabled: false,
      needsApproval: true,
      wallKey: null,
    });
    expect(overview.counts).toEqual({ pending: 1, approved: 0, hidden: 0 });
    expect(overview.quota).toMatchObject({ count: 1, maxCount: 1000 });
    expect(overview.quota.bytes).toBeGreaterThan(0);
    expect(overview.quota.maxBytes).toBe(10 * 1024 ** 3);

    const saved = await t.app.inject({
      method: 'PUT',
      url: `${base(host)}/settings`,
      headers: host.headers,
      payload: {
        uploadsEnabled: true,
        needsApproval: false,
        wallKey: 'Tel4o_da-Festa',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(partySettingsResponseSchema.parse(saved.json())).toMatchObject({
      message: 'Configurações da festa salvas.',
      settings: {
        uploadsEnabled: true,
        needsApproval: false,
        wallKey: 'Tel4o_da-Festa',
      },
    });
  });

  it.each(['curta', 'com espaço aqui', 'x'.repeat(65)])(
    'refuses the wall key %j in pt-BR',
    async (wallKey) => {
      const host = await createHost(t.database.db);
      const response = await t.app.inject({
        method: 'PUT',
        url: `${base(host)}/settings`,
        headers: host.headers,
        payload: { uploadsEnabled: true, needsApproval: true, wallKey },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.wallKey).toEqual([
        'A chave do telão deve ter de 8 a 64 letras, números, hífens ou sublinhados.',
      ]);
    },
  );
});

describe('the host moderates the party media', () => {
  it('lists by status, newest first, by pages', async () => {
    const { host, ids } = await hostWithPhotos(3);
    await t.database.db
      .update(partyMedia)
      .set({ status: 'hidden' })
      .where(eq(partyMedia.id, ids[0] ?? 0));
    const list = async (query: string) =>
      partyMediaListResponseSchema.parse(
        (
          await t.app.inject({
            url: `${base(host)}/media?${query}`,
            headers: host.headers,
          })
        ).json(),
      );
    const pending = await list('status=pending&limit=1');
    expect(pending.items.map((item) => item.id)).toEqual([ids[2]]);
    expect(pending.items[0]).toMatchObject({
      status: 'pending',
      approvedAt: null,
    });
    expect(
      (
        await list(`status=pending&limit=1&before=${pending.nextBefore}`)
      ).items.map((item) => item.id),
    ).toEqual([ids[1]]);
    expect((await list('status=hidden')).items.map((item) => item.id)).toEqual([
      ids[0],
    ]);
    expect((await list('')).items.map((item) => item.id)).toEqual(
      [...ids].reverse(),
    );
    const wrong = await t.app.inject({
      url: `${base(host)}/media?status=todas`,
      headers: host.headers,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Escolha aprovada, pendente ou oculta.');
  });

  it('approves (telling the wall in the transaction), hides, and the album follows', async () => {
    const { host, ids } = await hostWithPhotos(2);
    const before = announcementsOf(host.event.id);
    const approve = await t.app.inject({
      method: 'PUT',
      url: `${base(host)}/media/${ids[0]}`,
      headers: host.headers,
      payload: { status: 'approved' },
    });
    expect(approve.statusCode).toBe(200);
    const approved = partyMediaStatusResponseSchema.parse(approve.json());
    expect(approved).toMatchObject({
      message: 'Foto aprovada.',
      item: { id: ids[0], status: 'approved' },
    });
    expect(approved.item.approvedAt).not.toBeNull();
    await waitForAnnouncement(host.event.id, before + 1);
    expect(announcementsOf(host.event.id)).toBe(before + 1);

    const album = async () =>
      (
        await t.app.inject({
          url: `/api/guests/party/${host.event.slug}/album`,
        })
      )
        .json()
        .items.map((item: { id: number }) => item.id);
    expect(await album()).toEqual([ids[0]]);

    const hide = await t.app.inject({
      method: 'PUT',
      url: `${base(host)}/media/${ids[0]}`,
      headers: host.headers,
      payload: { status: 'hidden' },
    });
    expect(hide.json()).toMatchObject({
      message: 'Foto ocultada.',
      item: { status: 'hidden' },
    });
    expect(await album()).toEqual([]);
    // Hiding tells the wall nothing new to show.
    expect(announcementsOf(host.event.id)).toBe(before + 1);
  });

  it('deletes an item and every file of it; another event answers 404', async () => {
    const { host, ids } = await hostWithPhotos(1);
    const filesOfEvent = async () =>
      (await filesUnder(t.mediaDir)).filter((file) =>
        file.startsWith(`events/${host.event.id}/party/`),
      );
    expect((await filesOfEvent()).length).toBeGreaterThan(0);

    const other = await createHost(t.database.db);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/party/${other.event.id}/media/${ids[0]}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Foto ou vídeo não encontrado.');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${base(host)}/media/${ids[0]}`,
      headers: host.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Foto removida.');
    expect(await filesOfEvent()).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `${base(host)}/media/${ids[0]}`,
      headers: host.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('a photo approved at upload (no approval asked) tells the wall', async () => {
    const host = await createHost(t.database.db);
    await setEventSettings(t.database.db, host.event.id, {
      partyUploadsEnabled: true,
      partyNeedsApproval: false,
    });
    await uploadPartyPhoto(t, host, {
      data: await solidImage(20, 20, 'png'),
      name: 'a.png',
      type: 'image/png',
    });
    await waitForAnnouncement(host.event.id, 1);
    expect(announcementsOf(host.event.id)).toBe(1);
  });
});

describe('the album ZIP', () => {
  it('downloads every item by a short-lived link, readable by a zip reader', async () => {
    const { host, ids } = await hostWithPhotos(2);
    const video = mp4Playing(5);
    await t.storage.put(
      `events/${host.event.id}/party/v.mp4`,
      video,
      'video/mp4',
    );
    const [videoRow] = await t.database.db
      .insert(partyMedia)
      .values({
        eventId: host.event.id,
        kind: 'video',
        status: 'hidden',
        url: `/media/events/${host.event.id}/party/v.mp4`,
        storageKey: `events/${host.event.id}/party/v.mp4`,
        sizeBytes: video.length,
      })
      .returning({ id: partyMedia.id });

    const link = await t.app.inject({
      method: 'POST',
      url: `${base(host)}/album-link`,
      headers: host.headers,
    });
    expect(link.statusCode).toBe(200);
    const { url, expiresAt } = partyAlbumLinkResponseSchema.parse(link.json());
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(url).toMatch(
      new RegExp(`^/api/users/party/album\\.zip\\?token=${host.event.id}\\.`),
    );

    // A plain link: no session header.
    const zip = await t.app.inject({ url });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toBe(
      `attachment; filename="album-${host.event.slug}.zip"`,
    );
    const entries = await readZip(zip.rawPayload);
    const pad = (id: number | undefined) => String(id).padStart(4, '0');
    expect([...entries.keys()]).toEqual([
      `${pad(ids[0])}-foto.jpg`,
      `${pad(ids[1])}-foto.jpg`,
      `${pad(videoRow?.id)}-video.mp4`,
    ]);
    expect(entries.get(`${pad(videoRow?.id)}-video.mp4`)).toEqual(video);
    const photo = entries.get(`${pad(ids[0])}-foto.jpg`);
    expect(photo?.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('refuses a token turned to another event, a forged or an expired one (404 in pt-BR)', async () => {
    const { host } = await hostWithPhotos(0);
    const other = await createHost(t.database.db);
    const link = partyAlbumLinkResponseSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/users/party/${other.event.id}/album-link`,
          headers: other.headers,
        })
      ).json(),
    );
    const token = new URL(link.url, 'http://x').searchParams.get('token') ?? '';
    const [, expires, signature] = token.split('.');
    const turned = `${host.event.id}.${expires}.${signature}`;
    const expired = `${other.event.id}.${Math.floor(Date.now() / 1000) - 1}.${signature}`;
    for (const candidate of [turned, `${token}x`, expired, '']) {
      const response = await t.app.inject({
        url: `/api/users/party/album.zip?token=${encodeURIComponent(candidate)}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(
        'Este link de download expirou. Baixe o álbum de novo pela página da festa.',
      );
    }
  });
});

describe("closing the host's account", () => {
  it('deletes the party media and every file of it', async () => {
    const { host } = await hostWithPhotos(2);
    const filesOfEvent = async () =>
      (await filesUnder(t.mediaDir)).filter((file) =>
        file.startsWith(`events/${host.event.id}/party/`),
      );
    expect((await filesOfEvent()).length).toBeGreaterThan(0);
    await t.database.db
      .update(users)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, host.user.id));
    const closure = createAccountClosureService({
      db: t.database.db,
      media: t.app.media,
      publicEvents: { changed: async () => undefined },
    });
    expect(await closure.eraseDue()).toBe(1);
    expect(
      await t.database.db
        .select()
        .from(partyMedia)
        .where(eq(partyMedia.eventId, host.event.id)),
    ).toEqual([]);
    expect(await filesOfEvent()).toEqual([]);
  });
});

describe('a guest message on the public site', () => {
  it('tells the wall in its transaction', async () => {
    const host = await createHost(t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/guests/message/${host.event.id}`,
      payload: {
        firstName: 'Joana',
        lastName: 'Silva',
        email: 'joana@example.com',
        message: 'Felicidades!',
      },
    });
    expect(response.statusCode).toBe(200);
    await waitForAnnouncement(host.event.id, 1);
    expect(announcementsOf(host.event.id)).toBe(1);
  });
});

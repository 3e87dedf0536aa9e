import {
  accountExports,
  events,
  galleryItems,
  oneRow,
  partyMedia,
} from '@celebra/db';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, nextIp, type TestHost } from '../../test/factories';
import { createGuest, createGuestMessage } from '../../test/guest-factories';
import { waitForMail } from '../../test/mailbox';
import { insertOrder } from '../../test/money-factories';
import { readZip } from '../../test/zip-reader';
import {
  createAccountExportService,
  deleteExpiredAccountExports,
} from './account-export.service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_BASE_DOMAIN: 'celebra.test', PUBLIC_PROTOCOL: 'https' },
  });
});

afterAll(() => t.close());

const requestExport = (host: TestHost) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/me/data/export',
    headers: host.headers,
    remoteAddress: nextIp(),
  });

const accountData = async (host: TestHost) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/users/me/data',
      headers: host.headers,
    })
  ).json();

const download = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/users/data-export?token=${token}`,
    remoteAddress: nextIp(),
  });

const LINK =
  /https:\/\/users\.celebra\.test\/api\/users\/data-export\?token=([A-Za-z0-9_-]{43})/;

/** Waits for the host's 'ready' e-mail and answers its link's token. */
async function readyToken(host: TestHost): Promise<string> {
  const mail = await waitForMail(
    t.config.DATA_DIR,
    host.user.email,
    (m) => m.subject === 'Seus dados da Celebra estão prontos',
  );
  const token = LINK.exec(mail.text)?.[1];
  if (!token) throw new Error('no download link in the export e-mail');
  return token;
}

describe("'Baixar meus dados'", () => {
  it('builds the ZIP in the background, mails a link, and the link downloads it', async () => {
    const { db } = t.database;
    const host = await createHost(db);
    const other = await createHost(db);
    await createGuest(db, host.event.id, {
      firstName: 'Joana',
      email: 'joana@example.com',
    });
    await createGuest(db, other.event.id, {
      firstName: 'Otávio',
      email: 'otavio@example.com',
    });
    await createGuestMessage(db, host.event.id, { message: 'Felicidades!' });
    await insertOrder(db, host.event.id, { guestName: 'Carla Presente' });
    const banner = await t.storage.put(
      `events/${host.event.id}/banner/capa.webp`,
      Buffer.from('banner-bytes'),
      'image/webp',
    );
    await db
      .update(events)
      .set({ bannerUrl: banner.url })
      .where(eq(events.id, host.event.id));
    await t.storage.put(
      `events/${host.event.id}/gallery/foto.webp`,
      Buffer.from('gallery-bytes'),
      'image/webp',
    );
    const photo = oneRow(
      await db
        .insert(galleryItems)
        .values({
          eventId: host.event.id,
          type: 'image',
          url: `/media/events/${host.event.id}/gallery/foto.webp`,
          storageKey: `events/${host.event.id}/gallery/foto.webp`,
          sizeBytes: 13,
        })
        .returning({ id: galleryItems.id }),
    );
    await t.storage.put(
      `events/${host.event.id}/party/festa.webp`,
      Buffer.from('party-bytes'),
      'image/webp',
    );
    const partyPhoto = oneRow(
      await db
        .insert(partyMedia)
        .values({
          eventId: host.event.id,
          kind: 'image',
          status: 'approved',
          guestName: 'Tia Cida',
          url: `/media/events/${host.event.id}/party/festa.webp`,
          storageKey: `events/${host.event.id}/party/festa.webp`,
          sizeBytes: 11,
        })
        .returning({ id: partyMedia.id }),
    );

    const response = await requestExport(host);
    expect(response.statusCode).toBe(202);
    expect(response.json().export.status).toBe('building');
    expect(response.json().message).toContain(
      'enviaremos o link para o seu e-mail',
    );

    const token = await readyToken(host);
    expect((await accountData(host)).export.status).toBe('ready');
    const zipped = await download(token);
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-type']).toBe('application/zip');
    expect(zipped.headers['content-disposition']).toMatch(
      /attachment; filename="celebra-meus-dados-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    const files = await readZip(zipped.rawPayload);
    const text = (name: string) => files.get(name)?.toString('utf8') ?? '';
    const folder = `events/${host.event.slug}`;
    expect([...files.keys()].sort()).toEqual(
      [
        'README.txt',
        'account.json',
        `${folder}/activity.json`,
        `${folder}/event.json`,
        `${folder}/gallery.json`,
        `${folder}/gifts.json`,
        `${folder}/guests.csv`,
        `${folder}/guests.json`,
        `${folder}/media/banner.webp`,
        `${folder}/media/gallery/${photo.id}.webp`,
        `${folder}/media/party/${partyPhoto.id}.webp`,
        `${folder}/members.json`,
        `${folder}/messages.json`,
        `${folder}/orders.json`,
        `${folder}/pages.json`,
        `${folder}/party.json`,
        `${folder}/payouts.json`,
        `${folder}/questions.json`,
        `${folder}/services.json`,
      ].sort(),
    );
    const account = JSON.parse(text('account.json'));
    expect(account.users[0]).toMatchObject({
      email: host.user.email,
      firstName: host.user.firstName,
    });
    expect(text('README.txt')).toContain('Seus dados na Celebra');
    expect(text(`${folder}/guests.csv`)).toContain('joana@example.com');
    expect(text(`${folder}/messages.json`)).toContain('Felicidades!');
    expect(text(`${folder}/orders.json`)).toContain('Carla Presente');
    expect(text(`${folder}/media/banner.webp`)).toBe('banner-bytes');
    expect(text(`${folder}/media/gallery/${photo.id}.webp`)).toBe(
      'gallery-bytes',
    );
    expect(text(`${folder}/media/party/${partyPhoto.id}.webp`)).toBe(
      'party-bytes',
    );
    expect(JSON.parse(text(`${folder}/party.json`))).toMatchObject({
      party_media: [{ id: partyPhoto.id, guestName: 'Tia Cida' }],
    });
    const everything = [...files.values()]
      .map((file) => file.toString('utf8'))
      .join('\n');
    expect(everything).not.toContain(other.user.email);
    expect(everything).not.toContain('otavio@example.com');
    expect(everything).not.toContain(other.event.slug);

    // The link works again within its 48 hours (a broken download can be retried).
    expect((await download(token)).statusCode).toBe(200);
  }, 120_000);

  it('answers 410 with a pt-BR text once the 48 hours are over, and the lapsed file is deleted', async () => {
    const host = await createHost(t.database.db);
    expect((await requestExport(host)).statusCode).toBe(202);
    const token = await readyToken(host);
    const { storageKey } = oneRow(
      await t.database.db
        .update(accountExports)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(accountExports.userId, host.user.id))
        .returning({ storageKey: accountExports.storageKey }),
    );
    if (!storageKey) throw new Error('a ready export has its file');
    const lapsed = await download(token);
    expect(lapsed.statusCode).toBe(410);
    expect(lapsed.json().message).toBe(
      'Este link de download expirou (ele vale por 48 horas). Peça um novo arquivo em Meus dados.',
    );
    expect((await accountData(host)).export.status).toBe('expired');
    expect(await t.storage.read(storageKey)).not.toBeNull();
    expect(
      await deleteExpiredAccountExports(t.database.db, t.storage, new Date()),
    ).toBeGreaterThanOrEqual(1);
    expect(await t.storage.read(storageKey)).toBeNull();
    expect((await download(token)).statusCode).toBe(410);
  }, 120_000);

  it('answers 404 for a token nobody was sent', async () => {
    const response = await download('A'.repeat(43));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(
      'Este link de download não existe. Peça um novo arquivo em Meus dados.',
    );
  });

  it('builds one export at a time per account, and a few a day', async () => {
    const host = await createHost(t.database.db);
    const first = await requestExport(host);
    expect(first.statusCode).toBe(202);
    const meanwhile = await requestExport(host);
    // Either still building (409) or already built: then it counts towards the day's three.
    if (meanwhile.statusCode === 409)
      expect(meanwhile.json().message).toBe(
        'Já estamos preparando um arquivo com seus dados. Aguarde o e-mail com o link.',
      );
    else expect(meanwhile.statusCode).toBe(202);
    await t.database.db
      .update(accountExports)
      .set({ status: 'ready' })
      .where(eq(accountExports.userId, host.user.id));
    while ((await requestExport(host)).statusCode === 202)
      await t.database.db
        .update(accountExports)
        .set({ status: 'ready' })
        .where(eq(accountExports.userId, host.user.id));
    const refused = await requestExport(host);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Você já pediu 3 arquivos com seus dados nas últimas 24 horas. Tente novamente amanhã.',
    );
    const rows = await t.database.db
      .select({ id: accountExports.id })
      .from(accountExports)
      .where(eq(accountExports.userId, host.user.id));
    expect(rows).toHaveLength(3);
  }, 120_000);

  it('is built again after the api stopped mid-build (its lease lapsed)', async () => {
    const { db } = t.database;
    const host = await createHost(db);
    // What a crashed instance leaves: a 'building' row whose lease is over.
    const row = oneRow(
      await db
        .insert(accountExports)
        .values({
          userId: host.user.id,
          status: 'building',
          tokenHash: 'nobody-holds-this',
          expiresAt: new Date(Date.now() - 1000),
        })
        .returning(),
    );
    const service = createAccountExportService({
      db,
      storage: t.storage,
      // The sweep builds in line; nothing is left to the background here.
      tasks: { run: () => undefined },
      hostOrigin: 'https://users.celebra.test',
    });
    expect(await service.resumeStaleBuilds()).toBe(1);
    const [built] = await db
      .select()
      .from(accountExports)
      .where(eq(accountExports.id, row.id));
    expect(built?.status).toBe('ready');
    const files = await readZip(
      (await download(await readyToken(host))).rawPayload,
    );
    expect(files.has('account.json')).toBe(true);
    // A second sweep finds nothing left to build.
    expect(await service.resumeStaleBuilds()).toBe(0);
  }, 120_000);

  it('needs a signed-in host to ask for an export', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/data/export',
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(401);
  });
});

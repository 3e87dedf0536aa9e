import {
  getEventSettingsResponseSchema,
  updateEventSettingsResponseSchema,
} from '@celebra/contracts';
import { events, eventSettings, oneRow } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { verifyPassword } from '../../lib/passwords';
import { insertEventService } from '../../test/admin-factories';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { snapshotTables } from '../../test/db-snapshot';
import { createHost, type TestHost, unique } from '../../test/factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const url = (host: TestHost) => `/api/users/event/${host.event.id}/settings`;
const get = (host: TestHost) =>
  t.app.inject({ method: 'GET', url: url(host), headers: host.headers });
const put = (host: TestHost, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: url(host),
    headers: host.headers,
    payload,
  });

const toggles = {
  showGiftList: false,
  showGuestMessages: true,
  showEventInfo: false,
  allowGuestConfirmation: true,
};

async function storedSettings(eventId: number) {
  const row = oneRow(
    await t.database.db
      .select()
      .from(eventSettings)
      .where(eq(eventSettings.eventId, eventId)),
  );
  return row;
}

async function hostWithPasswordService() {
  const host = await createHost(t.database.db);
  await insertEventService(t.database.db, host.event.id, {
    type: 'PASSWORD',
    quantity: 1,
  });
  return host;
}

/** PUT and expect `status`, `message` and nothing written. */
async function expectRefused(
  host: TestHost,
  payload: object,
  status: number,
  message: string,
  field: string,
) {
  const before = await snapshotTables(t.database.db);
  const response = await put(host, payload);
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({
    success: false,
    message,
    fieldErrors: { [field]: [message] },
  });
  expect(await snapshotTables(t.database.db)).toEqual(before);
}

describe('GET /api/users/event/{eventId}/settings', () => {
  it('answers the toggles, the slug and whether a password is set — never the password', async () => {
    const host = await createHost(t.database.db);
    const response = await get(host);
    expect(response.statusCode).toBe(200);
    const { settings } = getEventSettingsResponseSchema.parse(response.json());
    expect(settings).toEqual({
      showGiftList: true,
      showGuestMessages: true,
      showEventInfo: true,
      allowGuestConfirmation: true,
      slug: host.event.slug,
      hasPassword: false,
      guestPaysFee: false,
    });
  });

  it('answers 401 without a session', async () => {
    const host = await createHost(t.database.db);
    const response = await t.app.inject({ method: 'GET', url: url(host) });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/users/event/{eventId}/settings', () => {
  it('saves the toggles, a new slug (trimmed, lower case) and who pays the fee', async () => {
    const host = await createHost(t.database.db);
    const slug = unique('novo-link');
    const response = await put(host, {
      ...toggles,
      slug: `  ${slug.toUpperCase()} `,
      guestPaysFee: true,
    });
    expect(response.statusCode).toBe(200);
    const body = updateEventSettingsResponseSchema.parse(response.json());
    expect(body.message).toBe('Configurações do evento salvas com sucesso.');
    expect(body.settings).toEqual({
      ...toggles,
      slug,
      hasPassword: false,
      guestPaysFee: true,
    });
    expect((await get(host)).json().settings).toEqual(body.settings);
    const event = oneRow(
      await t.database.db
        .select({ slug: events.slug })
        .from(events)
        .where(eq(events.id, host.event.id)),
    );
    expect(event.slug).toBe(slug);
  });

  it('keeps its own slug and the fee choice when guestPaysFee is absent', async () => {
    const host = await createHost(t.database.db);
    await put(host, { ...toggles, slug: host.event.slug, guestPaysFee: true });
    const response = await put(host, { ...toggles, slug: host.event.slug });
    expect(response.statusCode).toBe(200);
    expect(response.json().settings).toMatchObject({
      slug: host.event.slug,
      guestPaysFee: true,
    });
  });

  it('says a blank slug cannot be empty', async () => {
    const host = await createHost(t.database.db);
    await expectRefused(
      host,
      { ...toggles, slug: '   ' },
      400,
      'O link do evento não pode ser vazio.',
      'slug',
    );
  });

  it('answers 409 for a slug of another event or a reserved one', async () => {
    const host = await createHost(t.database.db);
    const other = await createHost(t.database.db);
    for (const slug of [
      other.event.slug,
      other.event.slug.toUpperCase(),
      'api',
    ])
      await expectRefused(
        host,
        { ...toggles, slug },
        409,
        'O link está em uso, por favor, crie outro.',
        'slug',
      );
  });

  it('asks for at least 6 characters in a password', async () => {
    const host = await hostWithPasswordService();
    await expectRefused(
      host,
      { ...toggles, slug: host.event.slug, password: '12345' },
      400,
      'A senha deve ter pelo menos 6 caracteres.',
      'password',
    );
  });

  it('refuses a password without the Senha service (409)', async () => {
    const host = await createHost(t.database.db);
    await insertEventService(t.database.db, host.event.id, {
      type: 'PASSWORD',
      status: 'PENDING',
    });
    await expectRefused(
      host,
      { ...toggles, slug: host.event.slug, password: 'segredo1' },
      409,
      'A senha do site faz parte do serviço Senha. Contrate-o em Pacote de Serviços.',
      'password',
    );
  });

  it('stores an argon2 hash of the password, keeps it when the field is empty, removes it on request', async () => {
    const host = await hostWithPasswordService();
    const base = { ...toggles, slug: host.event.slug };

    const saved = await put(host, { ...base, password: 'segredo1' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings.hasPassword).toBe(true);
    expect(JSON.stringify(saved.json())).not.toContain('segredo1');
    const { sitePasswordHash } = await storedSettings(host.event.id);
    expect(sitePasswordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(sitePasswordHash ?? '', 'segredo1')).toBe(true);

    for (const payload of [base, { ...base, password: '' }]) {
      const kept = await put(host, payload);
      expect(kept.json().settings.hasPassword).toBe(true);
      expect((await storedSettings(host.event.id))?.sitePasswordHash).toBe(
        sitePasswordHash,
      );
    }

    const removed = await put(host, { ...base, removePassword: true });
    expect(removed.json().settings.hasPassword).toBe(false);
    expect((await storedSettings(host.event.id))?.sitePasswordHash).toBeNull();
  });

  it.each([
    ['showGiftList', 'sim'],
    ['allowGuestConfirmation', undefined],
  ])('refuses %s = %p', async (field, value) => {
    const host = await createHost(t.database.db);
    await expectRefused(
      host,
      { ...toggles, slug: host.event.slug, [field]: value },
      400,
      'Valor inválido',
      field,
    );
  });

  it('answers 404 for another host’s event and writes nothing', async () => {
    const host = await createHost(t.database.db);
    const other = await createHost(t.database.db);
    const before = await snapshotTables(t.database.db);
    const response = await t.app.inject({
      method: 'PUT',
      url: url(host),
      headers: other.headers,
      payload: { ...toggles, slug: unique('outro') },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Evento não encontrado.');
    expect(await snapshotTables(t.database.db)).toEqual(before);
  });
});

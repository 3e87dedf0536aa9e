import {
  getPublicEventResponseSchema,
  sitePasswordRequiredResponseSchema,
  unlockSiteResponseSchema,
} from '@celebra/contracts';
import { events, eventSettings, oneRow } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, nextIp } from '../../test/factories';
import {
  contractService,
  countGuestMessages,
  countGuests,
  setSitePassword,
} from '../../test/guest-factories';
import { signSiteAccessToken } from './site-access-token';

/** This file's password attempt limit (SITE_PASSWORD_ATTEMPTS_PER_MINUTE). */
const UNLOCK_ATTEMPTS_PER_MINUTE = 10;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      SITE_PASSWORD_ATTEMPTS_PER_MINUTE: String(UNLOCK_ATTEMPTS_PER_MINUTE),
    },
  });
});

afterAll(async () => {
  await t.close();
});

const PASSWORD = 'festa2027';

const getEvent = (slug: string, accessToken?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/guests/event/${slug}`,
    headers: accessToken ? { 'x-site-access': accessToken } : {},
  });

const unlock = (slug: string, payload: object, remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/guests/event/${slug}/unlock`,
    payload,
    remoteAddress,
  });

async function unlockedToken(slug: string, password = PASSWORD) {
  const response = await unlock(slug, { password });
  expect(response.statusCode).toBe(200);
  return unlockSiteResponseSchema.parse(response.json());
}

/** A host whose site password is in force (set and PASSWORD contracted). */
async function protectedHost() {
  const host = await createHost(t.database.db);
  await contractService(t.database.db, host.event.id, 'PASSWORD');
  await setSitePassword(t.database.db, host.event.id, PASSWORD);
  return host;
}

const guestForm = {
  firstName: 'Maria',
  lastName: 'Silva',
  email: 'maria@example.com',
  phoneNumber: '(11) 98765-4321',
};
const messageForm = {
  firstName: 'Carla',
  lastName: 'Dias',
  email: 'carla@example.com',
  message: 'Felicidades!',
};

describe('site password gate', () => {
  it('answers 401 passwordRequired with only the title, colour and theme', async () => {
    const host = await protectedHost();
    const response = await getEvent(host.event.slug);

    expect(response.statusCode).toBe(401);
    expect(sitePasswordRequiredResponseSchema.parse(response.json())).toEqual({
      success: false,
      code: 'PASSWORD_REQUIRED',
      passwordRequired: true,
      message: 'Este site é protegido por senha.',
      event: { title: 'Ana & João', color: '#c2185b', theme: 'classico' },
    });
    expect(response.body).not.toMatch(/gifts|slug|subtitle|Nosso casamento/);
  });

  it('keeps the site open while the PASSWORD service is not contracted', async () => {
    const host = await createHost(t.database.db);
    await setSitePassword(t.database.db, host.event.id, PASSWORD);
    await contractService(t.database.db, host.event.id, 'PASSWORD', 'PENDING');
    expect((await getEvent(host.event.slug)).statusCode).toBe(200);
  });

  it('opens the site with the token of the right password', async () => {
    const host = await protectedHost();
    const unlocked = await unlockedToken(host.event.slug.toUpperCase());
    const hours =
      (Date.parse(unlocked.expiresAt) - Date.now()) / (60 * 60 * 1000);
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);

    const response = await getEvent(host.event.slug, unlocked.accessToken);
    expect(response.statusCode).toBe(200);
    const { event } = getPublicEventResponseSchema.parse(response.json());
    expect(event.id).toBe(host.event.id);
  });

  it("refuses a wrong password with 401 'Senha incorreta.'", async () => {
    const host = await protectedHost();
    const response = await unlock(host.event.slug, { password: 'festa2026' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      code: 'UNAUTHORIZED',
      message: 'Senha incorreta.',
    });
  });

  it("requires the password field ('* Campo obrigatório')", async () => {
    const host = await protectedHost();
    const response = await unlock(host.event.slug, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      password: ['* Campo obrigatório'],
    });
  });

  it('answers 404 when unlocking an unknown or deactivated site', async () => {
    const host = await protectedHost();
    await t.database.db
      .update(events)
      .set({ active: false })
      .where(eq(events.id, host.event.id));
    for (const slug of [host.event.slug, 'nao-existe']) {
      const response = await unlock(slug, { password: PASSWORD });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Evento não encontrado.');
    }
  });

  it('refuses the token of another event', async () => {
    const host = await protectedHost();
    const other = await protectedHost();
    const { accessToken } = await unlockedToken(other.event.slug);
    const response = await getEvent(host.event.slug, accessToken);
    expect(response.statusCode).toBe(401);
    expect(response.json().passwordRequired).toBe(true);
  });

  it('refuses an expired token and a forged one', async () => {
    const host = await protectedHost();
    const settings = oneRow(
      await t.database.db
        .select({ hash: eventSettings.sitePasswordHash })
        .from(eventSettings)
        .where(eq(eventSettings.eventId, host.event.id)),
    );
    const grant = {
      eventId: host.event.id,
      passwordVersion: settings.hash ?? '',
    };
    const expired = signSiteAccessToken(t.config.SITE_TOKEN_SECRET, {
      ...grant,
      expiresAt: new Date(Date.now() - 1000),
    });
    const forged = signSiteAccessToken('not-the-server-secret', {
      ...grant,
      expiresAt: new Date(Date.now() + 60_000),
    });
    for (const token of [expired, forged, 'garbage']) {
      expect((await getEvent(host.event.slug, token)).statusCode).toBe(401);
    }
  });

  it('stops a token when the host changes the password, and the new password opens it again', async () => {
    const host = await protectedHost();
    const { accessToken } = await unlockedToken(host.event.slug);
    await setSitePassword(t.database.db, host.event.id, 'nova-senha');

    expect((await getEvent(host.event.slug, accessToken)).statusCode).toBe(401);
    expect(
      (await unlock(host.event.slug, { password: PASSWORD })).statusCode,
    ).toBe(401);
    const renewed = await unlockedToken(host.event.slug, 'nova-senha');
    expect(
      (await getEvent(host.event.slug, renewed.accessToken)).statusCode,
    ).toBe(200);
  });

  it('opens the site to everyone once the host removes the password', async () => {
    const host = await protectedHost();
    await setSitePassword(t.database.db, host.event.id, null);
    expect((await getEvent(host.event.slug)).statusCode).toBe(200);
  });

  it(`limits password attempts to ${UNLOCK_ATTEMPTS_PER_MINUTE} a minute per address`, async () => {
    const host = await protectedHost();
    const ip = nextIp();
    for (let attempt = 0; attempt < UNLOCK_ATTEMPTS_PER_MINUTE; attempt += 1) {
      const response = await unlock(host.event.slug, { password: 'x' }, ip);
      expect(response.statusCode).toBe(401);
    }
    const limited = await unlock(host.event.slug, { password: PASSWORD }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(
      'Muitas tentativas. Aguarde um minuto e tente novamente.',
    );
    expect(
      (await unlock(host.event.slug, { password: PASSWORD })).statusCode,
    ).toBe(200);
  });

  describe('the guest posts of a protected site', () => {
    const post = (
      path: 'message' | 'confirmation',
      eventId: number,
      payload: object,
      accessToken?: string,
    ) =>
      t.app.inject({
        method: 'POST',
        url: `/api/guests/${path}/${eventId}`,
        payload,
        remoteAddress: nextIp(),
        headers: accessToken ? { 'x-site-access': accessToken } : {},
      });

    it('refuse a message and a confirmation without the token, writing nothing', async () => {
      const host = await protectedHost();
      const other = await protectedHost();
      const { accessToken: otherToken } = await unlockedToken(other.event.slug);
      for (const token of [undefined, otherToken]) {
        const message = await post(
          'message',
          host.event.id,
          messageForm,
          token,
        );
        const confirmation = await post(
          'confirmation',
          host.event.id,
          guestForm,
          token,
        );
        for (const response of [message, confirmation]) {
          expect(response.statusCode).toBe(401);
          expect(
            sitePasswordRequiredResponseSchema.parse(response.json()),
          ).toMatchObject({
            passwordRequired: true,
            message: 'Este site é protegido por senha.',
          });
        }
      }
      expect(await countGuestMessages(t.database.db, host.event.id)).toBe(0);
      expect(await countGuests(t.database.db, host.event.id)).toBe(0);
    });

    it('take a message and a confirmation with the token', async () => {
      const host = await protectedHost();
      const { accessToken } = await unlockedToken(host.event.slug);
      expect(
        (await post('message', host.event.id, messageForm, accessToken))
          .statusCode,
      ).toBe(200);
      expect(
        (await post('confirmation', host.event.id, guestForm, accessToken))
          .statusCode,
      ).toBe(200);
      expect(await countGuestMessages(t.database.db, host.event.id)).toBe(1);
      expect(await countGuests(t.database.db, host.event.id)).toBe(1);
    });
  });
});

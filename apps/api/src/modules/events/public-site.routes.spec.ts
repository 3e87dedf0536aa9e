import { sendGuestMessageResponseSchema } from '@celebra/contracts';
import { events, guestMessages } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, nextIp } from '../../test/factories';
import {
  countGuestMessages,
  countGuests,
  setEventSettings,
} from '../../test/guest-factories';

/** The message and confirmation limits of this file's app (the defaults are larger: docs/limits.md). */
const POSTS_PER_MINUTE = 20;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      MESSAGES_PER_MINUTE: String(POSTS_PER_MINUTE),
      CONFIRMATIONS_PER_MINUTE: String(POSTS_PER_MINUTE),
    },
  });
});

afterAll(async () => {
  await t.close();
});

const post = (
  path: 'message' | 'confirmation',
  eventId: number | string,
  payload: object,
  remoteAddress = nextIp(),
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/guests/${path}/${eventId}`,
    payload,
    remoteAddress,
  });

const messageForm = {
  firstName: 'Carla',
  lastName: 'Dias',
  email: 'carla@example.com',
  message: 'Felicidades ao casal!',
};

const guestForm = {
  firstName: 'Maria',
  lastName: 'Silva',
  email: 'maria@example.com',
  phoneNumber: '(11) 98765-4321',
};

async function deactivate(eventId: number) {
  await t.database.db
    .update(events)
    .set({ active: false })
    .where(eq(events.id, eventId));
}

describe('POST /api/guests/message/{eventId}', () => {
  it("keeps the message for the host: 'Recado enviado.'", async () => {
    const host = await createHost(t.database.db);
    const response = await post('message', host.event.id, {
      ...messageForm,
      firstName: ' Carla ',
      email: 'Carla@Example.com',
      message: '  Felicidades ao casal!\n',
    });

    expect(response.statusCode).toBe(200);
    expect(sendGuestMessageResponseSchema.parse(response.json())).toEqual({
      success: true,
      message: 'Recado enviado.',
    });
    const rows = await t.database.db
      .select()
      .from(guestMessages)
      .where(eq(guestMessages.eventId, host.event.id));
    expect(rows).toEqual([
      expect.objectContaining({ eventId: host.event.id, ...messageForm }),
    ]);
  });

  it.each([
    ['firstName', '* Nome obrigatório', { firstName: '' }],
    ['lastName', '* Sobrenome obrigatório', { lastName: ' ' }],
    ['email', '* E-mail obrigatório', { email: undefined }],
    ['email', '* E-mail inválido', { email: 'carla.example.com' }],
    ['message', '* Mensagem obrigatória', { message: '' }],
    ['message', 'Texto muito longo.', { message: 'a'.repeat(2001) }],
  ])(
    'refuses a bad %s with %p and writes nothing',
    async (field, message, change) => {
      const host = await createHost(t.database.db);
      const response = await post('message', host.event.id, {
        ...messageForm,
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message,
        fieldErrors: { [field]: [message] },
      });
      expect(await countGuestMessages(t.database.db, host.event.id)).toBe(0);
    },
  );

  it("answers 403 'Este evento não está recebendo recados.' when messages are off, writing nothing", async () => {
    const host = await createHost(t.database.db);
    await setEventSettings(t.database.db, host.event.id, {
      showGuestMessages: false,
    });
    const response = await post('message', host.event.id, messageForm);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      code: 'FORBIDDEN',
      message: 'Este evento não está recebendo recados.',
    });
    expect(await countGuestMessages(t.database.db, host.event.id)).toBe(0);
  });

  it("answers 404 'Evento não encontrado.' for an unknown or deactivated event, writing nothing", async () => {
    const host = await createHost(t.database.db);
    await deactivate(host.event.id);
    for (const id of [host.event.id, 2_000_000_000]) {
      const response = await post('message', id, messageForm);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Evento não encontrado.');
    }
    expect(await countGuestMessages(t.database.db, host.event.id)).toBe(0);
  });

  it(`takes ${POSTS_PER_MINUTE} messages a minute from one address, then 429`, async () => {
    const host = await createHost(t.database.db);
    const ip = nextIp();
    for (let sent = 0; sent < POSTS_PER_MINUTE; sent += 1) {
      expect(
        (await post('message', host.event.id, messageForm, ip)).statusCode,
      ).toBe(200);
    }
    const limited = await post('message', host.event.id, messageForm, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
    });
    expect(await countGuestMessages(t.database.db, host.event.id)).toBe(
      POSTS_PER_MINUTE,
    );
    expect((await post('message', host.event.id, messageForm)).statusCode).toBe(
      200,
    );
  });
});

describe('POST /api/guests/confirmation/{eventId}', () => {
  // What a confirmation writes, and the rule for an e-mail already on the list, are tested
  // with the guests domain (modules/guests/public.routes.spec.ts).

  it.each([
    ['firstName', '* Nome obrigatório', { firstName: undefined }],
    ['lastName', '* Sobrenome obrigatório', { lastName: '' }],
    ['email', '* E-mail obrigatório', { email: '' }],
    ['email', '* E-mail inválido', { email: 'maria@' }],
    ['phoneNumber', '* Telefone obrigatório', { phoneNumber: undefined }],
    ['phoneNumber', '* Telefone inválido', { phoneNumber: '(11) 98765 4321' }],
    ['companions', 'Valor inválido', { companions: 21 }],
    ['message', 'Texto muito longo.', { message: 'a'.repeat(2001) }],
  ])(
    'refuses a bad %s with %p and writes nothing',
    async (field, message, change) => {
      const host = await createHost(t.database.db);
      const response = await post('confirmation', host.event.id, {
        ...guestForm,
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message,
        fieldErrors: { [field]: [message] },
      });
      expect(await countGuests(t.database.db, host.event.id)).toBe(0);
    },
  );

  it("answers 403 'Este evento não está recebendo confirmações de presença.' when confirmations are off, writing nothing", async () => {
    const host = await createHost(t.database.db);
    await setEventSettings(t.database.db, host.event.id, {
      allowGuestConfirmation: false,
    });
    const response = await post('confirmation', host.event.id, guestForm);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      code: 'FORBIDDEN',
      message: 'Este evento não está recebendo confirmações de presença.',
    });
    expect(await countGuests(t.database.db, host.event.id)).toBe(0);
  });

  it('answers 404 for an unknown or deactivated event, writing nothing', async () => {
    const host = await createHost(t.database.db);
    await deactivate(host.event.id);
    for (const id of [host.event.id, 2_000_000_000]) {
      const response = await post('confirmation', id, guestForm);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Evento não encontrado.');
    }
    expect(await countGuests(t.database.db, host.event.id)).toBe(0);
  });

  it(`takes ${POSTS_PER_MINUTE} confirmations a minute from one address, then 429`, async () => {
    const host = await createHost(t.database.db);
    const ip = nextIp();
    for (let sent = 0; sent < POSTS_PER_MINUTE; sent += 1) {
      const response = await post(
        'confirmation',
        host.event.id,
        { ...guestForm, email: `convidado${sent}@example.com` },
        ip,
      );
      expect(response.statusCode).toBe(200);
    }
    const limited = await post('confirmation', host.event.id, guestForm, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(
      'Muitas tentativas. Aguarde um minuto e tente novamente.',
    );
    expect(await countGuests(t.database.db, host.event.id)).toBe(
      POSTS_PER_MINUTE,
    );
  });
});

describe('OpenAPI document', () => {
  it('lists the guest list, messages and public site routes', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
    });
    expect(response.statusCode).toBe(200);
    const paths: Record<string, Record<string, unknown>> = response.json()
      .paths;
    const methodsOf = (path: string) => Object.keys(paths[path] ?? {}).sort();
    expect(methodsOf('/api/users/invitations/{eventId}')).toEqual([
      'get',
      'post',
    ]);
    expect(
      methodsOf('/api/users/invitations/{eventId}/{invitationId}'),
    ).toEqual(['delete', 'put']);
    expect(methodsOf('/api/users/guests/{eventId}/export')).toEqual(['get']);
    expect(methodsOf('/api/users/messages/{eventId}')).toEqual(['get']);
    expect(methodsOf('/api/users/messages/{eventId}/{messageId}')).toEqual([
      'delete',
    ]);
    expect(methodsOf('/api/guests/event/{slug}')).toEqual(['get']);
    expect(methodsOf('/api/guests/event/{slug}/unlock')).toEqual(['post']);
    expect(methodsOf('/api/guests/message/{eventId}')).toEqual(['post']);
    expect(methodsOf('/api/guests/confirmation/{eventId}')).toEqual(['post']);
  });
});

import { confirmPresenceResponseSchema, itemAt } from '@celebra/contracts';
import { guestResponses, guests, invitations, oneRow } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, nextIp } from '../../test/factories';
import {
  countGuests,
  createGuest,
  setEventSettings,
} from '../../test/guest-factories';

/*
 * The attendance answer of the public site and the rule that keeps the list safe: an answer
 * sent with an e-mail already on the list never changes that guest; it waits for the host.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const confirm = (eventId: number, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/guests/confirmation/${eventId}`,
    payload,
    remoteAddress: nextIp(),
  });

const guestForm = {
  firstName: 'Maria',
  lastName: 'Silva',
  email: 'maria@example.com',
  phoneNumber: '(11) 98765-4321',
};

const guestsOf = (eventId: number) =>
  t.database.db
    .select()
    .from(guests)
    .where(eq(guests.eventId, eventId))
    .orderBy(guests.id);

const responsesOf = (eventId: number) =>
  t.database.db
    .select()
    .from(guestResponses)
    .where(eq(guestResponses.eventId, eventId))
    .orderBy(guestResponses.id);

describe("'Vou' and 'Não poderei ir'", () => {
  it("adds a guest who comes, with one name per companion: 'Presença confirmada.'", async () => {
    const host = await createHost(t.database.db);
    const response = await confirm(host.event.id, {
      ...guestForm,
      attending: true,
      companions: 2,
      companionNames: [' Leo Silva ', 'Bia Silva'],
      message: ' Vou com a família ',
    });

    expect(response.statusCode).toBe(200);
    expect(confirmPresenceResponseSchema.parse(response.json())).toEqual({
      success: true,
      message: 'Presença confirmada.',
    });
    expect(await guestsOf(host.event.id)).toEqual([
      expect.objectContaining({
        ...guestForm,
        attending: true,
        companions: 2,
        companionNames: ['Leo Silva', 'Bia Silva'],
        note: 'Vou com a família',
        source: 'guest',
      }),
    ]);
  });

  it("keeps the answer of a guest who cannot come, without companions: 'Resposta registrada. Obrigado por avisar!'", async () => {
    const host = await createHost(t.database.db);
    const response = await confirm(host.event.id, {
      ...guestForm,
      attending: false,
      companions: 3,
      companionNames: ['Leo', 'Bia'],
      message: 'Estarei viajando. Felicidades!',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Resposta registrada. Obrigado por avisar!',
    });
    expect(await guestsOf(host.event.id)).toEqual([
      expect.objectContaining({
        attending: false,
        companions: 0,
        companionNames: [],
        note: 'Estarei viajando. Felicidades!',
      }),
    ]);
  });

  it("comes by default, without companions, when the answer is left out (the spec's payload)", async () => {
    const host = await createHost(t.database.db);
    expect((await confirm(host.event.id, guestForm)).statusCode).toBe(200);
    expect(await guestsOf(host.event.id)).toEqual([
      expect.objectContaining({
        attending: true,
        companions: 0,
        companionNames: [],
        note: null,
      }),
    ]);
  });

  it.each([
    [
      'companionNames',
      'Informe o nome de cada acompanhante.',
      { companions: 2 },
    ],
    [
      'companionNames',
      'Informe o nome de cada acompanhante.',
      { companions: 1, companionNames: ['Leo', 'Bia'] },
    ],
    [
      'companionNames.1',
      '* Nome do acompanhante obrigatório',
      { companionNames: ['Leo', '  '] },
    ],
    [
      'companionNames',
      'Valor inválido',
      { companionNames: Array.from({ length: 21 }, (_, i) => `Pessoa ${i}`) },
    ],
    [
      'companionNames.0',
      'Texto muito longo.',
      { companionNames: ['a'.repeat(121)] },
    ],
    ['attending', 'Valor inválido', { attending: 'talvez' }],
  ])(
    'refuses a bad %s with %p and writes nothing',
    async (field, message, change) => {
      const host = await createHost(t.database.db);
      const response = await confirm(host.event.id, {
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
});

describe('open answers and invitations', () => {
  it("makes a new e-mail a one-person invitation 'a revisar', answered now", async () => {
    const host = await createHost(t.database.db);
    const response = await confirm(host.event.id, guestForm);
    expect(response.statusCode).toBe(200);
    const guest = itemAt(await guestsOf(host.event.id), 0);
    const invitation = oneRow(
      await t.database.db
        .select()
        .from(invitations)
        .where(eq(invitations.id, guest.invitationId)),
    );
    expect(invitation).toMatchObject({
      name: 'Maria Silva',
      email: 'maria@example.com',
      needsReview: true,
      source: 'site',
    });
    expect(invitation.answeredAt).toBeInstanceOf(Date);
  });

  it('refuses the open form with 403 when answers are by personal link only, writing nothing', async () => {
    const host = await createHost(t.database.db);
    await setEventSettings(t.database.db, host.event.id, {
      rsvpOpenAnswers: false,
    });
    const response = await confirm(host.event.id, guestForm);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'As confirmações deste evento são feitas pelo convite pessoal. Use o link que você recebeu ou procure seu convite pelo nome.',
    );
    expect(await countGuests(t.database.db, host.event.id)).toBe(0);
  });

  it("holds an answer with an invitation's e-mail for review on its first member", async () => {
    const host = await createHost(t.database.db);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/users/invitations/${host.event.id}`,
      headers: host.headers,
      payload: {
        name: 'Família Silva',
        email: 'MARIA@example.com',
        members: [
          { firstName: 'João', lastName: 'Silva' },
          { firstName: 'Maria', lastName: 'Silva' },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const response = await confirm(host.event.id, guestForm);
    expect(response.statusCode).toBe(200);
    const members = await guestsOf(host.event.id);
    expect(members).toHaveLength(2);
    expect(await responsesOf(host.event.id)).toEqual([
      expect.objectContaining({
        guestId: itemAt(members, 0).id,
        firstName: 'Maria',
      }),
    ]);
  });
});

describe('an e-mail already on the list', () => {
  it('never overwrites a guest the host entered: the answer waits for review', async () => {
    const host = await createHost(t.database.db);
    const listed = await createGuest(t.database.db, host.event.id, {
      firstName: 'Maria',
      lastName: 'Silva',
      email: 'maria@example.com',
      phoneNumber: '(11) 91234-5678',
      companions: 1,
      companionNames: ['João Silva'],
      note: 'Mesa 4',
      source: 'host',
    });

    const attack = await confirm(host.event.id, {
      firstName: 'Impostor',
      lastName: 'Qualquer',
      email: 'MARIA@example.com',
      phoneNumber: '(21) 90000-0000',
      companions: 20,
      companionNames: Array.from({ length: 20 }, (_, i) => `Pessoa ${i}`),
      message: 'Sobrescrito',
    });

    expect(attack.statusCode).toBe(200);
    expect(attack.json().message).toBe('Presença confirmada.');
    expect(await guestsOf(host.event.id)).toEqual([
      expect.objectContaining({
        id: listed.id,
        firstName: 'Maria',
        lastName: 'Silva',
        email: 'maria@example.com',
        phoneNumber: '(11) 91234-5678',
        attending: true,
        companions: 1,
        companionNames: ['João Silva'],
        note: 'Mesa 4',
        source: 'host',
      }),
    ]);
    expect(await responsesOf(host.event.id)).toEqual([
      expect.objectContaining({
        guestId: listed.id,
        firstName: 'Impostor',
        email: 'maria@example.com',
        phoneNumber: '(21) 90000-0000',
        attending: true,
        companions: 20,
        message: 'Sobrescrito',
      }),
    ]);
  });

  it('never overwrites what another visitor sent: a second answer with the same e-mail waits too', async () => {
    const host = await createHost(t.database.db);
    await confirm(host.event.id, {
      ...guestForm,
      companions: 1,
      companionNames: ['Leo'],
      message: 'Até lá!',
    });
    const declined = await confirm(host.event.id, {
      ...guestForm,
      lastName: 'Souza',
      phoneNumber: '(21) 99999-8888',
      attending: false,
    });

    expect(declined.json().message).toBe(
      'Resposta registrada. Obrigado por avisar!',
    );
    const guest = itemAt(await guestsOf(host.event.id), 0);
    expect(guest).toMatchObject({
      lastName: 'Silva',
      phoneNumber: '(11) 98765-4321',
      attending: true,
      companions: 1,
      companionNames: ['Leo'],
      note: 'Até lá!',
    });
    expect(await responsesOf(host.event.id)).toEqual([
      expect.objectContaining({
        guestId: guest.id,
        lastName: 'Souza',
        attending: false,
        companions: 0,
        companionNames: [],
        message: null,
      }),
    ]);
  });

  it('keeps one guest when the same e-mail answers twice at once; the other answer waits', async () => {
    const host = await createHost(t.database.db);
    const responses = await Promise.all(
      [1, 2].map(() => confirm(host.event.id, guestForm)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await countGuests(t.database.db, host.event.id)).toBe(1);
    expect(await responsesOf(host.event.id)).toHaveLength(1);
  });
});

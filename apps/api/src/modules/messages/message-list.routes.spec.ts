import {
  listMessagesResponseSchema,
  listReceivedGiftsResponseSchema,
  messageThankedResponseSchema,
} from '@celebra/contracts';
import { outbox } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, type TestHost } from '../../test/factories';
import {
  createGuest,
  createGuestMessage,
  createGuestResponse,
} from '../../test/guest-factories';
import { createMember } from '../../test/member-factories';
import { insertOrder } from '../../test/money-factories';

/*
 * 'Recados': the messages left on the site, the notes of approved gifts and the attendance
 * messages in one list, and the thanks to their senders.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const at = (day: number) => new Date(Date.UTC(2027, 0, day, 12));

const list = async (host: TestHost, query = '', eventId = host.event.id) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/users/messages/${eventId}${query}`,
    headers: host.headers,
  });
  return response;
};

const listed = async (host: TestHost, query = '', eventId = host.event.id) =>
  listMessagesResponseSchema.parse((await list(host, query, eventId)).json());

/** One of each kind, plus what must stay out (an unpaid gift's note, a gift without one, a guest without a message). */
async function eventWithEveryKind(host: TestHost) {
  const { db } = t.database;
  const eventId = host.event.id;
  const recado = await createGuestMessage(db, eventId, {
    firstName: 'Carla',
    lastName: 'Dias',
    email: 'carla@example.com',
    message: 'Felicidades!',
    createdAt: at(1),
  });
  const gift = await insertOrder(db, eventId, {
    guestName: 'Bruno Reis',
    guestContact: 'bruno@example.com',
    guestNote: 'Aproveitem a viagem!',
    itemPrices: [15_000],
    fee: 1_000,
    createdAt: at(2),
  });
  await insertOrder(db, eventId, {
    status: 'PENDING',
    guestNote: 'Ainda não pago',
    createdAt: at(3),
  });
  await insertOrder(db, eventId, { guestNote: '  ', createdAt: at(3) });
  const coming = await createGuest(db, eventId, {
    firstName: 'Maria',
    lastName: 'Silva',
    email: 'maria@example.com',
    phoneNumber: '(11) 98765-4321',
    attending: true,
    note: 'Estaremos lá!',
    createdAt: at(4),
  });
  await createGuest(db, eventId, { createdAt: at(4) });
  const declined = await createGuestResponse(db, eventId, coming.id, {
    firstName: 'Maria',
    lastName: 'Silva',
    attending: false,
    message: 'Infelizmente não poderei ir.',
    createdAt: at(5),
  });
  return { recado, gift, coming, declined };
}

describe('GET /api/users/messages/{eventId}: every message in one place', () => {
  it('lists recados, notes of approved gifts and attendance messages, newest first, each with its sender', async () => {
    const host = await createHost(t.database.db);
    const { recado, gift, coming, declined } = await eventWithEveryKind(host);

    const body = await listed(host);

    expect(body.total).toBe(4);
    expect(body.messages).toEqual([
      {
        kind: 'rsvp',
        source: 'guest-response',
        id: declined.id,
        senderName: 'Maria Silva',
        email: 'maria@example.com',
        phone: '(11) 98765-4321',
        message: 'Infelizmente não poderei ir.',
        attending: false,
        createdAt: at(5).toISOString(),
        thankedAt: null,
      },
      {
        kind: 'rsvp',
        source: 'guest',
        id: coming.id,
        senderName: 'Maria Silva',
        email: 'maria@example.com',
        phone: '(11) 98765-4321',
        message: 'Estaremos lá!',
        attending: true,
        createdAt: at(4).toISOString(),
        thankedAt: null,
      },
      {
        kind: 'gift',
        source: 'order',
        id: gift.id,
        senderName: 'Bruno Reis',
        email: 'bruno@example.com',
        phone: null,
        message: 'Aproveitem a viagem!',
        gifts: ['1 × Presente 1'],
        amount: 14_000,
        createdAt: at(2).toISOString(),
        thankedAt: null,
      },
      {
        kind: 'message',
        source: 'message',
        id: recado.id,
        senderName: 'Carla Dias',
        email: 'carla@example.com',
        phone: null,
        message: 'Felicidades!',
        createdAt: at(1).toISOString(),
        thankedAt: null,
      },
    ]);
  });

  it('filters by kind: recado, presente, presença', async () => {
    const host = await createHost(t.database.db);
    await eventWithEveryKind(host);

    const kinds = async (kind: string) => {
      const body = await listed(host, `?kind=${kind}`);
      return { total: body.total, kinds: body.messages.map((m) => m.kind) };
    };
    expect(await kinds('message')).toEqual({ total: 1, kinds: ['message'] });
    expect(await kinds('gift')).toEqual({ total: 1, kinds: ['gift'] });
    expect(await kinds('rsvp')).toEqual({ total: 2, kinds: ['rsvp', 'rsvp'] });

    const wrong = await list(host, '?kind=pix');
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json())).toContain(
      'Escolha recados, presentes ou presença.',
    );
  });

  it('pages every kind together, 20 at a time', async () => {
    const host = await createHost(t.database.db);
    const { db } = t.database;
    for (let day = 1; day <= 11; day += 1)
      await createGuestMessage(db, host.event.id, {
        message: `Recado ${day}`,
        createdAt: at(day),
      });
    for (let day = 12; day <= 22; day += 1)
      await insertOrder(db, host.event.id, {
        guestNote: `Presente ${day}`,
        createdAt: at(day),
      });

    const first = await listed(host);
    expect(first.total).toBe(22);
    expect(first.messages).toHaveLength(20);
    expect(first.messages[0]?.message).toBe('Presente 22');
    const second = await listed(host, '?page=2');
    expect(second.messages.map((m) => m.message)).toEqual([
      'Recado 2',
      'Recado 1',
    ]);
  });

  it("lets co-hosts and assistants read it (an assistant without the gifts' amounts), and no one else", async () => {
    const host = await createHost(t.database.db);
    await eventWithEveryKind(host);
    const cohost = await createMember(t.database.db, host.event.id, 'cohost');
    const assistant = await createMember(
      t.database.db,
      host.event.id,
      'assistant',
    );
    const stranger = await createHost(t.database.db);

    const giftOf = async (member: TestHost) =>
      (await listed(member, '?kind=gift', host.event.id)).messages[0];
    expect(await giftOf(cohost)).toMatchObject({ amount: 14_000 });
    expect(await giftOf(assistant)).toMatchObject({
      senderName: 'Bruno Reis',
      gifts: ['1 × Presente 1'],
      amount: null,
    });

    const refused = await list(stranger, '', host.event.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Evento não encontrado.');
    expect(refused.body).not.toContain('Felicidades');
  });
});

const thank = (
  member: TestHost,
  eventId: number,
  path: string,
  method: 'PUT' | 'POST',
  payload: object,
) =>
  t.app.inject({
    method,
    url: `/api/users/messages/${eventId}/${path}`,
    headers: member.headers,
    payload,
  });

const outboxTo = (recipient: string) =>
  t.database.db.select().from(outbox).where(eq(outbox.recipient, recipient));

describe('thanking the sender', () => {
  it('e-mails the thanks through the outbox and marks it thanked', async () => {
    const host = await createHost(t.database.db);
    const recipient = 'lia.thanks@example.com';
    const recado = await createGuestMessage(t.database.db, host.event.id, {
      firstName: 'Lia',
      email: recipient,
    });

    const response = await thank(
      host,
      host.event.id,
      `message/${recado.id}/thanks-email`,
      'POST',
      { text: 'Olá, Lia!\n\nObrigado pelo carinho.\nAna' },
    );

    expect(response.statusCode).toBe(200);
    const body = messageThankedResponseSchema.parse(response.json());
    expect(body.message).toBe('Agradecimento enviado por e-mail.');
    expect(body.thankedAt).not.toBeNull();
    const mails = await outboxTo(recipient);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ topic: 'message.thanks' });
    expect(mails[0]?.subject).toMatch(/^Um agradecimento de “.+”$/);
    expect(mails[0]?.text).toContain(
      'Olá, Lia!\n\nObrigado pelo carinho.\nAna',
    );
    expect(mails[0]?.html).toContain('<p>Olá, Lia!</p>');
    expect((await listed(host, '?kind=message')).messages[0]?.thankedAt).toBe(
      body.thankedAt,
    );
  });

  it("shares a gift's thanks with 'Presentes Recebidos' (one mark, not two)", async () => {
    const host = await createHost(t.database.db);
    const gift = await insertOrder(t.database.db, host.event.id, {
      guestContact: 'bia.gift@example.com',
      guestNote: 'Com amor',
    });

    const sent = await thank(
      host,
      host.event.id,
      `order/${gift.id}/thanks-email`,
      'POST',
      { text: 'Obrigado, Bia!' },
    );
    expect(sent.statusCode).toBe(200);
    const received = listReceivedGiftsResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/users/events/${host.event.id}/received-gifts`,
          headers: host.headers,
        })
      ).json(),
    );
    expect(received.receivedGifts[0]?.thankedAt).toBe(sent.json().thankedAt);

    await t.app.inject({
      method: 'PUT',
      url: `/api/users/events/${host.event.id}/received-gifts/${gift.id}/thanked`,
      headers: host.headers,
      payload: { thanked: false },
    });
    expect((await listed(host, '?kind=gift')).messages[0]?.thankedAt).toBe(
      null,
    );
  });

  it('marks and clears the thanks of an attendance message (after a WhatsApp thanks)', async () => {
    const host = await createHost(t.database.db);
    const guest = await createGuest(t.database.db, host.event.id, {
      note: 'Vou sim!',
    });
    const path = `guest/${guest.id}/thanked`;

    const marked = await thank(host, host.event.id, path, 'PUT', {
      thanked: true,
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().thankedAt).not.toBeNull();
    expect((await listed(host, '?kind=rsvp')).messages[0]?.thankedAt).toBe(
      marked.json().thankedAt,
    );
    const cleared = await thank(host, host.event.id, path, 'PUT', {
      thanked: false,
    });
    expect(cleared.json().thankedAt).toBeNull();
  });

  it("keeps an answer's thanks when the host accepts it (the guest takes its message)", async () => {
    const host = await createHost(t.database.db);
    const guest = await createGuest(t.database.db, host.event.id, {
      note: 'Primeira resposta',
    });
    const later = await createGuestResponse(
      t.database.db,
      host.event.id,
      guest.id,
      {
        message: 'Mudei de ideia: vou!',
      },
    );
    const marked = await thank(
      host,
      host.event.id,
      `guest-response/${later.id}/thanked`,
      'PUT',
      { thanked: true },
    );
    expect(marked.statusCode).toBe(200);

    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/users/guests/${host.event.id}/${guest.id}/responses/${later.id}/accept`,
      headers: host.headers,
    });
    expect(accepted.statusCode).toBe(200);
    expect((await listed(host, '?kind=rsvp')).messages).toEqual([
      expect.objectContaining({
        source: 'guest',
        id: guest.id,
        message: 'Mudei de ideia: vou!',
        thankedAt: marked.json().thankedAt,
      }),
    ]);
  });

  it('lets an assistant thank, and answers 404 for another event, a row that is not listed or a stranger', async () => {
    const host = await createHost(t.database.db);
    const other = await createHost(t.database.db);
    const assistant = await createMember(
      t.database.db,
      host.event.id,
      'assistant',
    );
    const recado = await createGuestMessage(t.database.db, host.event.id);
    const foreign = await createGuestMessage(t.database.db, other.event.id);
    const unpaid = await insertOrder(t.database.db, host.event.id, {
      status: 'PENDING',
      guestNote: 'Nota',
    });

    expect(
      (
        await thank(
          assistant,
          host.event.id,
          `message/${recado.id}/thanked`,
          'PUT',
          {
            thanked: true,
          },
        )
      ).statusCode,
    ).toBe(200);
    for (const path of [
      `message/${foreign.id}/thanked`,
      `order/${unpaid.id}/thanked`,
    ]) {
      const response = await thank(host, host.event.id, path, 'PUT', {
        thanked: true,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Recado não encontrado.');
    }
    const stranger = await thank(
      other,
      host.event.id,
      `message/${recado.id}/thanks-email`,
      'POST',
      { text: 'Oi' },
    );
    expect(stranger.statusCode).toBe(404);
    expect(await outboxTo('carla@example.com')).toHaveLength(0);
  });

  it('answers 409 for a sender without an e-mail and 400 for an empty text, sending nothing', async () => {
    const host = await createHost(t.database.db);
    const byPhone = await insertOrder(t.database.db, host.event.id, {
      guestContact: '+5511987650000',
      guestNote: 'Beijos',
    });
    const noEmail = await thank(
      host,
      host.event.id,
      `order/${byPhone.id}/thanks-email`,
      'POST',
      { text: 'Obrigado!' },
    );
    expect(noEmail.statusCode).toBe(409);
    expect(noEmail.json().message).toBe(
      'Esta pessoa não deixou um e-mail. Agradeça pelo WhatsApp ou marque como agradecido.',
    );
    const recado = await createGuestMessage(t.database.db, host.event.id, {
      email: 'vazio@example.com',
    });
    const empty = await thank(
      host,
      host.event.id,
      `message/${recado.id}/thanks-email`,
      'POST',
      { text: '   ' },
    );
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('Escreva o agradecimento.');
    expect(await outboxTo('vazio@example.com')).toHaveLength(0);
    expect((await listed(host, '?kind=message')).messages[0]?.thankedAt).toBe(
      null,
    );
  });
});

describe('the caps of thanks e-mails', () => {
  it('sends at most 3 to one message a day, then answers 429 saying when to try again', async () => {
    const host = await createHost(t.database.db);
    const recipient = 'muitas.vezes@example.com';
    const recado = await createGuestMessage(t.database.db, host.event.id, {
      email: recipient,
    });
    const send = () =>
      thank(host, host.event.id, `message/${recado.id}/thanks-email`, 'POST', {
        text: 'Obrigado!',
      });
    for (let time = 0; time < 3; time += 1)
      expect((await send()).statusCode).toBe(200);

    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Este agradecimento já foi enviado por e-mail algumas vezes hoje. Tente novamente em 24 horas.',
    );
    expect(await outboxTo(recipient)).toHaveLength(3);
  });

  it('sends at most THANKS_EMAILS_PER_EVENT_PER_HOUR for one event', async () => {
    const capped = await createTestApp({
      env: { THANKS_EMAILS_PER_EVENT_PER_HOUR: '2' },
    });
    try {
      const host = await createHost(capped.database.db);
      const send = async (index: number) => {
        const recado = await createGuestMessage(
          capped.database.db,
          host.event.id,
          { email: `limite-${index}@example.com` },
        );
        return capped.app.inject({
          method: 'POST',
          url: `/api/users/messages/${host.event.id}/message/${recado.id}/thanks-email`,
          headers: host.headers,
          payload: { text: 'Obrigado!' },
        });
      };
      expect((await send(1)).statusCode).toBe(200);
      expect((await send(2)).statusCode).toBe(200);
      const refused = await send(3);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(
        'Muitos agradecimentos enviados por e-mail na última hora. Tente novamente em 1 hora.',
      );
    } finally {
      await capped.close();
    }
  });
});

import {
  acceptGuestResponseResponseSchema,
  deleteGuestResponseSchema,
  discardGuestResponseResponseSchema,
  listGuestsResponseSchema,
  saveGuestResponseSchema,
} from '@celebra/contracts';
import {
  guestResponses,
  guests,
  insertGuestsWithOwnInvitations,
} from '@celebra/db';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, type TestHost } from '../../test/factories';
import {
  countGuests,
  createGuest,
  createGuestResponse,
} from '../../test/guest-factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const call = (
  method: Method,
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, payload });

const form = {
  firstName: 'Maria',
  lastName: 'Silva',
  email: 'maria@example.com',
  phoneNumber: '(11) 98765-4321',
};

async function guestRow(id: number) {
  const [row] = await t.database.db
    .select()
    .from(guests)
    .where(eq(guests.id, id));
  return row;
}

async function responseRow(id: number) {
  const [row] = await t.database.db
    .select()
    .from(guestResponses)
    .where(eq(guestResponses.id, id));
  return row;
}

describe('guard of /api/users/guests', () => {
  let host: TestHost;
  let other: TestHost;
  let guestId: number;
  let responseId: number;

  beforeAll(async () => {
    host = await createHost(t.database.db);
    other = await createHost(t.database.db);
    guestId = (await createGuest(t.database.db, host.event.id)).id;
    responseId = (
      await createGuestResponse(t.database.db, host.event.id, guestId)
    ).id;
  });

  const routes = (eventId: number, id: number): [Method, string, object?][] => [
    ['GET', `/api/users/guests/${eventId}`],
    ['POST', `/api/users/guests/${eventId}`, form],
    ['PUT', `/api/users/guests/${eventId}/${id}`, form],
    ['DELETE', `/api/users/guests/${eventId}/${id}`],
    ['GET', `/api/users/guests/${eventId}/export`],
    [
      'POST',
      `/api/users/guests/${eventId}/${id}/responses/${responseId}/accept`,
    ],
    ['DELETE', `/api/users/guests/${eventId}/${id}/responses/${responseId}`],
  ];

  it('answers 401 without a session', async () => {
    for (const [method, url, payload] of routes(host.event.id, guestId)) {
      const response = await call(method, url, {}, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(
        'Sessão inválida ou expirada. Faça login novamente.',
      );
    }
  });

  it("answers 404 'Evento não encontrado.' for another host's event and writes nothing", async () => {
    const before = await guestRow(guestId);
    for (const [method, url, payload] of routes(host.event.id, guestId)) {
      const response = await call(method, url, other.headers, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        code: 'NOT_FOUND',
        message: 'Evento não encontrado.',
      });
    }
    expect(await countGuests(t.database.db, host.event.id)).toBe(1);
    expect(await guestRow(guestId)).toEqual(before);
    expect(await responseRow(responseId)).toBeDefined();
  });
});

describe('GET /api/users/guests/{eventId}', () => {
  it("lists only the event's guests, by name", async () => {
    const host = await createHost(t.database.db);
    const other = await createHost(t.database.db);
    const { db } = t.database;
    const bruno = await createGuest(db, host.event.id, {
      firstName: 'bruno',
      lastName: 'Alves',
      companions: 2,
    });
    const ana = await createGuest(db, host.event.id, {
      firstName: 'Ana',
      lastName: 'Costa',
    });
    await createGuest(db, other.event.id, { firstName: 'Aaron' });

    const response = await call(
      'GET',
      `/api/users/guests/${host.event.id}`,
      host.headers,
    );
    expect(response.statusCode).toBe(200);
    const body = listGuestsResponseSchema.parse(response.json());
    expect(body.guests.map((guest) => guest.id)).toEqual([ana.id, bruno.id]);
    expect(body.guests[1]).toEqual({
      id: bruno.id,
      firstName: 'bruno',
      lastName: 'Alves',
      email: bruno.email,
      phoneNumber: '(11) 91234-5678',
      attending: true,
      companions: 2,
      companionNames: [],
      message: null,
      createdAt: bruno.createdAt.toISOString(),
      pendingResponses: [],
    });
    expect(response.body).not.toMatch(/eventId|source|note/);
  });

  it('shows the message, the answer and the companions of each guest, and the headcount', async () => {
    const host = await createHost(t.database.db);
    const { db } = t.database;
    const ana = await createGuest(db, host.event.id, {
      firstName: 'Ana',
      companions: 2,
      companionNames: ['Leo Costa', 'Bia Costa'],
      note: 'Levo a sobremesa!',
    });
    await createGuest(db, host.event.id, {
      firstName: 'Bruno',
      attending: false,
      note: 'Estarei viajando, felicidades!',
    });
    const carla = await createGuest(db, host.event.id, {
      firstName: 'Carla',
      companions: 1,
    });
    const waiting = await createGuestResponse(db, host.event.id, carla.id, {
      attending: false,
      message: 'Não poderei ir.',
    });

    const response = await call(
      'GET',
      `/api/users/guests/${host.event.id}`,
      host.headers,
    );

    const body = listGuestsResponseSchema.parse(response.json());
    expect(body.totals).toEqual({
      confirmed: 2,
      companions: 3,
      people: 5,
      declined: 1,
      pendingResponses: 1,
    });
    expect(body.guests.map((guest) => guest.firstName)).toEqual([
      'Ana',
      'Bruno',
      'Carla',
    ]);
    expect(body.guests[0]).toMatchObject({
      id: ana.id,
      attending: true,
      companionNames: ['Leo Costa', 'Bia Costa'],
      message: 'Levo a sobremesa!',
    });
    expect(body.guests[1]).toMatchObject({
      attending: false,
      message: 'Estarei viajando, felicidades!',
    });
    expect(body.guests[2]?.pendingResponses).toEqual([
      expect.objectContaining({
        id: waiting.id,
        attending: false,
        message: 'Não poderei ir.',
      }),
    ]);
  });

  it('answers an empty list', async () => {
    const host = await createHost(t.database.db);
    const response = await call(
      'GET',
      `/api/users/guests/${host.event.id}`,
      host.headers,
    );
    expect(listGuestsResponseSchema.parse(response.json())).toEqual({
      success: true,
      guests: [],
      total: 0,
      totals: {
        confirmed: 0,
        companions: 0,
        people: 0,
        declined: 0,
        pendingResponses: 0,
      },
      awaitingReview: [],
    });
  });

  it('answers one page by name, with the headcount and the count of the whole list', async () => {
    const host = await createHost(t.database.db);
    const names = Array.from(
      { length: 23 },
      (_, index) => `Convidado ${String(index + 1).padStart(2, '0')}`,
    );
    await insertGuestsWithOwnInvitations(
      t.database.db,
      names.map((firstName, index) => ({
        eventId: host.event.id,
        firstName,
        lastName: 'Silva',
        email: `convidado${index}@example.com`,
        phoneNumber: '(11) 98765-4321',
        companions: 1,
        attending: index !== 0,
      })),
    );
    const page = async (query: string) =>
      listGuestsResponseSchema.parse(
        (
          await call(
            'GET',
            `/api/users/guests/${host.event.id}${query}`,
            host.headers,
          )
        ).json(),
      );
    const first = await page('');
    expect(first.guests.map((guest) => guest.firstName)).toEqual(
      names.slice(0, 20),
    );
    const second = await page('?page=2&limit=20');
    expect(second.guests.map((guest) => guest.firstName)).toEqual(
      names.slice(20),
    );
    for (const answer of [first, second]) {
      expect(answer.total).toBe(23);
      expect(answer.totals).toMatchObject({
        confirmed: 22,
        companions: 22,
        people: 44,
        declined: 1,
      });
    }
    const invalid = await call(
      'GET',
      `/api/users/guests/${host.event.id}?page=0`,
      host.headers,
    );
    expect(invalid.statusCode).toBe(400);
  });
});

describe('POST /api/users/guests/{eventId}', () => {
  it("adds the guest: 'Convidado adicionado com sucesso.'", async () => {
    const host = await createHost(t.database.db);
    const response = await call(
      'POST',
      `/api/users/guests/${host.event.id}`,
      host.headers,
      {
        ...form,
        eventId: host.event.id,
        firstName: ' Maria ',
        email: 'Maria@Example.com',
      },
    );

    expect(response.statusCode).toBe(200);
    const body = saveGuestResponseSchema.parse(response.json());
    expect(body.message).toBe('Convidado adicionado com sucesso.');
    expect(body.guest).toMatchObject({ ...form, companions: 0 });
    expect(await guestRow(body.guest.id)).toMatchObject({
      eventId: host.event.id,
      source: 'host',
      companions: 0,
      email: 'maria@example.com',
    });
  });

  it('keeps the companions given', async () => {
    const host = await createHost(t.database.db);
    const response = await call(
      'POST',
      `/api/users/guests/${host.event.id}`,
      host.headers,
      { ...form, companions: 20 },
    );
    expect(
      saveGuestResponseSchema.parse(response.json()).guest.companions,
    ).toBe(20);
  });

  it("records a guest who answered 'Não poderei ir'", async () => {
    const host = await createHost(t.database.db);
    const response = await call(
      'POST',
      `/api/users/guests/${host.event.id}`,
      host.headers,
      { ...form, attending: false },
    );
    const body = saveGuestResponseSchema.parse(response.json());
    expect(body.guest.attending).toBe(false);
    expect(await guestRow(body.guest.id)).toMatchObject({ attending: false });
  });

  it.each([
    ['firstName', '* Nome obrigatório', { firstName: '  ' }],
    ['lastName', '* Sobrenome obrigatório', { lastName: undefined }],
    ['email', '* E-mail obrigatório', { email: '' }],
    ['email', '* E-mail inválido', { email: 'maria@example' }],
    ['phoneNumber', '* Telefone obrigatório', { phoneNumber: '' }],
    ['phoneNumber', '* Telefone inválido', { phoneNumber: '11987654321' }],
    ['companions', 'Valor inválido', { companions: 21 }],
    ['companions', 'Valor inválido', { companions: -1 }],
  ])(
    'refuses a bad %s with %p and writes nothing',
    async (field, message, change) => {
      const host = await createHost(t.database.db);
      const response = await call(
        'POST',
        `/api/users/guests/${host.event.id}`,
        host.headers,
        { ...form, ...change },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'VALIDATION',
        message,
        fieldErrors: { [field]: [message] },
      });
      expect(await countGuests(t.database.db, host.event.id)).toBe(0);
    },
  );

  it('refuses an e-mail already on the list (any case) with 409', async () => {
    const host = await createHost(t.database.db);
    await createGuest(t.database.db, host.event.id, {
      email: 'maria@example.com',
    });
    const response = await call(
      'POST',
      `/api/users/guests/${host.event.id}`,
      host.headers,
      { ...form, email: 'MARIA@example.com' },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      code: 'CONFLICT',
      message: 'Este e-mail já está na lista de convidados.',
      fieldErrors: { email: ['Este e-mail já está na lista de convidados.'] },
    });
    expect(await countGuests(t.database.db, host.event.id)).toBe(1);
  });

  it('takes the same e-mail on another event', async () => {
    const host = await createHost(t.database.db);
    const other = await createHost(t.database.db);
    await createGuest(t.database.db, other.event.id, {
      email: 'maria@example.com',
    });
    const response = await call(
      'POST',
      `/api/users/guests/${host.event.id}`,
      host.headers,
      form,
    );
    expect(response.statusCode).toBe(200);
  });

  it('adds one guest when the same e-mail is sent twice at once', async () => {
    const host = await createHost(t.database.db);
    const responses = await Promise.all(
      [1, 2].map(() =>
        call('POST', `/api/users/guests/${host.event.id}`, host.headers, form),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await countGuests(t.database.db, host.event.id)).toBe(1);
  });
});

describe('PUT /api/users/guests/{eventId}/{guestId}', () => {
  it("updates the guest: 'Convidado atualizado com sucesso.', companions kept when left out", async () => {
    const host = await createHost(t.database.db);
    const guest = await createGuest(t.database.db, host.event.id, {
      email: 'maria@example.com',
      companions: 3,
    });
    const response = await call(
      'PUT',
      `/api/users/guests/${host.event.id}/${guest.id}`,
      host.headers,
      { ...form, lastName: 'Souza', phoneNumber: '(21) 3456-7890' },
    );

    expect(response.statusCode).toBe(200);
    const body = saveGuestResponseSchema.parse(response.json());
    expect(body.message).toBe('Convidado atualizado com sucesso.');
    expect(body.guest).toEqual({
      id: guest.id,
      ...form,
      lastName: 'Souza',
      phoneNumber: '(21) 3456-7890',
      attending: true,
      companions: 3,
      companionNames: [],
      message: null,
      createdAt: guest.createdAt.toISOString(),
      pendingResponses: [],
    });
    expect(await guestRow(guest.id)).toMatchObject({
      lastName: 'Souza',
      companions: 3,
    });
  });

  it('keeps the first names when the companions go down', async () => {
    const host = await createHost(t.database.db);
    const guest = await createGuest(t.database.db, host.event.id, {
      email: 'maria@example.com',
      companions: 3,
      companionNames: ['Ana', 'Leo', 'Bia'],
    });
    const response = await call(
      'PUT',
      `/api/users/guests/${host.event.id}/${guest.id}`,
      host.headers,
      { ...form, companions: 1, attending: false },
    );
    expect(saveGuestResponseSchema.parse(response.json()).guest).toMatchObject({
      companions: 1,
      companionNames: ['Ana'],
      attending: false,
    });
  });

  it("answers 404 'Convidado não encontrado.' for a guest of another event, changing nothing", async () => {
    const host = await createHost(t.database.db);
    const other = await createHost(t.database.db);
    const foreign = await createGuest(t.database.db, other.event.id);
    const before = await guestRow(foreign.id);
    for (const id of [foreign.id, 2_000_000_000]) {
      const response = await call(
        'PUT',
        `/api/users/guests/${host.event.id}/${id}`,
        host.headers,
        form,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Convidado não encontrado.');
    }
    expect(await guestRow(foreign.id)).toEqual(before);
  });

  it("refuses another guest's e-mail with 409 and changes nothing", async () => {
    const host = await createHost(t.database.db);
    await createGuest(t.database.db, host.event.id, {
      email: 'maria@example.com',
    });
    const guest = await createGuest(t.database.db, host.event.id);
    const before = await guestRow(guest.id);
    const response = await call(
      'PUT',
      `/api/users/guests/${host.event.id}/${guest.id}`,
      host.headers,
      form,
    );
    expect(response.statusCode).toBe(409);
    expect(await guestRow(guest.id)).toEqual(before);
  });

  it('refuses a bad field with its message and changes nothing', async () => {
    const host = await createHost(t.database.db);
    const guest = await createGuest(t.database.db, host.event.id);
    const before = await guestRow(guest.id);
    const response = await call(
      'PUT',
      `/api/users/guests/${host.event.id}/${guest.id}`,
      host.headers,
      { ...form, phoneNumber: '(11) 9876' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      phoneNumber: ['* Telefone inválido'],
    });
    expect(await guestRow(guest.id)).toEqual(before);
  });
});

describe('DELETE /api/users/guests/{eventId}/{guestId}', () => {
  it("removes the guest: 'Convidado removido com sucesso.'", async () => {
    const host = await createHost(t.database.db);
    const guest = await createGuest(t.database.db, host.event.id);
    const kept = await createGuest(t.database.db, host.event.id);
    const response = await call(
      'DELETE',
      `/api/users/guests/${host.event.id}/${guest.id}`,
      host.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(deleteGuestResponseSchema.parse(response.json())).toEqual({
      success: true,
      message: 'Convidado removido com sucesso.',
    });
    expect(await guestRow(guest.id)).toBeUndefined();
    expect(await guestRow(kept.id)).toBeDefined();
  });

  it('answers 404 for a guest of another event and keeps it', async () => {
    const host = await createHost(t.database.db);
    const other = await createHost(t.database.db);
    const foreign = await createGuest(t.database.db, other.event.id);
    const response = await call(
      'DELETE',
      `/api/users/guests/${host.event.id}/${foreign.id}`,
      host.headers,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Convidado não encontrado.');
    expect(await guestRow(foreign.id)).toBeDefined();
  });

  it("answers 400 'Identificador inválido.' for a malformed id", async () => {
    const host = await createHost(t.database.db);
    const response = await call(
      'DELETE',
      `/api/users/guests/${host.event.id}/abc`,
      host.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Identificador inválido.');
  });
});

describe('GET /api/users/guests/{eventId}/export', () => {
  const exportCsv = (host: TestHost) =>
    call('GET', `/api/users/guests/${host.event.id}/export`, host.headers);

  it('downloads the list as CSV for Excel pt-BR, escaped and safe from formulas', async () => {
    const host = await createHost(t.database.db);
    const { db } = t.database;
    await createGuest(db, host.event.id, {
      firstName: 'João "Jota"',
      lastName: 'Souza; Conceição',
      email: 'joao@example.com',
      phoneNumber: '(11) 98765-4321',
      companions: 2,
      companionNames: ['Ana Souza', 'Leo Souza'],
      note: 'Chegamos cedo;\nabraços!',
      createdAt: new Date('2027-05-01T15:04:05Z'),
    });
    await createGuest(db, host.event.id, {
      firstName: '=HYPERLINK("http://x")',
      lastName: '+5511',
      email: '@attack.com',
      phoneNumber: '-1',
      attending: false,
      companions: 0,
      note: '=1+1',
      createdAt: new Date('2027-12-31T23:59:59Z'),
    });

    const response = await exportCsv(host);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="convidados-${host.event.slug}.csv"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.rawPayload.toString('utf8')).toBe(
      '\uFEFF' +
        'Nome;Sobrenome;E-mail;Telefone;Presença;Acompanhantes;Nomes dos acompanhantes;Mensagem;Confirmado em;Convite;Grupo;Criança;Situação do convite;Presentes\r\n' +
        '"\'=HYPERLINK(""http://x"")";\'+5511;\'@attack.com;\'-1;Não vai;0;;\'=1+1;31/12/2027 20:59:59;"\'=HYPERLINK(""http://x"") +5511";;Não;Não enviado;0\r\n' +
        '"João ""Jota""";"Souza; Conceição";joao@example.com;(11) 98765-4321;Vai;2;Ana Souza, Leo Souza;"Chegamos cedo;\nabraços!";01/05/2027 12:04:05;"João ""Jota"" Souza; Conceição";;Não;Não enviado;0\r\n',
    );
  });

  it('downloads only the header row for an empty list', async () => {
    const host = await createHost(t.database.db);
    const response = await exportCsv(host);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      '\uFEFFNome;Sobrenome;E-mail;Telefone;Presença;Acompanhantes;Nomes dos acompanhantes;Mensagem;Confirmado em;Convite;Grupo;Criança;Situação do convite;Presentes\r\n',
    );
  });
});

describe('answers waiting for review', () => {
  const acceptUrl = (host: TestHost, guestId: number, responseId: number) =>
    `/api/users/guests/${host.event.id}/${guestId}/responses/${responseId}/accept`;
  const discardUrl = (host: TestHost, guestId: number, responseId: number) =>
    `/api/users/guests/${host.event.id}/${guestId}/responses/${responseId}`;

  it("accepting one gives the guest its answer, companions and message, keeping the host's names and phone", async () => {
    const host = await createHost(t.database.db);
    const { db } = t.database;
    const guest = await createGuest(db, host.event.id, {
      firstName: 'Maria',
      phoneNumber: '(11) 91234-5678',
      note: 'Anotação antiga',
    });
    const response = await createGuestResponse(db, host.event.id, guest.id, {
      firstName: 'Outra',
      phoneNumber: '(21) 99999-0000',
      attending: true,
      companions: 2,
      companionNames: ['Leo', 'Bia'],
      message: 'Vamos com as crianças!',
    });
    const other = await createGuestResponse(db, host.event.id, guest.id);

    const accepted = await call(
      'POST',
      acceptUrl(host, guest.id, response.id),
      host.headers,
    );

    expect(accepted.statusCode).toBe(200);
    const body = acceptGuestResponseResponseSchema.parse(accepted.json());
    expect(body.message).toBe('Resposta aceita. O convidado foi atualizado.');
    expect(body.guest).toMatchObject({
      firstName: 'Maria',
      phoneNumber: '(11) 91234-5678',
      attending: true,
      companions: 2,
      companionNames: ['Leo', 'Bia'],
      message: 'Vamos com as crianças!',
      pendingResponses: [expect.objectContaining({ id: other.id })],
    });
    expect(await responseRow(response.id)).toBeUndefined();
    expect(await responseRow(other.id)).toBeDefined();
  });

  it('accepting one without a message keeps the message the guest had', async () => {
    const host = await createHost(t.database.db);
    const { db } = t.database;
    const guest = await createGuest(db, host.event.id, {
      note: 'Até lá!',
      companions: 1,
      companionNames: ['Leo'],
    });
    const response = await createGuestResponse(db, host.event.id, guest.id, {
      attending: false,
    });
    await call('POST', acceptUrl(host, guest.id, response.id), host.headers);
    expect(await guestRow(guest.id)).toMatchObject({
      attending: false,
      companions: 0,
      companionNames: [],
      note: 'Até lá!',
    });
  });

  it("discarding one leaves the guest as it was: 'Resposta descartada.'", async () => {
    const host = await createHost(t.database.db);
    const { db } = t.database;
    const guest = await createGuest(db, host.event.id);
    const before = await guestRow(guest.id);
    const response = await createGuestResponse(db, host.event.id, guest.id, {
      companions: 20,
    });

    const discarded = await call(
      'DELETE',
      discardUrl(host, guest.id, response.id),
      host.headers,
    );

    expect(discarded.statusCode).toBe(200);
    expect(discardGuestResponseResponseSchema.parse(discarded.json())).toEqual({
      success: true,
      message: 'Resposta descartada.',
    });
    expect(await responseRow(response.id)).toBeUndefined();
    expect(await guestRow(guest.id)).toEqual(before);
  });

  it("answers 404 'Resposta não encontrada.' for an answer of another guest or event, changing nothing", async () => {
    const host = await createHost(t.database.db);
    const other = await createHost(t.database.db);
    const { db } = t.database;
    const guest = await createGuest(db, host.event.id);
    const sibling = await createGuest(db, host.event.id);
    const foreignGuest = await createGuest(db, other.event.id);
    const ofSibling = await createGuestResponse(db, host.event.id, sibling.id);
    const foreign = await createGuestResponse(
      db,
      other.event.id,
      foreignGuest.id,
    );
    const before = await guestRow(guest.id);
    for (const [method, url] of [
      ['POST', acceptUrl(host, guest.id, ofSibling.id)],
      ['DELETE', discardUrl(host, guest.id, ofSibling.id)],
      ['POST', acceptUrl(host, foreignGuest.id, foreign.id)],
      ['DELETE', discardUrl(host, foreignGuest.id, foreign.id)],
    ] as const) {
      const response = await call(method, url, host.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Resposta não encontrada.');
    }
    expect(await guestRow(guest.id)).toEqual(before);
    expect(await responseRow(ofSibling.id)).toBeDefined();
    expect(await responseRow(foreign.id)).toBeDefined();
  });
});

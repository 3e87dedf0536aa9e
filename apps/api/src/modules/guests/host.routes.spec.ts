import {
  acceptGuestResponseResponseSchema,
  discardGuestResponseResponseSchema,
} from '@celebra/contracts';
import { guestResponses, guests } from '@celebra/db';
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

type Method = 'GET' | 'POST' | 'DELETE';

const call = (method: Method, url: string, headers: Record<string, string>) =>
  t.app.inject({ method, url, headers });

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

  const routes = (eventId: number, id: number): [Method, string][] => [
    ['GET', `/api/users/guests/${eventId}/export`],
    [
      'POST',
      `/api/users/guests/${eventId}/${id}/responses/${responseId}/accept`,
    ],
    ['DELETE', `/api/users/guests/${eventId}/${id}/responses/${responseId}`],
  ];

  it('answers 401 without a session', async () => {
    for (const [method, url] of routes(host.event.id, guestId)) {
      const response = await call(method, url, {});
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(
        'Sessão inválida ou expirada. Faça login novamente.',
      );
    }
  });

  it("answers 404 'Evento não encontrado.' for another host's event and writes nothing", async () => {
    const before = await guestRow(guestId);
    for (const [method, url] of routes(host.event.id, guestId)) {
      const response = await call(method, url, other.headers);
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

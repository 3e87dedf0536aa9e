import {
  createInvitation,
  createQuestion,
} from '../invitations/personal-invitation.test-support';
import {
  type DbOrTx,
  guestMessages,
  guestResponses,
  guests,
  oneRow,
  orderPixCharges,
  orders,
  outbox,
  paymentEvents,
  privacyRequests,
  rsvpAnswers,
} from '@celebra/db';
import { eq, gte, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, unique, type TestHost } from '../../test/factories';
import {
  createGuest,
  createGuestMessage,
  createGuestResponse,
} from '../../test/guest-factories';
import { createMember } from '../../test/member-factories';
import { insertOrder } from '../../test/money-factories';
import { outboxRows } from '../../payments/testing/outbox-rows';
import { readSpreadsheetCsv } from '../../test/spreadsheet-csv';
import { guestDataCalls } from './guest-data.test-support';
import { GUEST_DATA_READERS } from './guest-data.repository';
import { guestEmailHash } from './guest-data-token';
import {
  type GuestDataTable,
  PERSONAL_DATA_TABLES,
} from './personal-data-tables';

let t: TestApp;
let calls: ReturnType<typeof guestDataCalls>;
let first: TestHost;
let second: TestHost;

beforeAll(async () => {
  t = await createTestApp();
  calls = guestDataCalls(t);
  first = await createHost(t.database.db);
  second = await createHost(t.database.db);
});

afterAll(async () => {
  await t.close();
});

/** A guest of both test events, with a name and a phone no one else has. */
interface Person {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

function newPerson(): Person {
  const tag = unique('p').replace(/[^a-z0-9]/gi, '');
  return {
    email: `${tag}@example.com`,
    firstName: `Nome${tag}`,
    lastName: `Sobrenome${tag}`,
    phone: '(21) 99876-5432',
  };
}

const db = () => t.database.db;

/** The guest's order on `eventId`, paid by Pix, with a provider notification. */
async function orderOf(person: Person, eventId: number) {
  const order = await insertOrder(db(), eventId, {
    guestName: `${person.firstName} ${person.lastName}`,
    guestContact: person.email,
    guestNote: `Parabéns de ${person.firstName}`,
    itemPrices: [15_000],
  });
  const { reference } = oneRow(
    await db()
      .select({ reference: orders.providerReference })
      .from(orders)
      .where(eq(orders.id, order.id)),
  );
  return { ...order, reference: reference ?? '' };
}

/**
 * One fixture per table of the register holding guests' data: what puts a row of the person
 * there. A table added to the register without a fixture fails the test below.
 */
const FIXTURES: Record<GuestDataTable, (person: Person) => Promise<void>> = {
  guests: async (person) => {
    const guest = await createGuest(db(), first.event.id, {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email.toUpperCase(),
      phoneNumber: person.phone,
      companions: 1,
      companionNames: [`Acompanhante${person.firstName}`],
      note: `Nota de ${person.firstName}`,
    });
    await createGuestResponse(db(), first.event.id, guest.id, {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phoneNumber: person.phone,
    });
  },
  guest_responses: async (person) => {
    const entry = await createGuest(db(), second.event.id);
    await createGuestResponse(db(), second.event.id, entry.id, {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phoneNumber: person.phone,
      message: `Resposta de ${person.firstName}`,
    });
  },
  guest_messages: async (person) => {
    await createGuestMessage(db(), second.event.id, {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      message: `Recado de ${person.firstName}`,
    });
  },
  orders: async (person) => {
    await orderOf(person, second.event.id);
  },
  order_items: async (person) => {
    await orderOf(person, first.event.id);
  },
  order_pix_charges: async (person) => {
    const order = await orderOf(person, first.event.id);
    await db()
      .insert(orderPixCharges)
      .values({
        orderId: order.id,
        attempt: 1,
        copyPaste: `pix-${person.firstName}`,
        expiresAt: new Date(Date.now() + 3_600_000),
      });
  },
  payment_events: async (person) => {
    const order = await orderOf(person, first.event.id);
    await db()
      .insert(paymentEvents)
      .values({
        provider: 'local',
        providerEventId: unique('evt'),
        type: 'payment',
        reference: order.reference,
        payload: { reference: order.reference },
      });
  },
  invitations: async (person) => {
    await createInvitation(db(), second.event.id, {
      name: `Família ${person.lastName}`,
      email: person.email,
      phoneNumber: person.phone,
    });
  },
  rsvp_answers: async (person) => {
    const question = await createQuestion(db(), first.event.id, {
      label: `Cardápio de ${person.firstName}`,
      kind: 'text',
    });
    const { invitation } = await createInvitation(db(), first.event.id, {
      email: person.email,
    });
    await db()
      .insert(rsvpAnswers)
      .values({
        invitationId: invitation.id,
        questionId: question.id,
        values: [`Sem glúten, ${person.firstName}`],
      });
  },
  // The code and the access request come with the sign-in of every test.
  privacy_codes: () => Promise.resolve(),
  privacy_requests: () => Promise.resolve(),
  outbox: async (person) => {
    await db()
      .insert(outbox)
      .values({
        topic: 'order.approved',
        recipient: person.email,
        subject: `Obrigado, ${person.firstName}`,
        text: `Olá, ${person.firstName}`,
        nextAttemptAt: new Date(Date.now() + 86_400_000),
      });
  },
};

const GUEST_TABLES = Object.entries(PERSONAL_DATA_TABLES)
  .filter(([, rule]) => rule.subject === 'guest' || rule.subject === 'both')
  .map(([table]) => table as GuestDataTable);

/** Gives the person a row in every guest table and opens their 'Meus dados'. */
async function personWithEverything(): Promise<Person & { token: string }> {
  const person = newPerson();
  for (const table of GUEST_TABLES) await FIXTURES[table](person);
  return { ...person, token: await calls.signIn(person.email) };
}

const rowsOf = (table: GuestDataTable, person: Person, on: DbOrTx = db()) =>
  GUEST_DATA_READERS[table](on, {
    email: person.email,
    emailHash: guestEmailHash(person.email),
  });

/** Rows the erasure itself writes: the record of the request. */
const ADDED_BY_ERASURE: Partial<Record<GuestDataTable, number>> = {
  privacy_requests: 1,
};

async function countRows(table: GuestDataTable): Promise<number> {
  const { rows } = await db().execute<{ n: number }>(
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return rows[0]?.n ?? 0;
}

it('has a fixture for every table of the register holding guests’ data', () => {
  expect(GUEST_TABLES.length).toBeGreaterThan(0);
  for (const table of GUEST_TABLES) expect(FIXTURES[table]).toBeDefined();
  expect(Object.keys(FIXTURES).sort()).toEqual([...GUEST_TABLES].sort());
});

describe('GET /api/guests/privacy/data and the JSON download', () => {
  it.each(GUEST_TABLES)(
    '%s: holds exactly the person’s rows, none of another guest’s',
    async (table) => {
      const person = await personWithEverything();
      const other = await personWithEverything();

      const answer = await calls.data(person.token);
      expect(answer.statusCode).toBe(200);
      const rows = answer.json().data.tables[table];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows).toHaveLength((await rowsOf(table, person)).length);
      const text = JSON.stringify(rows);
      for (const stranger of [other.email, other.firstName, other.lastName])
        expect(text).not.toContain(stranger);
    },
  );

  it('names the events of the rows, and finds an e-mail whatever its case', async () => {
    const person = await personWithEverything();
    const { data } = (await calls.data(person.token)).json();

    expect(data.email).toBe(person.email);
    expect(data.events.map((event: { id: number }) => event.id)).toEqual(
      [first.event.id, second.event.id].sort((a, b) => a - b),
    );
    expect(data.tables.guests[0]).toMatchObject({
      email: person.email.toUpperCase(),
      firstName: person.firstName,
      companionNames: [`Acompanhante${person.firstName}`],
    });
    expect(data.tables.orders[0]).toMatchObject({
      chargedAmount: 15_000,
      guestNote: `Parabéns de ${person.firstName}`,
    });
  });

  it('downloads the same data as a JSON file', async () => {
    const person = await personWithEverything();
    const answer = await calls.exportJson(person.token);

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="meus-dados-celebra.json"',
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    const { exportedAt: _at, ...exported } = answer.json();
    const { exportedAt: _shown, ...shown } = (
      await calls.data(person.token)
    ).json().data;
    expect(exported).toEqual(shown);
  });
});

describe('GET /api/guests/privacy/export.csv', () => {
  it('is a spreadsheet for Excel pt-BR with every table, the event and pt-BR amounts', async () => {
    const person = await personWithEverything();
    const other = await personWithEverything();
    const answer = await calls.exportCsv(person.token);

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="meus-dados-celebra.csv"',
    );
    expect(answer.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = readSpreadsheetCsv(answer.body);
    expect(header).toEqual(['Dado', 'Evento', 'Campo', 'Valor']);
    expect(new Set(lines.map((line) => line[0]))).toEqual(
      new Set([
        'Lista de convidados',
        'Convite',
        'Resposta a uma pergunta',
        'Resposta de presença',
        'Recado',
        'Presente',
        'Item do presente',
        'Cobrança Pix',
        'Aviso de pagamento',
        'Código de acesso',
        'Pedido sobre seus dados',
        'E-mail enviado',
      ]),
    );
    expect(lines).toContainEqual([
      'Presente',
      'Ana & João',
      'Valor pago (R$)',
      '150,00',
    ]);
    expect(lines).toContainEqual([
      'Recado',
      'Ana & João',
      'Mensagem',
      `Recado de ${person.firstName}`,
    ]);
    expect(answer.body).not.toContain(other.email);
  });
});

describe('PUT /api/guests/privacy/data', () => {
  it('corrects the name everywhere and the phone of the entries and answers, and records it', async () => {
    const person = await personWithEverything();
    const answer = await calls.correct(person.token, {
      firstName: 'Mariana',
      lastName: 'Corrigida',
      phoneNumber: '(31) 98888-7777',
    });

    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe('Seus dados foram corrigidos.');
    const { tables } = answer.json().data;
    for (const row of [
      ...tables.guests,
      ...tables.guest_responses,
      ...tables.guest_messages,
    ])
      expect(row).toMatchObject({
        firstName: 'Mariana',
        lastName: 'Corrigida',
      });
    for (const row of [...tables.guests, ...tables.guest_responses])
      expect(row.phoneNumber).toBe('(31) 98888-7777');
    for (const order of tables.orders)
      expect(order).toMatchObject({
        guestName: 'Mariana Corrigida',
        guestContact: person.email,
      });
    const kinds = await t.database.db
      .select({ kind: privacyRequests.kind, outcome: privacyRequests.outcome })
      .from(privacyRequests)
      .where(eq(privacyRequests.email, person.email));
    expect(kinds.map((row) => row.kind)).toEqual([
      'guest_access',
      'guest_correction',
    ]);
    expect(kinds[1]?.outcome).not.toContain('Mariana');
  });

  it('keeps the phone when none is given, and refuses a bad one in pt-BR', async () => {
    const person = await personWithEverything();
    const kept = await calls.correct(person.token, {
      firstName: 'Bia',
      lastName: 'Souza',
      phoneNumber: '',
    });
    expect(kept.json().data.tables.guests[0].phoneNumber).toBe(person.phone);

    const refused = await calls.correct(person.token, {
      firstName: '',
      lastName: 'Souza',
      phoneNumber: '123',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({
      firstName: ['* Nome obrigatório'],
      phoneNumber: ['* Telefone inválido'],
    });
  });
});

describe('DELETE /api/guests/privacy/data', () => {
  it.each(GUEST_TABLES)(
    '%s: follows the register’s rule for the person and leaves another guest’s rows',
    async (table) => {
      const person = await personWithEverything();
      const other = await personWithEverything();
      const before = await rowsOf(table, person);
      const otherBefore = await rowsOf(table, other);
      const countBefore = await countRows(table);

      const answer = await calls.erase(person.token);
      expect(answer.statusCode).toBe(200);

      const rule = PERSONAL_DATA_TABLES[table].erase;
      expect(before.length).toBeGreaterThan(0);
      // Deleted or anonymised, no row holds the person's e-mail any more.
      if (rule !== 'keep') expect(await rowsOf(table, person)).toEqual([]);
      // Anonymised or kept, the rows stay (the erasure adds its own records).
      if (rule !== 'delete')
        expect(await countRows(table)).toBe(
          countBefore + (ADDED_BY_ERASURE[table] ?? 0),
        );
      expect(await rowsOf(table, other)).toEqual(otherBefore);
    },
  );

  it('anonymises the guest-list entries and keeps the gifts with their amounts, without name and contact', async () => {
    const person = await personWithEverything();
    const startedAt = new Date();
    const answer = await calls.erase(person.token);
    expect(answer.json().message).toBe(
      'Seus dados foram excluídos. Os registros dos presentes ficam guardados pelo prazo legal, sem seu nome e contato.',
    );

    const erased = await t.database.db
      .select()
      .from(guests)
      .where(gte(guests.anonymisedAt, startedAt));
    expect(erased).toHaveLength(1);
    expect(erased[0]).toMatchObject({
      firstName: 'Convidado',
      lastName: 'removido',
      email: '',
      phoneNumber: '',
      companions: 1,
      companionNames: [],
      note: null,
    });
    const kept = await t.database.db
      .select()
      .from(orders)
      .where(gte(orders.anonymisedAt, startedAt));
    // The fixtures of orders, order_items, order_pix_charges and payment_events: one each.
    expect(kept).toHaveLength(4);
    for (const order of kept)
      expect(order).toMatchObject({
        guestName: 'Convidado removido',
        guestContact: '',
        guestNote: '',
        total: 15_000,
        status: 'APPROVED',
      });
    const left = JSON.stringify([
      await t.database.db.select().from(guests),
      await t.database.db.select().from(guestResponses),
      await t.database.db.select().from(guestMessages),
      await t.database.db.select().from(orders),
      await t.database.db.select().from(outbox),
    ]);
    expect(left).not.toContain(person.email);
    expect(left).not.toContain(person.firstName);

    const after = (await calls.data(person.token)).json().data;
    expect(after.tables.guests).toEqual([]);
    expect(after.tables.orders).toEqual([]);
    expect(
      after.tables.privacy_requests.map((row: { kind: string }) => row.kind),
    ).toEqual(['guest_access', 'guest_erasure']);
  });

  it("leaves the gift in the host's received gifts as 'Convidado removido', with its amount and no contact", async () => {
    const host = await createHost(t.database.db);
    const person = newPerson();
    await orderOf(person, host.event.id);
    const token = await calls.signIn(person.email);

    await calls.erase(token);

    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/users/events/${host.event.id}/received-gifts`,
      headers: host.headers,
    });
    expect(answer.json().receivedGifts).toEqual([
      expect.objectContaining({
        guestName: 'Convidado removido',
        guestContact: '',
        guestNote: '',
        userAmount: 15_000,
        status: 'APPROVED',
        items: [expect.objectContaining({ giftName: 'Presente 1' })],
      }),
    ]);
  });

  it('mails the owner and co-hosts of each event that a guest removed their data, without saying who or what', async () => {
    const host = await createHost(t.database.db);
    const cohost = await createMember(t.database.db, host.event.id, 'cohost');
    const assistant = await createMember(
      t.database.db,
      host.event.id,
      'assistant',
    );
    const person = newPerson();
    await createGuestMessage(t.database.db, host.event.id, {
      email: person.email,
      firstName: person.firstName,
      message: 'Recado secreto',
    });
    const token = await calls.signIn(person.email);
    const lastId = (await outboxRows(t.database.db)).at(-1)?.id ?? 0;

    await calls.erase(token);

    const mails = await outboxRows(t.database.db, {
      topic: 'privacy.guest-erased',
      afterId: lastId,
    });
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(
      [host.user.email, cohost.user.email].sort(),
    );
    expect(mails.map((mail) => mail.recipient)).not.toContain(
      assistant.user.email,
    );
    for (const mail of mails) {
      expect(mail.subject).toBe('Um convidado removeu seus dados');
      expect(mail.text).toContain('Ana & João');
      for (const secret of [person.email, person.firstName, 'Recado secreto'])
        expect(`${mail.text}${mail.html}`).not.toContain(secret);
    }
  });

  it('rolls everything back when a step fails: nothing half-erased', async () => {
    const person = await personWithEverything();
    const before = await Promise.all(
      GUEST_TABLES.map((table) => rowsOf(table, person)),
    );
    // The hosts' e-mail is the last step: a recipient the outbox refuses makes it fail.
    await t.database.db.execute(
      `create or replace function refuse_guest_erased() returns trigger as $$ begin raise exception 'refused'; end $$ language plpgsql`,
    );
    await t.database.db.execute(
      `create trigger refuse_guest_erased before insert on outbox for each row when (new.topic = 'privacy.guest-erased') execute function refuse_guest_erased()`,
    );
    try {
      const answer = await calls.erase(person.token);
      expect(answer.statusCode).toBe(500);
    } finally {
      await t.database.db.execute('drop trigger refuse_guest_erased on outbox');
    }
    const after = await Promise.all(
      GUEST_TABLES.map((table) => rowsOf(table, person)),
    );
    expect(after).toEqual(before);
  });
});

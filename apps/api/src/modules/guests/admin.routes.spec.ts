import {
  deleteAdminGuestResponseSchema,
  errorResponseSchema,
  listAdminGuestsResponseSchema,
  saveAdminGuestResponseSchema,
} from '@celebra/contracts';
import { guests } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { insertEvent, insertUser } from '../../test/admin-factories';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  createAdmin,
  createHost,
  type TestAdmin,
  unique,
} from '../../test/factories';
import { countGuests, createGuest } from '../../test/guest-factories';

let t: TestApp;
let admin: TestAdmin;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.database.db);
});

afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const request = (
  method: Method,
  url: string,
  payload?: object,
  headers = admin.headers,
) => t.app.inject({ method, url, headers, payload });

const newEvent = async () =>
  (await insertEvent(t.database.db, (await insertUser(t.database.db)).id)).id;

const guestRow = async (id: number) => {
  const [row] = await t.database.db
    .select()
    .from(guests)
    .where(eq(guests.id, id));
  return row;
};

const valid = () => ({
  firstName: ' Bruno ',
  lastName: 'Teixeira',
  email: `${unique('Bruno.T')}@Example.com`,
  phoneNumber: '(51) 98888-7777',
});

const invalidCases: [Record<string, unknown>, string, string][] = [
  [{ firstName: '' }, 'firstName', '* Nome obrigatório'],
  [{ lastName: '  ' }, 'lastName', '* Sobrenome obrigatório'],
  [{ email: undefined }, 'email', '* E-mail obrigatório'],
  [{ email: 'bruno@' }, 'email', '* E-mail inválido'],
  [{ phoneNumber: null }, 'phoneNumber', '* Telefone obrigatório'],
  [{ phoneNumber: '51 98888-7777' }, 'phoneNumber', '* Telefone inválido'],
];

describe('GET /api/admin/events/{id}/guests', () => {
  it("lists the event's guests in confirmation order", async () => {
    const eventId = await newEvent();
    const second = await createGuest(t.database.db, eventId, {
      firstName: 'Zé',
      attending: false,
      note: 'Não poderei ir, felicidades!',
      createdAt: new Date('2030-01-02T10:00:00Z'),
    });
    const first = await createGuest(t.database.db, eventId, {
      createdAt: new Date('2030-01-01T10:00:00Z'),
    });
    await createGuest(t.database.db, await newEvent());

    const response = await request(
      'GET',
      `/api/admin/events/${eventId}/guests`,
    );
    expect(response.statusCode).toBe(200);
    const body = listAdminGuestsResponseSchema.parse(response.json());
    expect(body.guests.map((guest) => guest.id)).toEqual([first.id, second.id]);
    expect(body.guests[1]).toEqual({
      id: second.id,
      eventId,
      firstName: 'Zé',
      lastName: 'Silva',
      email: second.email,
      phoneNumber: '(11) 91234-5678',
      attending: false,
      companions: 0,
      companionNames: [],
      message: 'Não poderei ir, felicidades!',
      createdAt: '2030-01-02T10:00:00.000Z',
    });
  });

  it('shows the companions and their names', async () => {
    const eventId = await newEvent();
    await createGuest(t.database.db, eventId, {
      companions: 2,
      companionNames: ['Leo', 'Bia'],
      note: 'Até lá!',
    });
    const response = await request(
      'GET',
      `/api/admin/events/${eventId}/guests`,
    );
    expect(listAdminGuestsResponseSchema.parse(response.json()).guests).toEqual(
      [
        expect.objectContaining({
          attending: true,
          companions: 2,
          companionNames: ['Leo', 'Bia'],
          message: 'Até lá!',
        }),
      ],
    );
  });

  it('answers 404 for an unknown event and 401 to a host token', async () => {
    const missing = await request('GET', '/api/admin/events/999999/guests');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Evento não encontrado.');

    const host = await createHost(t.database.db);
    const response = await request(
      'GET',
      `/api/admin/events/${host.event.id}/guests`,
      undefined,
      host.headers,
    );
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/admin/events/{id}/guests', () => {
  it('adds the guest, trimmed, with the e-mail lower-cased', async () => {
    const eventId = await newEvent();
    const payload = valid();
    const response = await request(
      'POST',
      `/api/admin/events/${eventId}/guests`,
      payload,
    );
    expect(response.statusCode).toBe(200);
    const body = saveAdminGuestResponseSchema.parse(response.json());
    expect(body.message).toBe('Convidado adicionado com sucesso.');
    expect(body.guest).toMatchObject({
      eventId,
      firstName: 'Bruno',
      email: payload.email.toLowerCase(),
    });
    expect(await guestRow(body.guest.id)).toMatchObject({
      eventId,
      firstName: 'Bruno',
      lastName: 'Teixeira',
      phoneNumber: '(51) 98888-7777',
      source: 'admin',
    });
  });

  it.each(invalidCases)(
    'refuses %j with 400 (%s: "%s") and adds nobody',
    async (change, field, message) => {
      const eventId = await newEvent();
      const response = await request(
        'POST',
        `/api/admin/events/${eventId}/guests`,
        { ...valid(), ...change },
      );
      expect(response.statusCode).toBe(400);
      const body = errorResponseSchema.parse(response.json());
      expect(body.message).toBe(message);
      expect(body.fieldErrors?.[field]).toEqual([message]);
      expect(await countGuests(t.database.db, eventId)).toBe(0);
    },
  );

  it('refuses an e-mail already on the list (any case) with 409; other events do not count', async () => {
    const eventId = await newEvent();
    const existing = await createGuest(t.database.db, eventId);
    const other = await createGuest(t.database.db, await newEvent());

    const response = await request(
      'POST',
      `/api/admin/events/${eventId}/guests`,
      {
        ...valid(),
        email: existing.email.toUpperCase(),
      },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Este e-mail já está na lista de convidados.',
    );
    expect(await countGuests(t.database.db, eventId)).toBe(1);

    const allowed = await request(
      'POST',
      `/api/admin/events/${eventId}/guests`,
      {
        ...valid(),
        email: other.email,
      },
    );
    expect(allowed.statusCode).toBe(200);
  });

  it('answers 404 for an unknown event, writing nothing', async () => {
    const before = await t.database.db.$count(guests);
    const response = await request(
      'POST',
      '/api/admin/events/999999/guests',
      valid(),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Evento não encontrado.');
    expect(await t.database.db.$count(guests)).toBe(before);
  });
});

describe('PUT /api/admin/events/{id}/guests/{guestId}', () => {
  it('saves the guest', async () => {
    const eventId = await newEvent();
    const guest = await createGuest(t.database.db, eventId);
    const payload = valid();
    const response = await request(
      'PUT',
      `/api/admin/events/${eventId}/guests/${guest.id}`,
      payload,
    );
    expect(response.statusCode).toBe(200);
    const body = saveAdminGuestResponseSchema.parse(response.json());
    expect(body.message).toBe('Convidado atualizado com sucesso.');
    expect(await guestRow(guest.id)).toMatchObject({
      firstName: 'Bruno',
      lastName: 'Teixeira',
      email: payload.email.toLowerCase(),
      phoneNumber: '(51) 98888-7777',
    });
  });

  it('keeps its own e-mail, and refuses another guest’s with 409', async () => {
    const eventId = await newEvent();
    const guest = await createGuest(t.database.db, eventId);
    const other = await createGuest(t.database.db, eventId);
    const own = await request(
      'PUT',
      `/api/admin/events/${eventId}/guests/${guest.id}`,
      { ...valid(), email: guest.email },
    );
    expect(own.statusCode).toBe(200);

    const before = await guestRow(guest.id);
    const taken = await request(
      'PUT',
      `/api/admin/events/${eventId}/guests/${guest.id}`,
      { ...valid(), email: other.email },
    );
    expect(taken.statusCode).toBe(409);
    expect(await guestRow(guest.id)).toEqual(before);
  });

  it.each(invalidCases)(
    'refuses %j with 400 (%s: "%s") and changes nothing',
    async (change, field, message) => {
      const eventId = await newEvent();
      const guest = await createGuest(t.database.db, eventId);
      const response = await request(
        'PUT',
        `/api/admin/events/${eventId}/guests/${guest.id}`,
        { ...valid(), ...change },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors[field]).toEqual([message]);
      expect(await guestRow(guest.id)).toEqual(guest);
    },
  );

  it('answers 404 for a guest of another event and leaves it unchanged', async () => {
    const eventId = await newEvent();
    const foreign = await createGuest(t.database.db, await newEvent());
    const response = await request(
      'PUT',
      `/api/admin/events/${eventId}/guests/${foreign.id}`,
      valid(),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Convidado não encontrado.');
    expect(await guestRow(foreign.id)).toEqual(foreign);
  });
});

describe('DELETE /api/admin/events/{id}/guests/{guestId}', () => {
  it('removes the guest', async () => {
    const eventId = await newEvent();
    const guest = await createGuest(t.database.db, eventId);
    const response = await request(
      'DELETE',
      `/api/admin/events/${eventId}/guests/${guest.id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(deleteAdminGuestResponseSchema.parse(response.json())).toEqual({
      success: true,
      message: 'Convidado removido com sucesso.',
    });
    expect(await guestRow(guest.id)).toBeUndefined();
  });

  it('answers 404 for a guest of another event or an unknown event, deleting nothing', async () => {
    const eventId = await newEvent();
    const foreign = await createGuest(t.database.db, await newEvent());
    const other = await request(
      'DELETE',
      `/api/admin/events/${eventId}/guests/${foreign.id}`,
    );
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Convidado não encontrado.');

    const unknown = await request(
      'DELETE',
      `/api/admin/events/999999/guests/${foreign.id}`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Evento não encontrado.');
    expect(await guestRow(foreign.id)).toEqual(foreign);
  });

  it('answers 401 to a host token on its own guest, deleting nothing', async () => {
    const host = await createHost(t.database.db);
    const guest = await createGuest(t.database.db, host.event.id);
    const response = await request(
      'DELETE',
      `/api/admin/events/${host.event.id}/guests/${guest.id}`,
      undefined,
      host.headers,
    );
    expect(response.statusCode).toBe(401);
    expect(await guestRow(guest.id)).toEqual(guest);
  });
});

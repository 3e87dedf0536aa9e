import {
  errorResponseSchema,
  getAdminUserResponseSchema,
  listAdminUserEventsResponseSchema,
  listAdminUsersResponseSchema,
  updateAdminUserResponseSchema,
} from '@celebra/contracts';
import { eventMembers, users } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { insertEvent, insertUser } from '../../test/admin-factories';
import {
  adminHeaders,
  createAdmin,
  createHost,
  type TestAdmin,
  unique,
} from '../../test/factories';

let t: TestApp;
let admin: TestAdmin;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.database.db);
});

afterAll(async () => {
  await t.close();
});

const request = (
  method: 'GET' | 'PUT',
  url: string,
  payload?: object,
  headers = admin.headers,
) => t.app.inject({ method, url, headers, payload });

const list = async (query: string) => {
  const response = await request('GET', `/api/admin/users?${query}`);
  expect(response.statusCode).toBe(200);
  return listAdminUsersResponseSchema.parse(response.json());
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('GET /api/admin/users', () => {
  it('pages 20 at a time, newest first, with the total of matches', async () => {
    const marker = unique('Paginado');
    const created = [];
    for (let index = 0; index < 23; index += 1)
      created.push(
        await insertUser(t.database.db, {
          lastName: `${marker} ${index}`,
          createdAt: minutesAgo(100 - index),
        }),
      );
    const newestFirst = created.map((user) => user.id).reverse();

    const first = await list(`name=${marker}`);
    expect(first.total).toBe(23);
    expect(first.users.map((user) => user.id)).toEqual(
      newestFirst.slice(0, 20),
    );

    const second = await list(`name=${marker}&page=2`);
    expect(second.total).toBe(23);
    expect(second.users.map((user) => user.id)).toEqual(newestFirst.slice(20));

    const small = await list(`name=${marker}&page=3&limit=5`);
    expect(small.users.map((user) => user.id)).toEqual(
      newestFirst.slice(10, 15),
    );
  });

  it('answers every user without filters, without secrets', async () => {
    const body = await list('');
    expect(body.total).toBe(await t.database.db.$count(users));
    expect(body.users.length).toBe(Math.min(20, body.total));
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('finds by first name, last name or both, ignoring case and accents', async () => {
    const last = unique('Conceição');
    const user = await insertUser(t.database.db, {
      firstName: 'José',
      lastName: last,
    });
    await insertUser(t.database.db, { firstName: 'Joana', lastName: last });

    const byFull = await list(`name=${encodeURIComponent(`JOSE ${last}`)}`);
    expect(byFull.users.map((found) => found.id)).toEqual([user.id]);

    const byLast = await list(
      `name=${encodeURIComponent(last.toUpperCase().replace('Ç', 'C').replace('Ã', 'A'))}`,
    );
    expect(byLast.total).toBe(2);

    const byFirst = await list('name=jos%C3%A9');
    expect(byFirst.users.map((found) => found.id)).toContain(user.id);
    expect(byFirst.users.every((found) => found.firstName === 'José')).toBe(
      true,
    );
  });

  it('finds by any part of the e-mail, ignoring case', async () => {
    const local = unique('Filtro.Email');
    const user = await insertUser(t.database.db, {
      email: `${local.toLowerCase()}@exemplo.com.br`,
    });
    const body = await list(`email=${encodeURIComponent(local.toUpperCase())}`);
    expect(body.users.map((found) => found.id)).toEqual([user.id]);
    expect(body.total).toBe(1);
  });

  it('finds by a run of phone digits, whatever the mask', async () => {
    const user = await insertUser(t.database.db, {
      phoneNumber: '(47) 93131-2727',
    });
    for (const phone of ['93131', '(47) 93131', '4793131-27', '31-2727']) {
      const body = await list(`phoneNumber=${encodeURIComponent(phone)}`);
      expect(body.users.map((found) => found.id)).toEqual([user.id]);
    }
    expect((await list('phoneNumber=93131-2728')).total).toBe(0);
  });

  it('combines filters and takes wildcards literally', async () => {
    const marker = unique('Combo');
    const match = await insertUser(t.database.db, {
      lastName: marker,
      phoneNumber: '(31) 95555-1111',
    });
    await insertUser(t.database.db, {
      lastName: marker,
      phoneNumber: '(31) 96666-2222',
    });
    const body = await list(`name=${marker}&phoneNumber=5555`);
    expect(body.users.map((found) => found.id)).toEqual([match.id]);
    expect((await list('name=%25')).total).toBe(0);
    expect((await list('email=_')).total).toBe(0);
  });

  it.each(['page=0', 'limit=101', 'page=abc'])(
    'refuses %s with 400',
    async (query) => {
      const response = await request('GET', `/api/admin/users?${query}`);
      expect(response.statusCode).toBe(400);
      expect(errorResponseSchema.parse(response.json()).message).toBe(
        'Paginação inválida.',
      );
    },
  );

  it('answers 401 without a session and to a host token', async () => {
    const host = await createHost(t.database.db);
    expect(
      (await request('GET', '/api/admin/users', undefined, {})).statusCode,
    ).toBe(401);
    for (const headers of [
      host.headers,
      adminHeaders(host.token, host.user.id),
    ]) {
      const response = await request(
        'GET',
        '/api/admin/users',
        undefined,
        headers,
      );
      expect(response.statusCode).toBe(401);
    }
  });

  // Last in this describe: it adds over a thousand users.
  it("counts at most 1,000 matches: 'more than' past them, the exact total up to them", async () => {
    const marker = unique('Muitos');
    const manyUsers = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => ({
        firstName: 'Paula',
        lastName: `${marker} ${from + index}`,
        email: `${marker}-${from + index}@example.com`.toLowerCase(),
        phoneNumber: '(21) 99876-5432',
        passwordHash: 'not-a-real-hash',
        createdAt: minutesAgo(5000 - from - index),
      }));
    await t.database.db.insert(users).values(manyUsers(0, 1000));

    const exact = await list(`name=${marker}`);
    expect(exact).toMatchObject({ total: 1000, totalIsLowerBound: false });

    await t.database.db.insert(users).values(manyUsers(1000, 1));
    const capped = await list(`name=${marker}`);
    expect(capped).toMatchObject({ total: 1000, totalIsLowerBound: true });
    expect(capped.users.map((user) => user.lastName)).toEqual(
      Array.from({ length: 20 }, (_, index) => `${marker} ${1000 - index}`),
    );

    // A page past the first thousand counts up to its end, and so knows the exact total here.
    const last = await list(`name=${marker}&page=51`);
    expect(last).toMatchObject({ total: 1001, totalIsLowerBound: false });
    expect(last.users.map((user) => user.lastName)).toEqual([`${marker} 0`]);
  });
});

describe('GET /api/admin/users/{id}', () => {
  it('answers the user with status and active', async () => {
    const user = await insertUser(t.database.db, { active: false });
    const response = await request('GET', `/api/admin/users/${user.id}`);
    expect(response.statusCode).toBe(200);
    expect(getAdminUserResponseSchema.parse(response.json())).toEqual({
      success: true,
      user: {
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        phoneNumber: user.phoneNumber,
        status: 'INACTIVE',
        active: false,
        createdAt: user.createdAt.toISOString(),
      },
    });
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const missing = await request('GET', '/api/admin/users/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Usuário não encontrado.');
    const malformed = await request('GET', '/api/admin/users/abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Identificador inválido.');
  });
});

describe('GET /api/admin/user-events/{id}', () => {
  it("lists the user's events, newest first, with their location", async () => {
    const db = t.database.db;
    const user = await insertUser(db);
    const place = await insertEvent(
      db,
      user.id,
      { title: 'Com local', createdAt: minutesAgo(40), description: 'Festa' },
      { eventLocation: 'Salão Azul' },
    );
    const address = await insertEvent(
      db,
      user.id,
      { title: 'Só endereço', createdAt: minutesAgo(30) },
      { eventLocation: null, fullAddress: 'Rua A, 1' },
    );
    const online = await insertEvent(
      db,
      user.id,
      { title: 'Online', createdAt: minutesAgo(20) },
      { eventType: 'virtual', eventLocation: 'Antigo salão' },
    );
    const empty = await insertEvent(
      db,
      user.id,
      { title: 'Sem detalhes', createdAt: minutesAgo(10) },
      null,
    );
    await insertEvent(db, (await insertUser(db)).id);

    const response = await request('GET', `/api/admin/user-events/${user.id}`);
    expect(response.statusCode).toBe(200);
    const { events } = listAdminUserEventsResponseSchema.parse(response.json());
    expect(events.map((event) => [event.id, event.location])).toEqual([
      [empty.id, null],
      [online.id, 'Online'],
      [address.id, 'Rua A, 1'],
      [place.id, 'Salão Azul'],
    ]);
    expect(events[3]).toEqual({
      id: place.id,
      title: 'Com local',
      subtitle: 'Aniversário',
      createdAt: place.createdAt.toISOString(),
      location: 'Salão Azul',
      description: 'Festa',
      role: 'owner',
    });
  });

  it('lists the events the user is a member of with their role there', async () => {
    const db = t.database.db;
    const user = await insertUser(db);
    const other = await insertEvent(db, (await insertUser(db)).id, {
      title: 'Do outro',
    });
    await db
      .insert(eventMembers)
      .values({ eventId: other.id, userId: user.id, role: 'assistant' });

    const response = await request('GET', `/api/admin/user-events/${user.id}`);
    const { events } = listAdminUserEventsResponseSchema.parse(response.json());
    expect(events.map((event) => [event.title, event.role])).toEqual([
      ['Do outro', 'assistant'],
    ]);
  });

  it('answers an empty list for a user without events and 404 for an unknown user', async () => {
    const user = await insertUser(t.database.db);
    expect(
      (await request('GET', `/api/admin/user-events/${user.id}`)).json(),
    ).toEqual({ success: true, events: [] });
    const missing = await request('GET', '/api/admin/user-events/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Usuário não encontrado.');
  });
});

describe('PUT /api/admin/users/{id}', () => {
  const valid = () => ({
    firstName: ' Renata ',
    lastName: 'Moraes',
    email: `${unique('Renata.Moraes')}@Example.com`,
    phoneNumber: '(11) 97777-8888',
    active: true,
  });

  const rowOf = async (id: number) => {
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, id));
    return row;
  };

  it('saves the profile, trimmed and with the e-mail lower-cased', async () => {
    const user = await insertUser(t.database.db);
    const payload = valid();
    const response = await request(
      'PUT',
      `/api/admin/users/${user.id}`,
      payload,
    );
    expect(response.statusCode).toBe(200);
    const body = updateAdminUserResponseSchema.parse(response.json());
    expect(body.message).toBe('Alterações salvas com sucesso.');
    expect(body.user).toMatchObject({
      id: user.id,
      firstName: 'Renata',
      email: payload.email.toLowerCase(),
      status: 'ACTIVE',
    });
    expect(await rowOf(user.id)).toMatchObject({
      firstName: 'Renata',
      lastName: 'Moraes',
      email: payload.email.toLowerCase(),
      phoneNumber: '(11) 97777-8888',
      active: true,
    });
  });

  it('deactivates with 0 and closes the sessions; 1 reactivates', async () => {
    const host = await createHost(t.database.db);
    const me = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: host.headers,
      });
    expect((await me()).statusCode).toBe(200);

    const payload = { ...valid(), active: 0 };
    const off = await request(
      'PUT',
      `/api/admin/users/${host.user.id}`,
      payload,
    );
    expect(off.statusCode).toBe(200);
    expect(off.json().user).toMatchObject({
      active: false,
      status: 'INACTIVE',
    });
    expect((await rowOf(host.user.id))?.active).toBe(false);

    const on = await request('PUT', `/api/admin/users/${host.user.id}`, {
      ...payload,
      active: 1,
    });
    expect(on.json().user.active).toBe(true);
    expect((await me()).statusCode).toBe(401);
  });

  it('keeps its own e-mail in another case', async () => {
    const user = await insertUser(t.database.db);
    const response = await request('PUT', `/api/admin/users/${user.id}`, {
      ...valid(),
      email: user.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(200);
  });

  it("refuses another user's e-mail (any case) with 409 and changes nothing", async () => {
    const taken = await insertUser(t.database.db);
    const user = await insertUser(t.database.db);
    const response = await request('PUT', `/api/admin/users/${user.id}`, {
      ...valid(),
      email: taken.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Este e-mail já está cadastrado.');
    expect(await rowOf(user.id)).toEqual(user);
  });

  it.each([
    [{ firstName: '  ' }, 'firstName', '* Nome obrigatório'],
    [{ lastName: undefined }, 'lastName', '* Sobrenome obrigatório'],
    [{ email: '' }, 'email', '* E-mail obrigatório'],
    [{ email: 'renata@exemplo' }, 'email', '* E-mail inválido'],
    [{ phoneNumber: '' }, 'phoneNumber', '* Telefone obrigatório'],
    [{ phoneNumber: '11977778888' }, 'phoneNumber', '* Telefone inválido'],
    [{ active: undefined }, 'active', '* Campo obrigatório'],
    [{ active: 2 }, 'active', 'Valor inválido'],
  ])(
    'refuses %j with 400 %s "%s" and writes nothing',
    async (change, field, message) => {
      const user = await insertUser(t.database.db);
      const response = await request('PUT', `/api/admin/users/${user.id}`, {
        ...valid(),
        ...change,
      });
      expect(response.statusCode).toBe(400);
      const body = errorResponseSchema.parse(response.json());
      expect(body.message).toBe(message);
      expect(body.fieldErrors?.[field]).toEqual([message]);
      expect(await rowOf(user.id)).toEqual(user);
    },
  );

  it('answers 404 for an unknown user and 401 to a host token', async () => {
    const missing = await request('PUT', '/api/admin/users/999999', valid());
    expect(missing.statusCode).toBe(404);
    const host = await createHost(t.database.db);
    const response = await request(
      'PUT',
      `/api/admin/users/${host.user.id}`,
      { ...valid(), active: false },
      host.headers,
    );
    expect(response.statusCode).toBe(401);
    expect((await rowOf(host.user.id))?.active).toBe(true);
  });
});

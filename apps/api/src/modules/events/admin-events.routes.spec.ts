import {
  errorResponseSchema,
  getAdminEventResponseSchema,
  listAdminEventsResponseSchema,
  updateAdminEventResponseSchema,
  itemAt,
} from '@celebra/contracts';
import { eventDetails, eventMembers, events } from '@celebra/db';
import { eq } from 'drizzle-orm';
import {
  findEventDetails,
  insertEvent,
  insertUser,
} from '../../test/admin-factories';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  createAdmin,
  createCatalogue,
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
  const response = await request('GET', `/api/admin/events?${query}`);
  expect(response.statusCode).toBe(200);
  return listAdminEventsResponseSchema.parse(response.json());
};

const idsOf = (body: { events: { id: number }[] }) =>
  body.events.map((event) => event.id);

const newUser = () => insertUser(t.database.db, { firstName: 'Lia' });

const eventRow = async (id: number) => {
  const [row] = await t.database.db
    .select()
    .from(events)
    .where(eq(events.id, id));
  return row;
};

/**
 * Adds events `marker from` … `marker from+count-1` in one go, a minute apart (the later number
 * newer), each with details on `eventDate` when given.
 */
const manyEvents = async (marker: string, eventDate?: string) => {
  const owner = await newUser();
  const { categoryId } = await createCatalogue(t.database.db, {
    giftCount: 1,
  });
  return async (from: number, count: number) => {
    const rows = await t.database.db
      .insert(events)
      .values(
        Array.from({ length: count }, (_, index) => ({
          userId: owner.id,
          eventCategoryId: categoryId,
          slug: `${marker}-${from + index}`.toLowerCase(),
          title: `${marker} ${from + index}`,
          createdAt: new Date(Date.UTC(2024, 0, 1) + (from + index) * 60_000),
        })),
      )
      .returning({ id: events.id });
    await t.database.db.insert(eventMembers).values(
      rows.map(({ id }) => ({
        eventId: id,
        userId: owner.id,
        role: 'owner' as const,
      })),
    );
    if (eventDate)
      await t.database.db
        .insert(eventDetails)
        .values(rows.map(({ id }) => ({ eventId: id, eventDate })));
  };
};

describe('GET /api/admin/events', () => {
  it('pages 20 at a time, newest first, with totalPages and the owner name', async () => {
    const user = await newUser();
    const marker = unique('Paginado');
    const created = [];
    for (let index = 0; index < 23; index += 1)
      created.push(
        await insertEvent(t.database.db, user.id, {
          title: `${marker} ${index}`,
          createdAt: new Date(Date.UTC(2021, 0, 1, 12, index)),
        }),
      );
    const newestFirst = created.map((event) => event.id).reverse();

    const first = await list(`title=${marker}`);
    expect(first).toMatchObject({ total: 23, totalPages: 2 });
    expect(idsOf(first)).toEqual(newestFirst.slice(0, 20));
    expect(first.events[0]).toEqual({
      id: itemAt(created, 22).id,
      title: `${marker} 22`,
      subtitle: 'Aniversário',
      slug: itemAt(created, 22).slug,
      active: true,
      color: '#c2185b',
      createdAt: itemAt(created, 22).createdAt.toISOString(),
      updatedAt: itemAt(created, 22).updatedAt.toISOString(),
      eventDate: '2030-06-15',
      user: { firstName: 'Lia', lastName: user.lastName },
    });

    const second = await list(`title=${marker}&page=2`);
    expect(second).toMatchObject({ total: 23, totalPages: 2 });
    expect(idsOf(second)).toEqual(newestFirst.slice(20));

    expect(await list(`title=${marker}&limit=10`)).toMatchObject({
      totalPages: 3,
    });
    expect((await list(`title=${marker}&page=9`)).events).toEqual([]);
  });

  it('finds by exact id, and by any part of the title or slug ignoring case', async () => {
    const user = await newUser();
    const marker = unique('busca');
    const wedding = await insertEvent(t.database.db, user.id, {
      title: `Casamento ${marker}`,
      slug: `${marker}-casamento`,
    });
    const party = await insertEvent(t.database.db, user.id, {
      title: `Festa ${marker}`,
      slug: `${marker}-festa`,
    });

    expect(idsOf(await list(`id=${wedding.id}`))).toEqual([wedding.id]);
    expect(idsOf(await list(`title=CASAMENTO%20${marker}`))).toEqual([
      wedding.id,
    ]);
    expect(idsOf(await list(`slug=${marker.toUpperCase()}-FES`))).toEqual([
      party.id,
    ]);
    expect(idsOf(await list(`title=${marker}`))).toEqual([
      party.id,
      wedding.id,
    ]);
    expect(idsOf(await list(`title=${marker}&slug=festa`))).toEqual([party.id]);
  });

  it('filters by status', async () => {
    const user = await newUser();
    const marker = unique('Status');
    const on = await insertEvent(t.database.db, user.id, { title: marker });
    const off = await insertEvent(t.database.db, user.id, {
      title: marker,
      active: false,
    });
    expect(idsOf(await list(`title=${marker}&active=active`))).toEqual([on.id]);
    expect(idsOf(await list(`title=${marker}&active=disabled`))).toEqual([
      off.id,
    ]);
    expect(idsOf(await list(`title=${marker}`))).toEqual([off.id, on.id]);
  });

  it('filters by creation day in São Paulo, both ends inclusive', async () => {
    const user = await newUser();
    const marker = unique('Criado');
    const at = (iso: string) =>
      insertEvent(t.database.db, user.id, {
        title: marker,
        createdAt: new Date(iso),
      });
    const january = await at('2024-01-10T15:00:00Z');
    const febFirst = await at('2024-02-01T03:30:00Z');
    // 23:30 of 29 February in São Paulo (UTC−3).
    const leapNight = await at('2024-03-01T02:30:00Z');
    const march = await at('2024-03-01T03:30:00Z');

    expect(
      idsOf(
        await list(`title=${marker}&startDate=2024-02-01&endDate=2024-02-29`),
      ),
    ).toEqual([leapNight.id, febFirst.id]);
    expect(
      idsOf(
        await list(
          `title=${marker}&dateFilterType=createdAt&startDate=2024-03-01`,
        ),
      ),
    ).toEqual([march.id]);
    expect(idsOf(await list(`title=${marker}&endDate=2024-01-31`))).toEqual([
      january.id,
    ]);
  });

  it('filters by event date, leaving out events without one', async () => {
    const user = await newUser();
    const marker = unique('Data');
    const on = (eventDate: string | null) =>
      insertEvent(t.database.db, user.id, { title: marker }, { eventDate });
    const may = await on('2031-05-01');
    const june = await on('2031-06-30');
    await on('2031-07-01');
    await on(null);
    await insertEvent(t.database.db, user.id, { title: marker }, null);

    const body = await list(
      `title=${marker}&dateFilterType=eventDate&startDate=2031-05-01&endDate=2031-06-30`,
    );
    expect(idsOf(body).sort()).toEqual([may.id, june.id].sort());
    expect(body.events.map((event) => event.eventDate).sort()).toEqual([
      '2031-05-01',
      '2031-06-30',
    ]);
  });

  // The event date alone is read from the date index (each event then by id): the same matches,
  // order and total as every other filter.
  it('filters by the event date alone: both ends inclusive, newest first, disabled events too', async () => {
    const user = await newUser();
    const at = (minute: number) => new Date(Date.UTC(2025, 2, 1, 12, minute));
    const on = (eventDate: string | null, createdAt: Date, active = true) =>
      insertEvent(t.database.db, user.id, { createdAt, active }, { eventDate });
    const first = await on('2088-03-01', at(1));
    const last = await on('2088-03-31', at(3));
    const disabled = await on('2088-03-15', at(2), false);
    const tie = await on('2088-03-20', at(3));
    await on('2088-02-29', at(4));
    await on('2088-04-01', at(4));
    await on(null, at(4));
    await insertEvent(t.database.db, user.id, { createdAt: at(4) }, null);

    const body = await list(
      'dateFilterType=eventDate&startDate=2088-03-01&endDate=2088-03-31',
    );
    expect(body).toMatchObject({ total: 4, totalIsLowerBound: false });
    // The same creation instant: the later id first.
    expect(idsOf(body)).toEqual([tie.id, last.id, disabled.id, first.id]);
    expect(body.events.map((event) => event.eventDate)).toEqual([
      '2088-03-20',
      '2088-03-31',
      '2088-03-15',
      '2088-03-01',
    ]);
  });

  it('ignores blank parameters', async () => {
    const body = await list(
      'id=&title=&slug=&active=&dateFilterType=&startDate=&endDate=',
    );
    expect(body.total).toBe(await t.database.db.$count(events));
  });

  it.each([
    ['active=yes', 'active', 'Valor inválido'],
    ['dateFilterType=updatedAt', 'dateFilterType', 'Valor inválido'],
    ['startDate=2024-02-30', 'startDate', 'Data inválida.'],
    ['endDate=01/02/2024', 'endDate', 'Data inválida.'],
    [
      'startDate=2024-03-02&endDate=2024-03-01',
      'endDate',
      'A data final deve ser igual ou posterior à data inicial.',
    ],
    ['id=0', 'id', 'Identificador inválido.'],
    ['page=0', 'page', 'Paginação inválida.'],
  ])('refuses %s with 400', async (query, field, message) => {
    const response = await request('GET', `/api/admin/events?${query}`);
    expect(response.statusCode).toBe(400);
    const body = errorResponseSchema.parse(response.json());
    expect(body.message).toBe(message);
    expect(body.fieldErrors?.[field]).toEqual([message]);
  });

  it('answers 401 without a session and to a host token', async () => {
    const host = await createHost(t.database.db);
    for (const headers of [{}, host.headers]) {
      expect(
        (await request('GET', '/api/admin/events', undefined, headers))
          .statusCode,
      ).toBe(401);
    }
  });

  // The last two in this describe: each adds over a thousand events.
  it("counts at most 1,000 matches: 'more than' past them, the exact total up to them", async () => {
    const marker = unique('Lotada');
    const addEvents = await manyEvents(marker);
    await addEvents(0, 1000);

    const exact = await list(`title=${marker}`);
    expect(exact).toMatchObject({
      total: 1000,
      totalIsLowerBound: false,
      totalPages: 50,
    });

    await addEvents(1000, 1);
    const capped = await list(`title=${marker}`);
    expect(capped).toMatchObject({
      total: 1000,
      totalIsLowerBound: true,
      totalPages: 50,
    });
    expect(capped.events.map((event) => event.title)).toEqual(
      Array.from({ length: 20 }, (_, index) => `${marker} ${1000 - index}`),
    );

    // A page past the first thousand counts up to its end, and so knows the exact total here.
    const last = await list(`title=${marker}&page=51`);
    expect(last).toMatchObject({
      total: 1001,
      totalIsLowerBound: false,
      totalPages: 51,
    });
    expect(last.events.map((event) => event.title)).toEqual([`${marker} 0`]);
  });

  it('counts at most 1,000 matches of the event date alone, as of any other filter', async () => {
    const marker = unique('Datada');
    const addEvents = await manyEvents(marker, '2089-05-10');
    const query =
      'dateFilterType=eventDate&startDate=2089-05-01&endDate=2089-05-31';
    await addEvents(0, 1000);

    const exact = await list(query);
    expect(exact).toMatchObject({
      total: 1000,
      totalIsLowerBound: false,
      totalPages: 50,
    });
    expect(exact.events.map((event) => event.title)).toEqual(
      Array.from({ length: 20 }, (_, index) => `${marker} ${999 - index}`),
    );

    await addEvents(1000, 1);
    const capped = await list(query);
    expect(capped).toMatchObject({
      total: 1000,
      totalIsLowerBound: true,
      totalPages: 50,
    });
    expect(capped.events.map((event) => event.title)).toEqual(
      Array.from({ length: 20 }, (_, index) => `${marker} ${1000 - index}`),
    );
    const past = await list(`${query}&page=51`);
    expect(past).toMatchObject({ total: 1001, totalIsLowerBound: false });
    expect(past.events.map((event) => event.title)).toEqual([`${marker} 0`]);
  });
});

describe('GET /api/admin/events/{id}', () => {
  it('answers the event with its details and owner', async () => {
    const user = await newUser();
    const event = await insertEvent(
      t.database.db,
      user.id,
      { titleDescription: 'Bem-vindos', description: 'Texto', active: false },
      {
        postalCode: '01001-000',
        latitude: -23.55,
        longitude: -46.63,
      },
    );
    const response = await request('GET', `/api/admin/events/${event.id}`);
    expect(response.statusCode).toBe(200);
    expect(getAdminEventResponseSchema.parse(response.json())).toEqual({
      success: true,
      event: {
        id: event.id,
        title: 'Festa da Paula',
        subtitle: 'Aniversário',
        slug: event.slug,
        active: false,
        color: '#c2185b',
        titleDescription: 'Bem-vindos',
        description: 'Texto',
        eventCategoryId: event.eventCategoryId,
        avatarUrl: null,
        bannerUrl: null,
        details: {
          eventDate: '2030-06-15',
          startTime: '18:00',
          endTime: '23:00',
          eventType: 'in-person',
          eventLocation: 'Salão Azul',
          postalCode: '01001-000',
          fullAddress: 'Rua das Flores, 10 - São Paulo',
          latitude: -23.55,
          longitude: -46.63,
          transmission: null,
          transmissionLink: null,
          transmissionPassword: null,
        },
        createdAt: event.createdAt.toISOString(),
        updatedAt: event.updatedAt.toISOString(),
        user: { id: user.id, firstName: 'Lia', lastName: user.lastName },
      },
    });
  });

  it('answers empty in-person details when the event has none', async () => {
    const event = await insertEvent(
      t.database.db,
      (await newUser()).id,
      {},
      null,
    );
    const body = (await request('GET', `/api/admin/events/${event.id}`)).json();
    expect(body.event.details).toMatchObject({
      eventDate: null,
      eventType: 'in-person',
      eventLocation: null,
    });
  });

  it('answers 404 for an unknown event and 400 for a malformed id', async () => {
    const missing = await request('GET', '/api/admin/events/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Evento não encontrado.');
    expect((await request('GET', '/api/admin/events/x')).statusCode).toBe(400);
  });
});

describe('PUT /api/admin/events/{id}', () => {
  const inPerson = (slug = unique('novo-link')) => ({
    title: ' Casamento de Lia ',
    subtitle: 'Lia & Rui',
    slug: slug.toUpperCase(),
    titleDescription: 'Sejam bem-vindos',
    description: 'Nossa história',
    color: '#1d4ed8',
    active: false,
    details: {
      eventDate: '2032-09-10',
      startTime: '16:00',
      endTime: '22:30',
      eventType: 'in-person',
      eventLocation: 'Espaço Verde',
      postalCode: '01001000',
      fullAddress: 'Praça da Sé, 1 - São Paulo',
      latitude: -23.5,
      longitude: -46.6,
      transmission: '',
      transmissionLink: '',
      transmissionPassword: '',
    },
  });

  const virtual = () => ({
    ...inPerson(),
    details: {
      eventDate: '2032-09-10',
      startTime: '16:00',
      endTime: '17:00',
      eventType: 'virtual',
      transmission: 'Zoom',
      transmissionLink: 'https://zoom.us/j/123',
      transmissionPassword: 'abc',
    },
  });

  const save = (id: number, payload: object, headers = admin.headers) =>
    request('PUT', `/api/admin/events/${id}`, payload, headers);

  const snapshot = async (id: number) => ({
    event: await eventRow(id),
    details: await findEventDetails(t.database.db, id),
  });

  it('saves the event and its details, the slug lower-cased', async () => {
    const event = await insertEvent(t.database.db, (await newUser()).id);
    const payload = inPerson();
    const response = await save(event.id, payload);
    expect(response.statusCode).toBe(200);
    expect(updateAdminEventResponseSchema.parse(response.json())).toEqual({
      success: true,
      message: 'Evento atualizado com sucesso!',
    });

    expect(await eventRow(event.id)).toMatchObject({
      title: 'Casamento de Lia',
      subtitle: 'Lia & Rui',
      slug: payload.slug.toLowerCase(),
      titleDescription: 'Sejam bem-vindos',
      description: 'Nossa história',
      color: '#1d4ed8',
      active: false,
    });
    expect(await findEventDetails(t.database.db, event.id)).toMatchObject({
      eventDate: '2032-09-10',
      startTime: '16:00',
      endTime: '22:30',
      eventType: 'in-person',
      eventLocation: 'Espaço Verde',
      postalCode: '01001-000',
      fullAddress: 'Praça da Sé, 1 - São Paulo',
      latitude: -23.5,
      longitude: -46.6,
      transmission: null,
      transmissionLink: null,
      transmissionPassword: null,
    });
  });

  it('saves a virtual event without place fields, and creates missing details', async () => {
    const event = await insertEvent(
      t.database.db,
      (await newUser()).id,
      {},
      null,
    );
    const response = await save(event.id, virtual());
    expect(response.statusCode).toBe(200);
    expect(await findEventDetails(t.database.db, event.id)).toMatchObject({
      eventType: 'virtual',
      eventLocation: null,
      fullAddress: null,
      transmission: 'Zoom',
      transmissionLink: 'https://zoom.us/j/123',
    });
  });

  it('keeps the fields it is not sent and the slug it already has', async () => {
    const event = await insertEvent(t.database.db, (await newUser()).id, {
      color: '#15803d',
      description: 'Antiga',
    });
    const { titleDescription, description, color, active, ...rest } =
      inPerson();
    void titleDescription;
    void description;
    void color;
    void active;
    const response = await save(event.id, { ...rest, slug: event.slug });
    expect(response.statusCode).toBe(200);
    expect(await eventRow(event.id)).toMatchObject({
      slug: event.slug,
      color: '#15803d',
      description: 'Antiga',
      active: true,
    });
  });

  it('moves the event to another category', async () => {
    const event = await insertEvent(t.database.db, (await newUser()).id);
    const { categoryId } = await createCatalogue(t.database.db, {
      giftCount: 1,
    });
    const response = await save(event.id, {
      ...inPerson(),
      eventCategoryId: categoryId,
    });
    expect(response.statusCode).toBe(200);
    expect((await eventRow(event.id))?.eventCategoryId).toBe(categoryId);
  });

  type Payload = ReturnType<typeof inPerson>;
  const withDetails =
    (details: Record<string, unknown>) => (body: Payload) => ({
      ...body,
      details: { ...body.details, ...details },
    });

  it.each([
    [
      'title',
      (body: Payload) => ({ ...body, title: ' ' }),
      '* Campo obrigatório',
    ],
    [
      'subtitle',
      (body: Payload) => ({ ...body, subtitle: undefined }),
      '* Campo obrigatório',
    ],
    [
      'slug',
      (body: Payload) => ({ ...body, slug: '' }),
      'O link está em uso, por favor, crie outro',
    ],
    [
      'slug',
      (body: Payload) => ({ ...body, slug: 'com espaço' }),
      'O link pode ter apenas letras minúsculas, números e hífens (sem hífen no início ou no fim).',
    ],
    [
      'color',
      (body: Payload) => ({ ...body, color: '#000000' }),
      'Selecione uma das cores disponíveis.',
    ],
    [
      'details',
      (body: Payload) => ({ ...body, details: undefined }),
      '* Campo obrigatório',
    ],
    [
      'details.eventDate',
      withDetails({ eventDate: '' }),
      '* Campo obrigatório',
    ],
    [
      'details.startTime',
      withDetails({ startTime: undefined }),
      '* Campo obrigatório',
    ],
    ['details.endTime', withDetails({ endTime: '' }), '* Campo obrigatório'],
    [
      'details.eventLocation',
      withDetails({ eventLocation: ' ' }),
      '* Campo obrigatório',
    ],
    [
      'details.fullAddress',
      withDetails({ fullAddress: null }),
      '* Campo obrigatório',
    ],
    [
      'details.transmission',
      withDetails({
        eventType: 'virtual',
        transmissionLink: 'https://meet.example.com/x',
      }),
      '* Campo obrigatório',
    ],
    [
      'details.transmissionLink',
      withDetails({ eventType: 'virtual', transmission: 'Meet' }),
      '* Campo obrigatório',
    ],
    [
      'details.transmissionLink',
      withDetails({ transmissionLink: 'meet.example.com' }),
      'Informe um link válido, começando com http:// ou https://.',
    ],
    [
      'details.postalCode',
      withDetails({ postalCode: '123' }),
      '* Formato de CEP inválido',
    ],
    [
      'details.eventType',
      withDetails({ eventType: 'hybrid' }),
      'Valor inválido',
    ],
    ['details.latitude', withDetails({ latitude: 91 }), 'Valor inválido'],
  ])(
    'refuses a bad %s with 400 and writes nothing',
    async (field, change, message) => {
      const event = await insertEvent(t.database.db, (await newUser()).id);
      const before = await snapshot(event.id);
      const response = await save(event.id, change(inPerson()));
      expect(response.statusCode).toBe(400);
      const body = errorResponseSchema.parse(response.json());
      expect(body.fieldErrors?.[field]).toEqual([message]);
      expect(await snapshot(event.id)).toEqual(before);
    },
  );

  it('names every missing field at once', async () => {
    const event = await insertEvent(t.database.db, (await newUser()).id);
    const response = await save(event.id, {
      title: '',
      subtitle: '',
      slug: '',
      details: { eventType: 'virtual' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors).sort()).toEqual([
      'details.endTime',
      'details.eventDate',
      'details.startTime',
      'details.transmission',
      'details.transmissionLink',
      'slug',
      'subtitle',
      'title',
    ]);
  });

  it("refuses another event's slug (any case) and a reserved one with 409, writing nothing", async () => {
    const user = await newUser();
    const other = await insertEvent(t.database.db, user.id);
    const event = await insertEvent(t.database.db, user.id);
    const before = await snapshot(event.id);
    for (const slug of [other.slug.toUpperCase(), 'api']) {
      const response = await save(event.id, { ...inPerson(), slug });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'O link está em uso, por favor, crie outro.',
      );
    }
    expect(await snapshot(event.id)).toEqual(before);
  });

  it('refuses an unknown category with 400, writing nothing', async () => {
    const event = await insertEvent(t.database.db, (await newUser()).id);
    const before = await snapshot(event.id);
    const response = await save(event.id, {
      ...inPerson(),
      eventCategoryId: 999999,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Categoria não encontrada.');
    expect(await snapshot(event.id)).toEqual(before);
  });

  it('answers 404 for an unknown event and 401 to a host token on its own event', async () => {
    const missing = await save(999999, inPerson());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Evento não encontrado.');

    const host = await createHost(t.database.db);
    const before = await eventRow(host.event.id);
    const response = await save(host.event.id, inPerson(), host.headers);
    expect(response.statusCode).toBe(401);
    expect(await eventRow(host.event.id)).toEqual(before);
  });
});

import {
  errorResponseSchema,
  meResponseSchema,
  registerResponseSchema,
  itemAt,
} from '@celebra/contracts';
import {
  eventDetails,
  eventGifts,
  events,
  eventSettings,
  gifts,
  sessions,
  users,
  oneRow,
} from '@celebra/db';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  createCatalogue,
  createHost,
  nextIp,
  unique,
  userHeaders,
} from '../../test/factories';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await createCatalogue(t.database.db, { giftCount: 6 });
});

afterAll(async () => {
  await t.close();
});

function registration(overrides: Record<string, unknown> = {}) {
  return {
    eventType: catalogue.eventTypeId,
    event: catalogue.categoryId,
    title: 'Ana & João',
    subtitle: 'Nosso casamento',
    slug: unique('ana-e-joao'),
    giftList: catalogue.giftIds.slice(0, 4),
    firstName: 'Ana',
    lastName: 'Souza',
    phoneNumber: '(11) 98765-4321',
    email: `${unique('ana')}@example.com`,
    password: 'senha1234',
    confirmPassword: 'senha1234',
    ...overrides,
  };
}

const register = (payload: object, remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload,
    remoteAddress,
  });

async function rowCounts() {
  const { db } = t.database;
  return {
    users: await db.$count(users),
    events: await db.$count(events),
    details: await db.$count(eventDetails),
    settings: await db.$count(eventSettings),
    eventGifts: await db.$count(eventGifts),
    sessions: await db.$count(sessions),
  };
}

async function expectNothingWritten(attempt: () => Promise<void>) {
  const before = await rowCounts();
  await attempt();
  expect(await rowCounts()).toEqual(before);
}

describe('POST /api/users/register', () => {
  it('creates the host, the event with defaults and the gift list, and signs in', async () => {
    const payload = registration({
      slug: ` ${unique('Casamento-Ana')} `.toUpperCase(),
      email: `${unique('Ana')}@Example.com`,
    });
    const response = await register(payload);

    expect(response.statusCode).toBe(200);
    const body = registerResponseSchema.parse(response.json());
    expect(body.message).toBe('Cadastro realizado com sucesso.');

    const meResponse = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: userHeaders(body.token, body.id),
    });
    const me = meResponseSchema.parse(meResponse.json());
    expect(me.user).toEqual({
      id: body.id,
      first_name: 'Ana',
      last_name: 'Souza',
      email: payload.email.toLowerCase(),
      phone_number: '(11) 98765-4321',
    });
    expect(me.event).toMatchObject({
      slug: payload.slug.trim().toLowerCase(),
      title: 'Ana & João',
      subtitle: 'Nosso casamento',
      color: '#c2185b',
    });

    const event = itemAt(me.events, 0);
    expect(me.events).toEqual([
      { id: event.id, slug: event.slug, title: 'Ana & João', role: 'owner' },
    ]);
    expect(me.event?.id).toBe(event.id);

    const { db } = t.database;
    const user = oneRow(
      await db.select().from(users).where(eq(users.id, body.id)),
    );
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const [details] = await db
      .select()
      .from(eventDetails)
      .where(eq(eventDetails.eventId, event.id));
    expect(details).toMatchObject({ eventType: 'in-person', eventDate: null });
    const [settings] = await db
      .select()
      .from(eventSettings)
      .where(eq(eventSettings.eventId, event.id));
    expect(settings).toMatchObject({
      showGiftList: true,
      showGuestMessages: true,
      showEventInfo: true,
      allowGuestConfirmation: true,
    });
    const list = await db
      .select({ giftId: eventGifts.giftId })
      .from(eventGifts)
      .where(eq(eventGifts.eventId, event.id));
    expect(list.map((row) => row.giftId).sort()).toEqual(
      catalogue.giftIds.slice(0, 4).sort(),
    );
  });

  it.each([
    [
      'eventType',
      { eventType: undefined },
      'Por favor, selecione um tipo de evento para continuar.',
    ],
    ['event', { event: '' }, '* Campo obrigatório'],
    ['title', { title: ' ' }, '* Campo obrigatório'],
    ['subtitle', { subtitle: undefined }, '* Campo obrigatório'],
    ['slug', { slug: '' }, 'O link do evento não pode ser vazio.'],
    [
      'giftList',
      { giftList: [1, 2, 3] },
      'Necessário selecionar mais 1 presente para continuar.',
    ],
    ['firstName', { firstName: '' }, '* Campo obrigatório'],
    ['lastName', { lastName: '' }, '* Campo obrigatório'],
    [
      'phoneNumber',
      { phoneNumber: '11 98765 4321' },
      '* Formato de telefone inválido',
    ],
    ['email', { email: 'ana.example.com' }, '* Formato de e-mail inválido'],
    [
      'password',
      { password: 'somenteletras', confirmPassword: 'somenteletras' },
      '* A senha precisa ter no mínimo 8 caracteres, pelo menos uma letra e um número.',
    ],
    [
      'confirmPassword',
      { confirmPassword: 'outra1234' },
      '* As senhas não coincidem',
    ],
  ])(
    'refuses a bad %s with 400, its message, and writes nothing',
    async (field, overrides, message) => {
      await expectNothingWritten(async () => {
        const response = await register(registration(overrides));
        expect(response.statusCode).toBe(400);
        const body = errorResponseSchema.parse(response.json());
        expect(body.message).toBe(message);
        expect(body.fieldErrors?.[field]).toEqual([message]);
      });
    },
  );

  it("keeps the first session's device as a label, from the User-Agent", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      },
      payload: registration(),
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(200);
    const { id } = registerResponseSchema.parse(response.json());
    const stored = await t.database.db
      .select({ deviceLabel: sessions.deviceLabel })
      .from(sessions)
      .where(eq(sessions.userId, id));
    expect(stored).toEqual([{ deviceLabel: 'Safari no iPhone' }]);
  });

  it("stores the wizard's event date as the event details' date, shown by the public site", async () => {
    const payload = registration({ eventDate: '2027-05-20' });
    const response = await register(payload);
    expect(response.statusCode).toBe(200);
    const { id } = registerResponseSchema.parse(response.json());

    const event = oneRow(
      await t.database.db
        .select({ id: events.id })
        .from(events)
        .where(eq(events.userId, id)),
    );
    const [details] = await t.database.db
      .select()
      .from(eventDetails)
      .where(eq(eventDetails.eventId, event.id));
    expect(details).toMatchObject({
      eventDate: '2027-05-20',
      startTime: null,
      eventType: 'in-person',
    });
    const site = await t.app.inject({
      method: 'GET',
      url: `/api/guests/event/${payload.slug}`,
    });
    expect(site.json().event.details).toMatchObject({
      eventDate: '2027-05-20',
    });
  });

  it("refuses an event date that is not a real date with 400 'Data inválida.' and writes nothing", async () => {
    await expectNothingWritten(async () => {
      const response = await register(
        registration({ eventDate: '2027-02-30' }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        fieldErrors: { eventDate: ['Data inválida.'] },
      });
    });
  });

  it('refuses with 409 a slug in use and writes nothing', async () => {
    const host = await createHost(t.database.db);
    await expectNothingWritten(async () => {
      const response = await register(
        registration({ slug: host.event.slug.toUpperCase() }),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        code: 'CONFLICT',
        message: 'O link está em uso, por favor, crie outro.',
        fieldErrors: { slug: ['O link está em uso, por favor, crie outro.'] },
      });
    });
  });

  it('refuses a reserved slug as in use', async () => {
    const response = await register(registration({ slug: 'media' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().fieldErrors).toEqual({
      slug: ['O link está em uso, por favor, crie outro.'],
    });
  });

  it('refuses with 409 an e-mail already registered in another case and writes nothing', async () => {
    const host = await createHost(t.database.db);
    await expectNothingWritten(async () => {
      const response = await register(
        registration({ email: host.user.email.toUpperCase() }),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        message: 'Este e-mail já está cadastrado.',
        fieldErrors: { email: ['Este e-mail já está cadastrado.'] },
      });
    });
  });

  it("refuses with 400 'Gift não encontrado' a gift of another category and writes nothing", async () => {
    const other = await createCatalogue(t.database.db);
    await expectNothingWritten(async () => {
      const response = await register(
        registration({
          giftList: [...catalogue.giftIds.slice(0, 3), other.giftIds[0]],
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Gift não encontrado',
        fieldErrors: { giftList: ['Gift não encontrado'] },
      });
    });
  });

  it("refuses with 400 'Gift não encontrado' an inactive or unknown gift", async () => {
    const own = await createCatalogue(t.database.db);
    await t.database.db
      .update(gifts)
      .set({ active: false })
      .where(eq(gifts.id, itemAt(own.giftIds, 0)));
    for (const giftList of [
      own.giftIds.slice(0, 4),
      [...own.giftIds.slice(1, 4), 2_000_000],
    ]) {
      const response = await register(
        registration({
          eventType: own.eventTypeId,
          event: own.categoryId,
          giftList,
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Gift não encontrado');
    }
  });

  it('refuses a category of another event type, and an inactive category, and writes nothing', async () => {
    const other = await createCatalogue(t.database.db);
    const inactive = await createCatalogue(t.database.db, { active: false });
    await expectNothingWritten(async () => {
      for (const overrides of [
        { eventType: other.eventTypeId },
        {
          eventType: inactive.eventTypeId,
          event: inactive.categoryId,
          giftList: inactive.giftIds.slice(0, 4),
        },
      ]) {
        const response = await register(registration(overrides));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          message: 'Categoria não encontrada.',
          fieldErrors: { event: ['Categoria não encontrada.'] },
        });
      }
    });
  });

  it('answers one success and one 409 to two simultaneous registrations of the same slug', async () => {
    const slug = unique('corrida');
    const before = await rowCounts();
    const answers = await Promise.all([
      register(registration({ slug })),
      register(registration({ slug })),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([
      200, 409,
    ]);
    const after = await rowCounts();
    expect(after.users).toBe(before.users + 1);
    expect(after.events).toBe(before.events + 1);
  });

  it('answers one success and one 409 to two simultaneous registrations of the same e-mail', async () => {
    const email = `${unique('dupla')}@example.com`;
    const answers = await Promise.all([
      register(registration({ email })),
      register(registration({ email: email.toUpperCase() })),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([
      200, 409,
    ]);
    expect(
      answers.find((response) => response.statusCode === 409)?.json().message,
    ).toBe('Este e-mail já está cadastrado.');
  });

  it('limits registrations per client address: the 11th in a minute gets 429', async () => {
    const ip = nextIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await register({}, ip)).statusCode).toBe(400);
    }
    const blocked = await register(registration(), ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
    });
    expect((await register(registration(), nextIp())).statusCode).toBe(200);
  });
});

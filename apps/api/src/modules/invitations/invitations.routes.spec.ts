import {
  itemAt,
  type HostInvitation,
  type InvitationBody,
} from '@celebra/contracts';
import { guests, invitations, orders } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, type TestHost } from '../../test/factories';
import { createGuest, createGuestResponse } from '../../test/guest-factories';
import { createMember } from '../../test/member-factories';
import { insertOrder } from '../../test/money-factories';

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

const base = (host: TestHost) => `/api/users/invitations/${host.event.id}`;

const souza: InvitationBody = {
  name: 'Família Souza',
  groupName: 'Família da noiva',
  members: [
    { firstName: 'Ana', lastName: 'Souza' },
    { firstName: 'Bruno', lastName: 'Souza' },
    { firstName: 'Clara', lastName: 'Souza', isChild: true },
  ],
  maxCompanions: 1,
  phoneNumber: '(11) 98765-4321',
  email: 'Souza@Example.com',
};

async function add(host: TestHost, body: InvitationBody = souza) {
  const response = await call('POST', base(host), host.headers, body);
  expect(response.statusCode).toBe(201);
  return response.json() as HostInvitation;
}

async function list(host: TestHost, query = '') {
  const response = await call('GET', `${base(host)}${query}`, host.headers);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    items: HostInvitation[];
    total: number;
    page: number;
    limit: number;
  };
}

const names = (page: { items: HostInvitation[] }) =>
  page.items.map((item) => item.name);

async function answer(
  memberId: number,
  values: Partial<typeof guests.$inferInsert>,
) {
  await t.database.db.update(guests).set(values).where(eq(guests.id, memberId));
}

async function setInvitation(
  id: number,
  values: Partial<typeof invitations.$inferInsert>,
) {
  await t.database.db
    .update(invitations)
    .set(values)
    .where(eq(invitations.id, id));
}

async function giveGift(
  host: TestHost,
  invitationId: number,
  options: { status?: 'APPROVED' | 'PENDING'; thanked?: boolean } = {},
) {
  const order = await insertOrder(t.database.db, host.event.id, {
    status: options.status ?? 'APPROVED',
    itemPrices: [15_000],
  });
  await t.database.db
    .update(orders)
    .set({
      invitationId,
      thankedAt: options.thanked ? new Date() : null,
    })
    .where(eq(orders.id, order.id));
  return order;
}

describe('POST/PUT/DELETE /api/users/invitations/{eventId}', () => {
  it('adds a household with its members waiting for an answer and a personal code', async () => {
    const host = await createHost(t.database.db);
    const created = await add(host);
    expect(created).toMatchObject({
      name: 'Família Souza',
      groupName: 'Família da noiva',
      maxCompanions: 1,
      phoneNumber: '(11) 98765-4321',
      email: 'souza@example.com',
      source: 'host',
      needsReview: false,
      state: 'not-sent',
      message: null,
      gifts: { count: 0, amount: 0, unthanked: 0 },
    });
    expect(created.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(
      created.members.map((member) => [
        member.firstName,
        member.isChild,
        member.attending,
      ]),
    ).toEqual([
      ['Ana', false, null],
      ['Bruno', false, null],
      ['Clara', true, null],
    ]);
  });

  it('refuses an invitation without members or with a bad phone, with its message, saving nothing', async () => {
    const host = await createHost(t.database.db);
    const empty = await call('POST', base(host), host.headers, {
      ...souza,
      members: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.members).toEqual([
      'Adicione pelo menos uma pessoa ao convite.',
    ]);
    const phone = await call('POST', base(host), host.headers, {
      ...souza,
      phoneNumber: '1234',
    });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().fieldErrors.phoneNumber).toEqual([
      '* Telefone inválido',
    ]);
    expect((await list(host)).total).toBe(0);
  });

  it('keeps the answer of members sent with their id, adds new ones and removes those left out', async () => {
    const host = await createHost(t.database.db);
    const created = await add(host);
    const ana = itemAt(created.members, 0);
    const bruno = itemAt(created.members, 1);
    const clara = itemAt(created.members, 2);
    await answer(ana.id, {
      attending: true,
      companions: 1,
      companionNames: ['Leo'],
      note: 'Parabéns!',
    });
    await answer(bruno.id, { attending: false });

    const response = await call(
      'PUT',
      `${base(host)}/${created.id}`,
      host.headers,
      {
        ...souza,
        name: 'Família Souza Lima',
        groupName: '',
        members: [
          { id: bruno.id, firstName: 'Bruno', lastName: 'Lima' },
          { id: ana.id, firstName: 'Ana', lastName: 'Souza' },
          { firstName: 'Davi', lastName: 'Lima', isChild: true },
        ],
      },
    );

    expect(response.statusCode).toBe(200);
    const updated = response.json() as HostInvitation;
    expect(updated.name).toBe('Família Souza Lima');
    expect(updated.groupName).toBeNull();
    expect(
      updated.members.map((member) => [
        member.firstName,
        member.lastName,
        member.attending,
        member.companionNames,
      ]),
    ).toEqual([
      ['Bruno', 'Lima', false, []],
      ['Ana', 'Souza', true, ['Leo']],
      ['Davi', 'Lima', null, []],
    ]);
    const [gone] = await t.database.db
      .select()
      .from(guests)
      .where(eq(guests.id, clara.id));
    expect(gone).toBeUndefined();
  });

  it('refuses fewer companions than were answered with 422, changing nothing', async () => {
    const host = await createHost(t.database.db);
    const created = await add(host, { ...souza, maxCompanions: 2 });
    await answer(itemAt(created.members, 0).id, {
      attending: true,
      companions: 2,
      companionNames: ['Leo', 'Lia'],
    });
    const response = await call(
      'PUT',
      `${base(host)}/${created.id}`,
      host.headers,
      {
        ...souza,
        name: 'Outro nome',
        maxCompanions: 1,
        members: created.members.map(({ id, firstName, lastName }) => ({
          id,
          firstName,
          lastName,
        })),
      },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'Este convite permite no máximo 1 acompanhante.',
    );
    expect(names(await list(host))).toEqual(['Família Souza']);
  });

  it("refuses a member of another invitation and answers 404 for another event's invitation", async () => {
    const host = await createHost(t.database.db);
    const mine = await add(host);
    const other = await createHost(t.database.db);
    const theirs = await add(other);
    const foreign = await call(
      'PUT',
      `${base(host)}/${mine.id}`,
      host.headers,
      {
        ...souza,
        members: [
          { id: itemAt(theirs.members, 0).id, firstName: 'X', lastName: 'Y' },
        ],
      },
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe(
      'Responda apenas pelas pessoas deste convite.',
    );
    for (const [method, url, payload] of [
      ['PUT', `${base(host)}/${theirs.id}`, souza],
      ['DELETE', `${base(host)}/${theirs.id}`],
      ['POST', `${base(host)}/${theirs.id}/code`],
      ['PUT', `${base(host)}/${theirs.id}/sent`, { sent: true }],
      ['PUT', `${base(host)}/${theirs.id}/thanked`, { thanked: true }],
      ['POST', `${base(host)}/${theirs.id}/accept`],
    ] as [Method, string, object?][]) {
      const response = await call(method, url, host.headers, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Convite não encontrado.');
    }
    expect(names(await list(other))).toEqual(['Família Souza']);
  });

  it('removes the invitation with its members; its gifts stay, anonymous', async () => {
    const host = await createHost(t.database.db);
    const created = await add(host);
    const order = await giveGift(host, created.id);
    const response = await call(
      'DELETE',
      `${base(host)}/${created.id}`,
      host.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await list(host)).total).toBe(0);
    const members = await t.database.db
      .select()
      .from(guests)
      .where(eq(guests.invitationId, created.id));
    expect(members).toEqual([]);
    const [kept] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(kept?.invitationId).toBeNull();
  });
});

describe('access', () => {
  it("answers 404 'Evento não encontrado.' on another host's event", async () => {
    const host = await createHost(t.database.db);
    const other = await createHost(t.database.db);
    const response = await call('GET', base(host), other.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Evento não encontrado.');
    const adding = await call('POST', base(host), other.headers, souza);
    expect(adding.statusCode).toBe(404);
    expect((await list(host)).total).toBe(0);
  });

  it("lets the event's assistant (Assessor(a)) keep the list", async () => {
    const host = await createHost(t.database.db);
    const assistant = await createMember(
      t.database.db,
      host.event.id,
      'assistant',
    );
    const response = await call('POST', base(host), assistant.headers, souza);
    expect(response.statusCode).toBe(201);
    const listed = await call('GET', base(host), assistant.headers);
    expect(listed.json().total).toBe(1);
  });
});

describe('GET /api/users/invitations/{eventId}', () => {
  let host: TestHost;
  let ids: Record<'alves' | 'bento' | 'carla' | 'dora' | 'eva', number>;

  beforeAll(async () => {
    host = await createHost(t.database.db);
    const made = async (body: Partial<InvitationBody> & { name: string }) =>
      (
        await add(host, {
          members: [
            { firstName: itemAt(body.name.split(' '), 0), lastName: 'X' },
          ],
          ...body,
        })
      ).id;
    ids = {
      alves: await made({
        name: 'Família Álves',
        groupName: 'Padrinhos',
        members: [
          { firstName: 'Paulo', lastName: 'Alves' },
          { firstName: 'José', lastName: 'Pereira' },
        ],
      }),
      bento: await made({ name: 'Bento Dias', groupName: 'Trabalho' }),
      carla: await made({ name: 'Carla Reis' }),
      dora: await made({ name: 'dora Lima', groupName: 'Padrinhos' }),
      eva: await made({ name: 'Eva Rocha' }),
    };
    await setInvitation(ids.bento, { sentAt: new Date() });
    await setInvitation(ids.carla, {
      sentAt: new Date(),
      firstOpenedAt: new Date(),
    });
    await setInvitation(ids.dora, {
      sentAt: new Date(),
      answeredAt: new Date(),
    });
    await setInvitation(ids.eva, { needsReview: true, source: 'site' });
    await giveGift(host, ids.alves, { thanked: true });
    await giveGift(host, ids.bento);
    await giveGift(host, ids.carla, { status: 'PENDING' });
  });

  it('sorts by name ignoring accents and case, 20 a page by default', async () => {
    const page = await list(host);
    expect(names(page)).toEqual([
      'Bento Dias',
      'Carla Reis',
      'dora Lima',
      'Eva Rocha',
      'Família Álves',
    ]);
    expect(page).toMatchObject({ total: 5, page: 1, limit: 20 });
  });

  it('pages with the count of the whole filter', async () => {
    const second = await list(host, '?page=2&limit=2');
    expect(names(second)).toEqual(['dora Lima', 'Eva Rocha']);
    expect(second.total).toBe(5);
    const past = await list(host, '?page=9&limit=2');
    expect(past.items).toEqual([]);
    expect(past.total).toBe(5);
  });

  it("finds by the invitation's or a member's name, accents and case ignored", async () => {
    expect(names(await list(host, '?q=ALVES'))).toEqual(['Família Álves']);
    expect(names(await list(host, '?q=jose%20pereira'))).toEqual([
      'Família Álves',
    ]);
    expect((await list(host, '?q=ninguem')).total).toBe(0);
  });

  it('filters by group', async () => {
    expect(names(await list(host, '?group=Padrinhos'))).toEqual([
      'dora Lima',
      'Família Álves',
    ]);
  });

  it('filters by state: each step, awaiting an answer, to review', async () => {
    const by = async (state: string) =>
      names(await list(host, `?state=${state}`));
    expect(await by('not-sent')).toEqual(['Eva Rocha', 'Família Álves']);
    expect(await by('sent')).toEqual(['Bento Dias']);
    expect(await by('opened')).toEqual(['Carla Reis']);
    expect(await by('answered')).toEqual(['dora Lima']);
    expect(await by('awaiting')).toEqual([
      'Bento Dias',
      'Carla Reis',
      'Eva Rocha',
      'Família Álves',
    ]);
    expect(await by('review')).toEqual(['Eva Rocha']);
  });

  it('filters by gifts: given (approved only) and not thanked', async () => {
    expect(names(await list(host, '?gifts=given'))).toEqual([
      'Bento Dias',
      'Família Álves',
    ]);
    expect(names(await list(host, '?gifts=unthanked'))).toEqual(['Bento Dias']);
  });

  it("shows each invitation's gifts and a member's pending open-form answer (to review)", async () => {
    const other = await createHost(t.database.db);
    const created = await add(other, souza);
    await createGuestResponse(
      t.database.db,
      other.event.id,
      itemAt(created.members, 1).id,
      { firstName: 'Bruno', lastName: 'Souza', message: 'Vamos!' },
    );
    await giveGift(other, created.id);
    const page = await list(other, '?state=review');
    expect(names(page)).toEqual(['Família Souza']);
    const item = itemAt(page.items, 0);
    expect(item.gifts).toEqual({ count: 1, amount: 15_000, unthanked: 1 });
    expect(itemAt(item.members, 1).pendingResponses).toMatchObject([
      { firstName: 'Bruno', message: 'Vamos!' },
    ]);
    expect(itemAt(item.members, 0).pendingResponses).toEqual([]);
  });

  it('refuses an unknown filter with 400', async () => {
    const response = await call(
      'GET',
      `${base(host)}?state=perdido`,
      host.headers,
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('summary and door list', () => {
  it('counts the whole list and lists who comes, by name, with the headcount', async () => {
    const host = await createHost(t.database.db);
    const souzas = await add(host);
    const lima = await add(host, {
      name: 'Lima',
      groupName: 'Amigos',
      members: [{ firstName: 'Davi', lastName: 'Lima' }],
    });
    await add(host, {
      name: 'Rocha',
      members: [{ firstName: 'Eva', lastName: 'Rocha' }],
    });
    const ana = itemAt(souzas.members, 0);
    const bruno = itemAt(souzas.members, 1);
    const clara = itemAt(souzas.members, 2);
    await answer(ana.id, {
      attending: true,
      companions: 1,
      companionNames: ['Leo Prado'],
    });
    await answer(bruno.id, { attending: false });
    await answer(clara.id, { attending: true });
    await answer(itemAt(lima.members, 0).id, { attending: true });
    await setInvitation(souzas.id, {
      sentAt: new Date(),
      answeredAt: new Date(),
    });
    await setInvitation(lima.id, { sentAt: new Date() });

    const summary = await call('GET', `${base(host)}/summary`, host.headers);
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toEqual({
      invitations: 3,
      invited: 6,
      answered: 1,
      attending: 4,
      declined: 1,
      adults: 3,
      children: 1,
      awaiting: 1,
      notSent: 1,
      sent: 1,
      opened: 0,
      review: 0,
      groups: ['Amigos', 'Família da noiva'],
    });

    const door = await call('GET', `${base(host)}/door-list`, host.headers);
    expect(door.statusCode).toBe(200);
    expect(door.json()).toEqual({
      entries: [
        {
          invitationName: 'Família Souza',
          groupName: 'Família da noiva',
          people: [
            { name: 'Ana Souza', isChild: false },
            { name: 'Clara Souza', isChild: true },
          ],
          companionNames: ['Leo Prado'],
          headcount: 3,
        },
        {
          invitationName: 'Lima',
          groupName: 'Amigos',
          people: [{ name: 'Davi Lima', isChild: false }],
          companionNames: [],
          headcount: 1,
        },
      ],
      headcount: 4,
    });
  });
});

describe('link, marks and review', () => {
  it('a new code: the old one is gone', async () => {
    const host = await createHost(t.database.db);
    const created = await add(host);
    const response = await call(
      'POST',
      `${base(host)}/${created.id}/code`,
      host.headers,
    );
    expect(response.statusCode).toBe(200);
    const { code } = response.json() as { code: string };
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(code).not.toBe(created.code);
    const rows = await t.database.db
      .select({ code: invitations.code })
      .from(invitations)
      .where(eq(invitations.eventId, host.event.id));
    expect(rows).toEqual([{ code }]);
  });

  it('marks sent (keeping the first time) and unmarks', async () => {
    const host = await createHost(t.database.db);
    const created = await add(host);
    const url = `${base(host)}/${created.id}/sent`;
    const first = await call('PUT', url, host.headers, { sent: true });
    expect(first.statusCode).toBe(200);
    expect(first.json().state).toBe('sent');
    const again = await call('PUT', url, host.headers, { sent: true });
    expect(again.json().sentAt).toBe(first.json().sentAt);
    const undone = await call('PUT', url, host.headers, { sent: false });
    expect(undone.json()).toEqual({ sentAt: null, state: 'not-sent' });
  });

  it("marks the invitation's approved gifts thanked, and clears the mark", async () => {
    const host = await createHost(t.database.db);
    const created = await add(host);
    await giveGift(host, created.id);
    await giveGift(host, created.id);
    const pending = await giveGift(host, created.id, { status: 'PENDING' });
    const url = `${base(host)}/${created.id}/thanked`;
    const thanked = await call('PUT', url, host.headers, { thanked: true });
    expect(thanked.statusCode).toBe(200);
    expect(thanked.json()).toEqual({
      gifts: { count: 2, amount: 30_000, unthanked: 0 },
    });
    const [untouched] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, pending.id));
    expect(untouched?.thankedAt).toBeNull();
    expect((await list(host, '?gifts=unthanked')).total).toBe(0);
    const cleared = await call('PUT', url, host.headers, { thanked: false });
    expect(cleared.json().gifts.unthanked).toBe(2);
  });

  async function reviewAnswer(host: TestHost, firstName: string) {
    const guest = await createGuest(t.database.db, host.event.id, {
      firstName,
      lastName: 'Souza',
      attending: true,
      companions: 1,
      companionNames: ['Leo Prado'],
      note: 'Estaremos lá!',
    });
    await setInvitation(guest.invitationId, {
      needsReview: true,
      source: 'site',
      answeredAt: new Date(),
    });
    return guest;
  }

  it('linking gives a member of the same name the answer, moves the gifts and removes the review invitation', async () => {
    const host = await createHost(t.database.db);
    const target = await add(host);
    const review = await reviewAnswer(host, 'ANA');
    const order = await giveGift(host, review.invitationId);

    const response = await call(
      'POST',
      `${base(host)}/${review.invitationId}/link`,
      host.headers,
      { targetInvitationId: target.id },
    );

    expect(response.statusCode).toBe(200);
    const linked = response.json() as HostInvitation;
    expect(linked.id).toBe(target.id);
    expect(linked.state).toBe('answered');
    expect(linked.message).toBe('Estaremos lá!');
    expect(
      linked.members.map((member) => [member.firstName, member.attending]),
    ).toEqual([
      ['Ana', true],
      ['Bruno', null],
      ['Clara', null],
    ]);
    expect(itemAt(linked.members, 0).companionNames).toEqual(['Leo Prado']);
    expect(linked.gifts.count).toBe(1);
    expect(names(await list(host))).toEqual(['Família Souza']);
    const [moved] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(moved?.invitationId).toBe(target.id);
  });

  it('linking someone not in the household adds them as a member', async () => {
    const host = await createHost(t.database.db);
    const target = await add(host);
    const review = await reviewAnswer(host, 'Davi');
    const response = await call(
      'POST',
      `${base(host)}/${review.invitationId}/link`,
      host.headers,
      { targetInvitationId: target.id },
    );
    expect(response.statusCode).toBe(200);
    expect(
      (response.json() as HostInvitation).members.map((m) => m.firstName),
    ).toEqual(['Ana', 'Bruno', 'Clara', 'Davi']);
  });

  it('refuses to link to itself, to another answer to review or from an invitation not to review (409)', async () => {
    const host = await createHost(t.database.db);
    const target = await add(host);
    const review = await reviewAnswer(host, 'Ana');
    const another = await reviewAnswer(host, 'Bia');
    for (const [from, to] of [
      [review.invitationId, review.invitationId],
      [review.invitationId, another.invitationId],
      [target.id, review.invitationId],
    ]) {
      const response = await call(
        'POST',
        `${base(host)}/${from}/link`,
        host.headers,
        { targetInvitationId: to },
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'Escolha outro convite para vincular esta resposta.',
      );
    }
    expect((await list(host)).total).toBe(3);
  });

  it('accepting an answer to review keeps it as an invitation of the list', async () => {
    const host = await createHost(t.database.db);
    const review = await reviewAnswer(host, 'Ana');
    const response = await call(
      'POST',
      `${base(host)}/${review.invitationId}/accept`,
      host.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      needsReview: false,
      source: 'site',
    });
    expect((await list(host, '?state=review')).total).toBe(0);
  });
});

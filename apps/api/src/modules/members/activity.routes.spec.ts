import {
  EVENT_COLORS,
  itemAt,
  listEventActivityResponseSchema,
} from '@celebra/contracts';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  createAdmin,
  createCatalogue,
  createHost,
  type TestAdmin,
  type TestHost,
} from '../../test/factories';
import { createGuest, createGuestResponse } from '../../test/guest-factories';
import { createMember, reauthenticatedAt } from '../../test/member-factories';
import { insertOrder } from '../../test/money-factories';

/*
 * The activity list: each member's doing recorded where it happens, with the actor's name
 * only; read by the members whose role has `activity` and by the back office.
 */

let t: TestApp;
let admin: TestAdmin;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.database.db);
});

afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  host: TestHost,
  payload?: object,
) => t.app.inject({ method, url, headers: host.headers, payload });

function expectOk(response: { statusCode: number; body: string }) {
  expect(`${response.statusCode} ${response.body}`).toMatch(/^20[01] /);
}

const changeTitle = (host: TestHost, title: string) =>
  call('PUT', `/api/users/event/${host.event.id}`, host, {
    title,
    subtitle: 'Vamos nos casar!',
    titleDescription: 'Sejam bem-vindos',
    description: 'Preparamos tudo com carinho.',
    color: EVENT_COLORS[0],
  });

const nameOf = (host: TestHost) => `Ana ${host.user.lastName}`;

async function activityPage(
  eventId: number,
  host: TestHost,
  query = '',
): Promise<ReturnType<typeof listEventActivityResponseSchema.parse>> {
  const response = await call(
    'GET',
    `/api/users/events/${eventId}/activity${query}`,
    host,
  );
  expect(response.statusCode).toBe(200);
  return listEventActivityResponseSchema.parse(response.json());
}

describe('the activity of an event', () => {
  it('records what each member does, newest first, with the actor’s name', async () => {
    // The list holds 3 of the category's 5 gifts: 2 left to add.
    const catalogue = await createCatalogue(db(), { giftCount: 5 });
    const owner = await createHost(db(), {
      catalogue: { ...catalogue, giftIds: catalogue.giftIds.slice(0, 3) },
    });
    const cohost = await createMember(db(), owner.event.id, 'cohost');
    const assistant = await createMember(db(), owner.event.id, 'assistant');
    const eventId = owner.event.id;

    // The site, by the assistant: texts and details.
    expectOk(
      await call('PUT', `/api/users/event/${eventId}`, assistant, {
        title: 'Ana & João',
        subtitle: 'Vamos nos casar!',
        titleDescription: 'Sejam bem-vindos',
        description: 'Preparamos tudo com carinho.',
        color: EVENT_COLORS[0],
      }),
    );
    expectOk(
      await call('PUT', `/api/users/event-details/${eventId}`, assistant, {
        date: '2030-10-12',
        startTime: '16:00',
        endTime: '23:30',
        eventType: 'in-person',
        eventLocation: 'Espaço Jardim',
        postalCode: '01310100',
        fullAddress: 'Avenida Paulista, Bela Vista, São Paulo, SP',
      }),
    );
    // Guests, by the assistant: one invitation, then an import of two, then an answer of 3
    // people accepted.
    expectOk(
      await call('POST', `/api/users/invitations/${eventId}`, assistant, {
        name: 'Família Souza',
        members: [{ firstName: 'Ana', lastName: 'Souza' }],
      }),
    );
    expectOk(
      await call(
        'POST',
        `/api/users/invitations/${eventId}/import`,
        assistant,
        {
          source: 'paste',
          text: 'Bia Lima\nCaio Prado',
        },
      ),
    );
    const guest = await createGuest(db(), eventId);
    const answer = await createGuestResponse(db(), eventId, guest.id, {
      attending: true,
      companions: 2,
      companionNames: ['Rui', 'Lia'],
    });
    expectOk(
      await call(
        'POST',
        `/api/users/guests/${eventId}/${guest.id}/responses/${answer.id}/accept`,
        assistant,
      ),
    );
    // Gifts, by the co-host: two added from the catalogue, one removed.
    expectOk(
      await call('POST', `/api/users/gifts/${eventId}`, cohost, {
        giftIds: catalogue.giftIds.slice(3),
      }),
    );
    expectOk(
      await call(
        'DELETE',
        `/api/users/gifts/${eventId}/${itemAt(catalogue.giftIds, 0)}`,
        cohost,
      ),
    );
    // Money, by the owner: the destination, then a payout.
    await insertOrder(db(), eventId);
    await reauthenticatedAt(db(), owner.user.id, new Date());
    expectOk(
      await call(
        'PUT',
        `/api/users/events/${eventId}/payout-destination`,
        owner,
        {
          kind: 'PIX',
          pixKeyType: 'CPF',
          pixKey: '529.982.247-25',
          holderName: 'Ana Souza',
          holderDocument: '529.982.247-25',
        },
      ),
    );
    expectOk(
      await call('POST', `/api/users/events/${eventId}/payout-requests`, owner),
    );

    const { activities, total } = await activityPage(eventId, cohost);
    expect(total).toBe(activities.length);
    expect(
      activities.map(({ action, actorName, quantity }) => [
        action,
        actorName,
        quantity,
      ]),
    ).toEqual([
      ['payout_requested', nameOf(owner), null],
      ['payout_destination_changed', nameOf(owner), null],
      ['gift_removed', nameOf(cohost), null],
      ['gift_added', nameOf(cohost), 2],
      ['guest_answer_accepted', nameOf(assistant), 3],
      ['guest_added', nameOf(assistant), 2],
      ['guest_added', nameOf(assistant), 1],
      ['site_changed', nameOf(assistant), null],
      ['site_changed', nameOf(assistant), null],
    ]);
    expect(JSON.stringify(activities)).not.toContain('@');
  });

  it('pages newest first', async () => {
    const owner = await createHost(db());
    for (const title of ['A', 'B', 'C'])
      expectOk(await changeTitle(owner, title));
    const first = await activityPage(owner.event.id, owner, '?page=1&limit=2');
    const second = await activityPage(owner.event.id, owner, '?page=2&limit=2');
    expect(first.total).toBe(3);
    expect(first.activities).toHaveLength(2);
    expect(second.activities).toHaveLength(1);
    const ids = [...first.activities, ...second.activities].map((a) => a.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('is not shown to an assistant (403) and is shown to the back office', async () => {
    const owner = await createHost(db());
    const assistant = await createMember(db(), owner.event.id, 'assistant');
    expectOk(await changeTitle(owner, 'Bia & Leo'));
    const refused = await call(
      'GET',
      `/api/users/events/${owner.event.id}/activity`,
      assistant,
    );
    expect(refused.statusCode).toBe(403);

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/events/${owner.event.id}/activity`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(
      listEventActivityResponseSchema
        .parse(response.json())
        .activities.map((a) => a.action),
    ).toEqual(['site_changed']);
  });
});

import {
  createEventResponseSchema,
  meResponseSchema,
} from '@celebra/contracts';
import {
  eventActivities,
  eventDetails,
  eventGifts,
  eventMembers,
  events,
  eventSettings,
} from '@celebra/db';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  createCatalogue,
  createHost,
  type TestHost,
  unique,
} from '../../test/factories';
import { createMember } from '../../test/member-factories';

/* Several events per account: `POST /api/users/events` and what `GET /api/users/me` answers. */

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await createCatalogue(t.database.db, {
    giftCount: 6,
    typeName: 'Chá de bebê',
  });
});

afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

const newEvent = (overrides: Record<string, unknown> = {}) => ({
  eventType: catalogue.eventTypeId,
  event: catalogue.categoryId,
  title: 'Chá de bebê',
  subtitle: 'Da Lia',
  slug: unique('cha-da-lia'),
  eventDate: '2030-03-15',
  giftList: catalogue.giftIds.slice(0, 4),
  ...overrides,
});

const createEvent = (host: TestHost, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/events',
    headers: host.headers,
    payload,
  });

async function me(host: TestHost) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/users/me',
    headers: host.headers,
  });
  expect(response.statusCode).toBe(200);
  return meResponseSchema.parse(response.json());
}

describe('POST /api/users/events', () => {
  it('creates another event of the account, owned by it, with the wizard’s defaults', async () => {
    const host = await createHost(db());
    const payload = newEvent();
    const response = await createEvent(host, payload);

    expect(response.statusCode).toBe(201);
    const { message, event } = createEventResponseSchema.parse(response.json());
    expect(message).toBe('Evento criado.');
    expect(event).toEqual({
      id: expect.any(Number),
      slug: payload.slug,
      title: 'Chá de bebê',
      role: 'owner',
    });
    const [row] = await db()
      .select()
      .from(events)
      .where(eq(events.id, event.id));
    expect(row).toMatchObject({
      userId: host.user.id,
      subtitle: 'Da Lia',
      theme: 'cha-de-bebe',
    });
    const [membership] = await db()
      .select()
      .from(eventMembers)
      .where(
        and(
          eq(eventMembers.eventId, event.id),
          eq(eventMembers.userId, host.user.id),
        ),
      );
    expect(membership?.role).toBe('owner');
    const [details] = await db()
      .select()
      .from(eventDetails)
      .where(eq(eventDetails.eventId, event.id));
    expect(details?.eventDate).toBe('2030-03-15');
    expect(
      await db().$count(eventSettings, eq(eventSettings.eventId, event.id)),
    ).toBe(1);
    expect(
      await db().$count(eventGifts, eq(eventGifts.eventId, event.id)),
    ).toBe(4);
    const activity = await db()
      .select()
      .from(eventActivities)
      .where(eq(eventActivities.eventId, event.id));
    expect(activity).toEqual([
      expect.objectContaining({
        action: 'event_created',
        actorUserId: host.user.id,
        actorName: `Ana ${host.user.lastName}`,
      }),
    ]);

    const after = await me(host);
    expect(after.event?.id).toBe(host.event.id);
    expect(after.events.map((e) => [e.id, e.role])).toEqual([
      [host.event.id, 'owner'],
      [event.id, 'owner'],
    ]);
  });

  it('keeps the registration’s slug rules: taken and reserved links answer 409 and 400', async () => {
    const host = await createHost(db());
    const taken = await createEvent(host, newEvent({ slug: host.event.slug }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      fieldErrors: { slug: ['O link está em uso, por favor, crie outro.'] },
    });
    const reserved = await createEvent(host, newEvent({ slug: 'api' }));
    expect([400, 409]).toContain(reserved.statusCode);
    const fewGifts = await createEvent(
      host,
      newEvent({ giftList: catalogue.giftIds.slice(0, 2) }),
    );
    expect(fewGifts.statusCode).toBe(400);
    expect((await me(host)).events).toHaveLength(1);
  });

  it('refuses ids beyond the database’s integers with the choice’s message, not a 500', async () => {
    const host = await createHost(db());
    const tooLarge = 9_007_199_254_740_975;
    const category = await createEvent(host, newEvent({ event: tooLarge }));
    expect(category.statusCode).toBe(400);
    expect(category.json()).toMatchObject({
      fieldErrors: { event: ['* Campo obrigatório'] },
    });
    const gift = await createEvent(
      host,
      newEvent({ giftList: [...catalogue.giftIds.slice(0, 3), tooLarge] }),
    );
    expect(gift.statusCode).toBe(400);
    expect((await me(host)).events).toHaveLength(1);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/events',
      payload: newEvent(),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/users/me with several events', () => {
  it('opens the first event the account owns, and lists every membership oldest first', async () => {
    const other = await createHost(db());
    const member = await createMember(db(), other.event.id, 'cohost');
    const response = await createEvent(member, newEvent());
    const created = createEventResponseSchema.parse(response.json()).event;

    const answer = await me(member);
    expect(answer.event?.id).toBe(member.event.id);
    expect(answer.events).toEqual([
      {
        id: member.event.id,
        slug: member.event.slug,
        title: 'Ana & João',
        role: 'owner',
      },
      {
        id: other.event.id,
        slug: other.event.slug,
        title: 'Ana & João',
        role: 'cohost',
      },
      {
        id: created.id,
        slug: created.slug,
        title: 'Chá de bebê',
        role: 'owner',
      },
    ]);
  });

  it('opens the first event the account is a member of when it owns none', async () => {
    const host = await createHost(db());
    const other = await createHost(db());
    const assistant = await createMember(db(), other.event.id, 'assistant');
    await db()
      .delete(eventMembers)
      .where(eq(eventMembers.userId, assistant.user.id))
      .then(() =>
        db()
          .insert(eventMembers)
          .values([
            {
              eventId: other.event.id,
              userId: assistant.user.id,
              role: 'assistant',
            },
            {
              eventId: host.event.id,
              userId: assistant.user.id,
              role: 'cohost',
            },
          ]),
      );

    const answer = await me(assistant);
    expect(answer.event?.id).toBe(Math.min(host.event.id, other.event.id));
    expect(answer.events.map((event) => event.role).sort()).toEqual([
      'assistant',
      'cohost',
    ]);
  });
});

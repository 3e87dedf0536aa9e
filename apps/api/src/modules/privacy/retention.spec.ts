import {
  type Db,
  eventDetails,
  events,
  guestMessages,
  guestResponses,
  guests,
  orderItems,
  orders,
  outbox,
  passwordResets,
  privacyCodes,
} from '@celebra/db';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, unique } from '../../test/factories';
import {
  createGuest,
  createGuestMessage,
  createGuestResponse,
} from '../../test/guest-factories';
import { insertOrder } from '../../test/money-factories';
import {
  createRetentionJob,
  dayMonthsBefore,
  type RetentionJob,
} from './retention';

let t: TestApp;
let db: Db;
let job: RetentionJob;
const now = new Date('2026-11-29T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  job = createRetentionJob({
    db,
    policy: { guestMonths: 12, outboxDays: 30, outboxMaxAttempts: 15 },
  });
});

afterAll(async () => {
  await t?.close();
});

/** A host's event whose date (or, without one, whose creation) is `date`. */
async function eventOn(date: string | null, createdAt = now) {
  const host = await createHost(db);
  await db
    .update(eventDetails)
    .set({ eventDate: date })
    .where(eq(eventDetails.eventId, host.event.id));
  await db
    .update(events)
    .set({ createdAt })
    .where(eq(events.id, host.event.id));
  return host;
}

/** One of everything a guest leaves on an event. */
async function guestTraces(eventId: number) {
  const guest = await createGuest(db, eventId, {
    companions: 1,
    companionNames: ['Pedro Alves'],
    note: 'Estaremos lá!',
  });
  const response = await createGuestResponse(db, eventId, guest.id, {
    message: 'Vou levar meu filho',
  });
  const message = await createGuestMessage(db, eventId, {
    firstName: 'Carla',
    lastName: 'Dias',
    email: 'carla@example.com',
    message: 'Que sejam muito felizes!',
  });
  const order = await insertOrder(db, eventId, {
    guestName: 'Carla Dias Souza',
    guestContact: 'carla@example.com',
    guestNote: 'Com carinho',
    itemPrices: [15_000],
  });
  return { guest, response, message, order };
}

describe('the retention job', () => {
  it('anonymises the guests of events past the retention, and keeps the words and the money', async () => {
    const past = await eventOn(dayMonthsBefore(now, 13));
    const recent = await eventOn(dayMonthsBefore(now, 11));
    const undatedOld = await eventOn(null, daysAgo(400));
    const undatedNew = await eventOn(null, daysAgo(30));
    const old = await guestTraces(past.event.id);
    const kept = await guestTraces(recent.event.id);
    const oldUndated = await guestTraces(undatedOld.event.id);
    const newUndated = await guestTraces(undatedNew.event.id);

    const counts = await job.run(now);

    expect(counts).toMatchObject({
      guests: 2,
      guestResponses: 2,
      guestMessages: 2,
      orders: 2,
    });
    for (const traces of [old, oldUndated]) {
      const [guest] = await db
        .select()
        .from(guests)
        .where(eq(guests.id, traces.guest.id));
      expect(guest).toMatchObject({
        firstName: 'Convidado',
        lastName: '',
        email: '',
        phoneNumber: '',
        companionNames: [],
        note: null,
        // What the list counts stays.
        companions: 1,
        attending: true,
        anonymisedAt: now,
      });
      expect(
        await db
          .select()
          .from(guestResponses)
          .where(eq(guestResponses.id, traces.response.id)),
      ).toEqual([]);
      const [message] = await db
        .select()
        .from(guestMessages)
        .where(eq(guestMessages.id, traces.message.id));
      expect(message).toMatchObject({
        firstName: 'Carla',
        lastName: '',
        email: '',
        message: 'Que sejam muito felizes!',
        anonymisedAt: now,
      });
      const [order] = await db
        .select()
        .from(orders)
        .where(eq(orders.id, traces.order.id));
      expect(order).toMatchObject({
        guestName: 'Carla',
        guestContact: '',
        guestNote: 'Com carinho',
        total: 15_000,
        status: 'APPROVED',
        anonymisedAt: now,
      });
      expect(
        await db
          .select({ unitPrice: orderItems.unitPrice })
          .from(orderItems)
          .where(eq(orderItems.orderId, traces.order.id)),
      ).toEqual([{ unitPrice: 15_000 }]);
    }
    for (const traces of [kept, newUndated]) {
      const [guest] = await db
        .select()
        .from(guests)
        .where(eq(guests.id, traces.guest.id));
      expect(guest).toMatchObject({
        firstName: 'Maria',
        email: traces.guest.email,
        phoneNumber: '(11) 91234-5678',
        companionNames: ['Pedro Alves'],
        anonymisedAt: null,
      });
      expect(
        await db
          .select({ id: guestResponses.id })
          .from(guestResponses)
          .where(eq(guestResponses.id, traces.response.id)),
      ).toHaveLength(1);
      const [order] = await db
        .select()
        .from(orders)
        .where(eq(orders.id, traces.order.id));
      expect(order).toMatchObject({
        guestName: 'Carla Dias Souza',
        guestContact: 'carla@example.com',
        anonymisedAt: null,
      });
    }

    expect(await job.run(now)).toMatchObject({
      guests: 0,
      guestResponses: 0,
      guestMessages: 0,
      orders: 0,
    });
  });

  it('deletes expired reset links and one-time codes, and keeps the live ones', async () => {
    const host = await createHost(db);
    const resets = await db
      .insert(passwordResets)
      .values([
        {
          tokenHash: unique('old'),
          userId: host.user.id,
          expiresAt: daysAgo(1),
        },
        {
          tokenHash: unique('live'),
          userId: host.user.id,
          expiresAt: new Date(now.getTime() + 60_000),
        },
      ])
      .returning({ id: passwordResets.id });
    const codes = await db
      .insert(privacyCodes)
      .values([
        { emailHash: 'a', codeHash: unique('c'), expiresAt: daysAgo(1) },
        {
          emailHash: 'b',
          codeHash: unique('c'),
          expiresAt: new Date(now.getTime() + 60_000),
        },
      ])
      .returning({ id: privacyCodes.id });

    const counts = await job.run(now);

    expect(counts).toMatchObject({ passwordResets: 1, privacyCodes: 1 });
    expect(
      await db
        .select({ id: passwordResets.id })
        .from(passwordResets)
        .where(
          inArray(
            passwordResets.id,
            resets.map((row) => row.id),
          ),
        ),
    ).toEqual([resets[1]]);
    expect(
      await db
        .select({ id: privacyCodes.id })
        .from(privacyCodes)
        .where(
          inArray(
            privacyCodes.id,
            codes.map((row) => row.id),
          ),
        ),
    ).toEqual([codes[1]]);
    expect(await job.run(now)).toMatchObject({
      passwordResets: 0,
      privacyCodes: 0,
    });
  });

  it('empties the recipient and body of e-mails delivered or given up more than 30 days ago', async () => {
    const message = (values: Partial<typeof outbox.$inferInsert>) => ({
      topic: 'guest.message',
      recipient: 'ana@example.com',
      subject: 'Carla deixou um recado',
      text: 'Que sejam muito felizes!',
      html: '<p>Que sejam muito felizes!</p>',
      ...values,
    });
    // Undelivered ones wait for a later send: this app's outbox worker leaves them alone.
    const later = new Date(Date.now() + 365 * DAY_MS);
    const rows = await db
      .insert(outbox)
      .values([
        message({ deliveredAt: daysAgo(31), createdAt: daysAgo(31) }),
        message({ deliveredAt: daysAgo(29), createdAt: daysAgo(29) }),
        message({ attempts: 15, createdAt: daysAgo(40), nextAttemptAt: later }),
        message({ attempts: 3, createdAt: daysAgo(40), nextAttemptAt: later }),
      ])
      .returning({ id: outbox.id });

    const counts = await job.run(now);

    expect(counts).toMatchObject({ outboxBodies: 2 });
    const after = await db
      .select()
      .from(outbox)
      .where(
        inArray(
          outbox.id,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(outbox.id);
    for (const purged of [after[0], after[2]])
      expect(purged).toMatchObject({
        topic: 'guest.message',
        recipient: '',
        subject: '',
        text: '',
        html: null,
        bodyPurgedAt: now,
      });
    for (const kept of [after[1], after[3]])
      expect(kept).toMatchObject({
        recipient: 'ana@example.com',
        text: 'Que sejam muito felizes!',
        bodyPurgedAt: null,
      });
    expect(await job.run(now)).toMatchObject({ outboxBodies: 0 });
  });
});

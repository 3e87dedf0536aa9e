import {
  createDb,
  type Database,
  eventDetails,
  guests,
  outbox,
} from '@celebra/db';
import { and, eq, isNotNull } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost } from '../../test/factories';
import { createGuest } from '../../test/guest-factories';
import {
  createRetentionJob,
  dayMonthsBefore,
  type RetentionCounts,
} from './retention';

/*
 * Two api instances on one database run the job at the same moment. On PostgreSQL the second
 * has its own connection pool, so the runs truly race; on PGlite both share the one database.
 */

const GUESTS = 40;
const MESSAGES = 30;

let t: TestApp;
let secondDatabase: Database | undefined;

beforeAll(async () => {
  t = await createTestApp();
  secondDatabase = t.database.databaseUrl
    ? await createDb({ databaseUrl: t.database.databaseUrl })
    : undefined;
});

afterAll(async () => {
  await secondDatabase?.close();
  await t?.close();
});

const policy = { guestMonths: 12, outboxDays: 30, outboxMaxAttempts: 15 };

it('anonymises each guest and purges each e-mail once when two instances run it together', async () => {
  const now = new Date();
  const db = t.database.db;
  const host = await createHost(db);
  await db
    .update(eventDetails)
    .set({ eventDate: dayMonthsBefore(now, 24) })
    .where(eq(eventDetails.eventId, host.event.id));
  for (let index = 0; index < GUESTS; index++)
    await createGuest(db, host.event.id);
  const delivered = new Date(now.getTime() - 40 * 24 * 60 * 60 * 1000);
  await db.insert(outbox).values(
    Array.from({ length: MESSAGES }, () => ({
      topic: 'guest.thanks',
      recipient: 'convidada@example.com',
      subject: 'Obrigado!',
      text: 'Obrigado pelo presente.',
      deliveredAt: delivered,
      createdAt: delivered,
    })),
  );
  const jobs = [t.database, secondDatabase ?? t.database].map((database) =>
    createRetentionJob({
      db: database.db,
      policy,
    }),
  );

  const runs = await Promise.all(jobs.map((job) => job.run(now)));

  const sum = (key: keyof RetentionCounts) =>
    runs.reduce((total, counts) => total + (counts?.[key] ?? 0), 0);
  expect(sum('guests')).toBe(GUESTS);
  expect(sum('outboxBodies')).toBe(MESSAGES);
  // One instance did the work: the other found the lock taken (null) or nothing left to do.
  expect(runs.filter((counts) => counts && counts.guests > 0)).toHaveLength(1);
  expect(
    await db.$count(
      guests,
      and(eq(guests.eventId, host.event.id), isNotNull(guests.anonymisedAt)),
    ),
  ).toBe(GUESTS);
  expect(await db.$count(outbox, isNotNull(outbox.bodyPurgedAt))).toBe(
    MESSAGES,
  );
});

import { createDb, type Database, invitations, outbox } from '@celebra/db';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost } from '../../test/factories';
import { setEventSettings } from '../../test/guest-factories';
import { REMINDER_MAIL_TOPIC } from './invitation-mail';
import { createInvitation } from './personal-invitation.test-support';
import { createRsvpReminders, todayOf } from './rsvp-reminders';

/*
 * Two api instances on one database run the reminders at the same moment. On PostgreSQL the
 * second has its own connection pool, so the runs truly race; on PGlite both share the one database.
 */

const HOUSEHOLDS = 40;

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

it('sends one reminder per invitation when two instances run the job together', async () => {
  const now = new Date();
  const db = t.database.db;
  const host = await createHost(db);
  await setEventSettings(db, host.event.id, {
    rsvpDeadline: todayOf(new Date(now.getTime() + 2 * 86_400_000)),
    rsvpRemindersEnabled: true,
    rsvpReminderDays: 7,
  });
  const recipients: string[] = [];
  for (let index = 0; index < HOUSEHOLDS; index++) {
    const email = `casa-${index}-${host.event.slug}@example.com`;
    recipients.push(email);
    await createInvitation(db, host.event.id, { email });
  }
  const jobs = [t.database, secondDatabase ?? t.database].map((database) =>
    createRsvpReminders({
      db: database.db,
      siteOrigin: 'https://site.example.com',
    }),
  );

  const counts = await Promise.all(jobs.map((job) => job.run(now)));

  expect(counts.reduce((sum, count) => sum + count, 0)).toBe(HOUSEHOLDS);
  const mails = await db
    .select({ recipient: outbox.recipient })
    .from(outbox)
    .where(
      and(
        eq(outbox.topic, REMINDER_MAIL_TOPIC),
        inArray(outbox.recipient, recipients),
      ),
    );
  expect(mails).toHaveLength(HOUSEHOLDS);
  expect(new Set(mails.map((mail) => mail.recipient)).size).toBe(HOUSEHOLDS);
  expect(
    await db.$count(
      invitations,
      and(
        eq(invitations.eventId, host.event.id),
        isNotNull(invitations.reminderSentAt),
      ),
    ),
  ).toBe(HOUSEHOLDS);
});

import { outbox } from '@celebra/db';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost } from '../../test/factories';
import { setEventSettings } from '../../test/guest-factories';
import { REMINDER_MAIL_TOPIC } from './invitation-mail';
import { createInvitation } from './personal-invitation.test-support';
import { createRsvpReminders, todayOf } from './rsvp-reminders';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const DAY_MS = 86_400_000;
/** Noon in São Paulo of 2030-03-10, and days around it. */
const NOW = new Date('2030-03-10T15:00:00Z');
const day = (offset: number) =>
  todayOf(new Date(NOW.getTime() + offset * DAY_MS));

const reminders = () =>
  createRsvpReminders({ db: db(), siteOrigin: 'https://site.example.com' });

const remindersTo = (...recipients: string[]) =>
  db()
    .select()
    .from(outbox)
    .where(inArray(outbox.recipient, recipients))
    .then((rows) => rows.filter((row) => row.topic === REMINDER_MAIL_TOPIC));

async function eventWithReminders(deadline: string, days = 7, enabled = true) {
  const host = await createHost(db());
  await setEventSettings(db(), host.event.id, {
    rsvpDeadline: deadline,
    rsvpReminderDays: days,
    rsvpRemindersEnabled: enabled,
  });
  return host;
}

it('reminds each household with an e-mail that has not answered, once', async () => {
  const host = await eventWithReminders(day(3));
  const tag = host.event.slug;
  const waiting = await createInvitation(db(), host.event.id, {
    email: `espera-${tag}@example.com`,
  });
  await createInvitation(db(), host.event.id, {
    email: `respondeu-${tag}@example.com`,
    answeredAt: new Date(),
  });
  await createInvitation(db(), host.event.id, {
    email: `revisar-${tag}@example.com`,
    needsReview: true,
  });
  await createInvitation(db(), host.event.id);

  expect(await reminders().run(NOW)).toBeGreaterThanOrEqual(1);
  await reminders().run(new Date(NOW.getTime() + DAY_MS));

  const sent = await remindersTo(
    `espera-${tag}@example.com`,
    `respondeu-${tag}@example.com`,
    `revisar-${tag}@example.com`,
  );
  expect(sent).toHaveLength(1);
  expect(sent[0]?.recipient).toBe(`espera-${tag}@example.com`);
  expect(sent[0]?.subject).toBe('Confirme sua presença: Ana & João');
  expect(sent[0]?.text).toContain(
    'Faltam 3 dias para o prazo de confirmação de presença em “Ana & João” (até 13/03/2030).',
  );
  expect(sent[0]?.text).toContain(
    `https://site.example.com/${host.event.slug}/c/${waiting.code}`,
  );
});

it('waits for the reminder window, and never sends after the deadline or with reminders off', async () => {
  const early = await eventWithReminders(day(10), 7);
  const past = await eventWithReminders(day(-1), 7);
  const off = await eventWithReminders(day(2), 7, false);
  for (const host of [early, past, off])
    await createInvitation(db(), host.event.id, {
      email: `r-${host.event.slug}@example.com`,
    });
  await reminders().run(NOW);
  expect(
    await remindersTo(
      `r-${early.event.slug}@example.com`,
      `r-${past.event.slug}@example.com`,
      `r-${off.event.slug}@example.com`,
    ),
  ).toHaveLength(0);

  await reminders().run(new Date(NOW.getTime() + 3 * DAY_MS));
  expect(await remindersTo(`r-${early.event.slug}@example.com`)).toHaveLength(
    1,
  );
});

it('reminds on the deadline day itself', async () => {
  const host = await eventWithReminders(day(0), 1);
  await createInvitation(db(), host.event.id, {
    email: `hoje-${host.event.slug}@example.com`,
  });
  await reminders().run(NOW);
  const [mail] = await remindersTo(`hoje-${host.event.slug}@example.com`);
  expect(mail?.text).toContain('Hoje é o último dia do prazo de confirmação');
  expect(
    await db().$count(outbox, eq(outbox.topic, REMINDER_MAIL_TOPIC)),
  ).toBeGreaterThan(0);
});

import { DEFAULT_TIME_ZONE } from '@celebra/format';
import { type Db, events, eventSettings, invitations } from '@celebra/db';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { enqueueMail } from '../../mail/outbox';
import { daysBetween, personalLink, reminderMail } from './invitation-mail';

/** Reminders one run queues at most (the next run takes the rest). */
const BATCH = 500;

const calendarDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEFAULT_TIME_ZONE,
});

/** 'YYYY-MM-DD' of `now` in the events' time zone (Brasília). */
export const todayOf = (now: Date) => calendarDay.format(now);

export interface RsvpReminders {
  /** Queues the reminders due at `now`; answers how many. */
  run(now: Date): Promise<number>;
}

/**
 * The e-mail reminder: once per invitation with an e-mail that has not answered (and is not an
 * answer to review), from `rsvp_reminder_days` before the deadline to the deadline itself, on
 * events with reminders on. The conditional update marks each invitation and the e-mail is
 * queued in the same transaction, so api instances running it together send each one once.
 */
export function createRsvpReminders(deps: {
  db: Db;
  siteOrigin: string;
}): RsvpReminders {
  const { db } = deps;
  return {
    async run(now) {
      const today = todayOf(now);
      const due = db
        .select({ id: invitations.id })
        .from(invitations)
        .innerJoin(
          eventSettings,
          eq(eventSettings.eventId, invitations.eventId),
        )
        .innerJoin(events, eq(events.id, invitations.eventId))
        .where(
          and(
            eq(events.active, true),
            eq(eventSettings.rsvpRemindersEnabled, true),
            sql`${today}::date between ${eventSettings.rsvpDeadline} - ${eventSettings.rsvpReminderDays} and ${eventSettings.rsvpDeadline}`,
            ne(invitations.email, ''),
            isNull(invitations.answeredAt),
            eq(invitations.needsReview, false),
            isNull(invitations.reminderSentAt),
          ),
        )
        .limit(BATCH);
      return db.transaction(async (tx) => {
        const marked = await tx
          .update(invitations)
          .set({ reminderSentAt: now })
          .where(
            and(
              inArray(invitations.id, due),
              isNull(invitations.reminderSentAt),
              isNull(invitations.answeredAt),
            ),
          )
          .returning({
            eventId: invitations.eventId,
            name: invitations.name,
            email: invitations.email,
            code: invitations.code,
          });
        if (marked.length === 0) return 0;
        const eventRows = await tx
          .select({
            id: events.id,
            title: events.title,
            slug: events.slug,
            deadline: eventSettings.rsvpDeadline,
          })
          .from(events)
          .innerJoin(eventSettings, eq(eventSettings.eventId, events.id))
          .where(
            inArray(events.id, [...new Set(marked.map((row) => row.eventId))]),
          );
        const byId = new Map(eventRows.map((event) => [event.id, event]));
        await enqueueMail(
          tx,
          ...marked.flatMap((row) => {
            const event = byId.get(row.eventId);
            if (!event?.deadline) return [];
            return [
              reminderMail(
                {
                  email: row.email,
                  name: row.name,
                  eventTitle: event.title,
                  link: personalLink(deps.siteOrigin, event.slug, row.code),
                },
                event.deadline,
                daysBetween(today, event.deadline),
              ),
            ];
          }),
        );
        return marked.length;
      });
    },
  };
}

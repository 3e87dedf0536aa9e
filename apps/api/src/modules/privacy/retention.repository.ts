import {
  eventDetails,
  events,
  guestMessages,
  guestResponses,
  guests,
  invitations,
  orders,
  outbox,
  passwordResets,
  privacyCodes,
  type Tx,
} from '@celebra/db';
import { DEFAULT_TIME_ZONE } from '@celebra/format';
import { and, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';

/** Key of the advisory lock held by the one instance running the retention job. */
const RETENTION_LOCK = 0x72657465;

/**
 * Takes the retention job's lock until the transaction ends; false when another api instance
 * holds it (that instance is doing this run's work).
 */
export async function tryLockRetention(tx: Tx): Promise<boolean> {
  const result = await tx.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK}::int) as locked`,
  );
  return result.rows[0]?.locked === true;
}

/** The first name only: what a keepsake keeps of who wrote it. */
const firstNameOf = (column: typeof orders.guestName) =>
  sql<string>`split_part(btrim(${column}), ' ', 1)`;

/**
 * The events past retention: their date (their creation when they have none) is before
 * `cutoffDay` ('YYYY-MM-DD').
 */
function eventsEndedBefore(tx: Tx, cutoffDay: string) {
  return tx
    .select({ id: events.id })
    .from(events)
    .leftJoin(eventDetails, eq(eventDetails.eventId, events.id))
    .where(
      lt(
        sql`coalesce(${eventDetails.eventDate}, (${events.createdAt} at time zone ${DEFAULT_TIME_ZONE})::date)`,
        cutoffDay,
      ),
    );
}

/**
 * Guests of past events: the list keeps the row (attendance and companions count) without
 * who it was: 'Convidado', no contact, no companions' names, no attendance message.
 */
export async function anonymiseGuests(
  tx: Tx,
  cutoffDay: string,
  now: Date,
): Promise<number> {
  const rows = await tx
    .update(guests)
    .set({
      firstName: 'Convidado',
      lastName: '',
      email: '',
      phoneNumber: '',
      companionNames: [],
      note: null,
      anonymisedAt: now,
    })
    .where(
      and(
        inArray(guests.eventId, eventsEndedBefore(tx, cutoffDay)),
        isNull(guests.anonymisedAt),
      ),
    )
    .returning({ id: guests.id });
  return rows.length;
}

/** Households of past events: the counts stay, the contacts the host typed go. */
export async function anonymiseInvitations(
  tx: Tx,
  cutoffDay: string,
  now: Date,
): Promise<number> {
  const rows = await tx
    .update(invitations)
    .set({ email: '', phoneNumber: '', anonymisedAt: now })
    .where(
      and(
        inArray(invitations.eventId, eventsEndedBefore(tx, cutoffDay)),
        isNull(invitations.anonymisedAt),
      ),
    )
    .returning({ id: invitations.id });
  return rows.length;
}

/** Answers never accepted nor discarded by the hosts of past events: deleted. */
export async function deleteGuestResponses(
  tx: Tx,
  cutoffDay: string,
): Promise<number> {
  const rows = await tx
    .delete(guestResponses)
    .where(inArray(guestResponses.eventId, eventsEndedBefore(tx, cutoffDay)))
    .returning({ id: guestResponses.id });
  return rows.length;
}

/** The couple's messages stay as keepsakes: the words and the first name, without the contact. */
export async function anonymiseGuestMessages(
  tx: Tx,
  cutoffDay: string,
  now: Date,
): Promise<number> {
  const rows = await tx
    .update(guestMessages)
    .set({
      lastName: '',
      email: '',
      anonymisedAt: now,
    })
    .where(
      and(
        inArray(guestMessages.eventId, eventsEndedBefore(tx, cutoffDay)),
        isNull(guestMessages.anonymisedAt),
      ),
    )
    .returning({ id: guestMessages.id });
  return rows.length;
}

/**
 * Orders stay (amounts and items are the money's record, kept by legal obligation) with the
 * giver's first name and words to the couple, without their contact.
 */
export async function anonymiseOrders(
  tx: Tx,
  cutoffDay: string,
  now: Date,
): Promise<number> {
  const rows = await tx
    .update(orders)
    .set({
      guestName: firstNameOf(orders.guestName),
      guestContact: '',
      anonymisedAt: now,
    })
    .where(
      and(
        inArray(orders.eventId, eventsEndedBefore(tx, cutoffDay)),
        isNull(orders.anonymisedAt),
      ),
    )
    .returning({ id: orders.id });
  return rows.length;
}

/** Password-reset links past their expiry (used ones included). */
export async function deleteExpiredPasswordResets(
  tx: Tx,
  now: Date,
): Promise<number> {
  const rows = await tx
    .delete(passwordResets)
    .where(lte(passwordResets.expiresAt, now))
    .returning({ id: passwordResets.id });
  return rows.length;
}

/** Guests' one-time codes past their expiry. */
export async function deleteExpiredPrivacyCodes(
  tx: Tx,
  now: Date,
): Promise<number> {
  const rows = await tx
    .delete(privacyCodes)
    .where(lte(privacyCodes.expiresAt, now))
    .returning({ id: privacyCodes.id });
  return rows.length;
}

/**
 * E-mails delivered before `deliveredBefore`, or given up (all their sends failed) and
 * written before it: the recipient, subject and body are emptied; the topic and the times stay.
 */
export async function purgeOutboxBodies(
  tx: Tx,
  deliveredBefore: Date,
  maxAttempts: number,
  now: Date,
): Promise<number> {
  const rows = await tx
    .update(outbox)
    .set({
      recipient: '',
      subject: '',
      text: '',
      html: null,
      lastError: null,
      bodyPurgedAt: now,
    })
    .where(
      and(
        isNull(outbox.bodyPurgedAt),
        or(
          lte(outbox.deliveredAt, deliveredBefore),
          and(
            isNull(outbox.deliveredAt),
            gte(outbox.attempts, maxAttempts),
            lte(outbox.createdAt, deliveredBefore),
          ),
        ),
      ),
    )
    .returning({ id: outbox.id });
  return rows.length;
}

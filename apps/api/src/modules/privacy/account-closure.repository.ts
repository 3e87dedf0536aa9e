import {
  type DbOrTx,
  events,
  guestMessages,
  guestResponses,
  guests,
  invitations,
  orders,
  type Tx,
  users,
} from '@celebra/db';
import {
  and,
  asc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lte,
  sql,
} from 'drizzle-orm';

/** Schedules the closure at `closesAt`; nothing when one is already scheduled. */
export function scheduleClosure(tx: Tx, userId: number, closesAt: Date) {
  return tx
    .update(users)
    .set({ closesAt })
    .where(
      and(eq(users.id, userId), isNull(users.closesAt), isNull(users.closedAt)),
    )
    .returning({ closesAt: users.closesAt });
}

export function unscheduleClosure(tx: Tx, userId: number) {
  return tx
    .update(users)
    .set({ closesAt: null })
    .where(
      and(
        eq(users.id, userId),
        isNotNull(users.closesAt),
        isNull(users.closedAt),
      ),
    )
    .returning({ email: users.email, firstName: users.firstName });
}

/**
 * Locks one account whose grace period ended by `now` and that is not erased yet, skipping
 * those another instance is erasing.
 */
export async function lockDueClosure(tx: Tx, now: Date) {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
    })
    .from(users)
    .where(and(lte(users.closesAt, now), isNull(users.closedAt)))
    .orderBy(asc(users.closesAt), asc(users.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export function postponeClosure(tx: Tx, userId: number, closesAt: Date) {
  return tx.update(users).set({ closesAt }).where(eq(users.id, userId));
}

/** The events the account owns (not those it only helps with), oldest first. */
export function ownedEvents(db: DbOrTx, userId: number) {
  return db
    .select({ id: events.id, title: events.title })
    .from(events)
    .where(eq(events.userId, userId))
    .orderBy(asc(events.id));
}

/**
 * The guests' data of the closed account's events: no longer needed once the event is gone
 * (answers, list and messages deleted; the gifts' orders kept for the money records without
 * the guests' names, contacts and notes).
 */
export async function eraseEventsGuests(tx: Tx, eventIds: number[]) {
  if (eventIds.length === 0) return;
  await tx
    .delete(guestResponses)
    .where(inArray(guestResponses.eventId, eventIds));
  await tx.delete(guests).where(inArray(guests.eventId, eventIds));
  // Their members are gone above; the households' answers go with them.
  await tx.delete(invitations).where(inArray(invitations.eventId, eventIds));
  await tx
    .delete(guestMessages)
    .where(inArray(guestMessages.eventId, eventIds));
  await tx
    .update(orders)
    .set({
      guestName: '',
      guestContact: '',
      guestNote: '',
      anonymisedAt: sql`now()`,
    })
    .where(and(inArray(orders.eventId, eventIds), isNull(orders.anonymisedAt)));
}

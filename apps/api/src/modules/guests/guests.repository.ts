import {
  type DbOrTx,
  insertGuestsWithOwnInvitations,
  type OwnInvitationValues,
  guestResponses,
  foldedText,
  guests,
  invitations,
  orders,
  type NewGuest,
  type NewGuestResponse,
  type Tx,
  oneRow,
} from '@celebra/db';
import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { PageSlice } from '../../lib/paging';
import { firstRow } from '../../lib/rows';

/** First key of the advisory lock that serialises changes to one event's guest list. */
const GUEST_LIST_LOCK = 0x67756573;

const guestColumns = {
  id: guests.id,
  eventId: guests.eventId,
  firstName: guests.firstName,
  lastName: guests.lastName,
  email: guests.email,
  phoneNumber: guests.phoneNumber,
  attending: guests.attending,
  companions: guests.companions,
  companionNames: guests.companionNames,
  note: guests.note,
  createdAt: guests.createdAt,
};

export type GuestRow = NonNullable<Awaited<ReturnType<typeof findGuest>>>;

/** What a guest answers about themself: a guest row and a pending answer both hold it. */
export type GuestAnswerField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phoneNumber'
  | 'attending'
  | 'companions'
  | 'companionNames';

/**
 * What a host, an administrator or the guest themself may change on a guest (the thanks mark
 * follows the message when an answer is accepted).
 */
export type GuestChanges = Partial<
  Pick<NewGuest, GuestAnswerField | 'note' | 'thankedAt'>
>;

const ofEvent = (eventId: number, guestId: number) =>
  and(eq(guests.eventId, eventId), eq(guests.id, guestId));

/**
 * Holds, until the transaction ends, the lock of this event's guest list: the e-mail check and
 * the write that follows cannot interleave with another one (no unique index on the e-mail).
 */
export async function lockGuestList(tx: Tx, eventId: number): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${GUEST_LIST_LOCK}::int, ${eventId}::int)`,
  );
}

/**
 * Every member for the host's CSV, by invitation name then the members' order: with their
 * invitation (contacts when the member has none), its steps and its approved gifts.
 */
export function listGuestsForExport(db: DbOrTx, eventId: number) {
  return db
    .select({
      ...guestColumns,
      email: sql<string>`coalesce(nullif(${guests.email}, ''), ${invitations.email})`,
      phoneNumber: sql<string>`coalesce(nullif(${guests.phoneNumber}, ''), ${invitations.phoneNumber})`,
      isChild: guests.isChild,
      invitationName: invitations.name,
      groupName: invitations.groupName,
      sentAt: invitations.sentAt,
      firstOpenedAt: invitations.firstOpenedAt,
      answeredAt: invitations.answeredAt,
      gifts: sql<number>`(select count(*) from ${orders} where ${orders.invitationId} = ${invitations.id} and ${orders.status} = 'APPROVED')::int`,
    })
    .from(guests)
    .innerJoin(invitations, eq(invitations.id, guests.invitationId))
    .where(eq(guests.eventId, eventId))
    .orderBy(
      asc(foldedText(invitations.name)),
      asc(invitations.id),
      asc(guests.position),
      asc(guests.id),
    );
}

export type GuestExportRow = Awaited<
  ReturnType<typeof listGuestsForExport>
>[number];

/** How many guests the event has. */
export async function countGuests(db: DbOrTx, eventId: number) {
  return oneRow(
    await db
      .select({ total: sql<number>`count(*)::int` })
      .from(guests)
      .where(eq(guests.eventId, eventId)),
  );
}

/** One page in the order they were added or confirmed (the back office). */
export function listGuestsByArrival(
  db: DbOrTx,
  eventId: number,
  page: PageSlice,
) {
  return db
    .select(guestColumns)
    .from(guests)
    .where(eq(guests.eventId, eventId))
    .orderBy(asc(guests.createdAt), asc(guests.id))
    .limit(page.limit)
    .offset(page.offset);
}

export function findGuest(db: DbOrTx, eventId: number, guestId: number) {
  return firstRow(
    db.select(guestColumns).from(guests).where(ofEvent(eventId, guestId)),
  );
}

/** The guest of this event with `email` (any case), other than `exceptId`. */
export async function findGuestIdByEmail(
  db: DbOrTx,
  eventId: number,
  email: string,
  exceptId?: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: guests.id })
    .from(guests)
    .where(
      and(
        eq(guests.eventId, eventId),
        eq(sql`lower(${guests.email})`, email.toLowerCase()),
        exceptId === undefined ? undefined : ne(guests.id, exceptId),
      ),
    )
    .orderBy(asc(guests.id))
    .limit(1);
  return row?.id;
}

/**
 * The member an open-form answer with `email` (any case) belongs to: a guest with that e-mail,
 * else the first member of an invitation with it.
 */
export async function findMemberIdByEmail(
  db: DbOrTx,
  eventId: number,
  email: string,
): Promise<number | undefined> {
  const lowered = email.toLowerCase();
  const [row] = await db
    .select({ id: guests.id })
    .from(guests)
    .innerJoin(invitations, eq(invitations.id, guests.invitationId))
    .where(
      and(
        eq(guests.eventId, eventId),
        or(
          eq(sql`lower(${guests.email})`, lowered),
          eq(sql`lower(${invitations.email})`, lowered),
        ),
      ),
    )
    .orderBy(
      desc(eq(sql`lower(${guests.email})`, lowered)),
      asc(guests.position),
      asc(guests.id),
    )
    .limit(1);
  return row?.id;
}

/** The guest joins a one-person invitation of their own. */
export async function insertGuest(
  db: DbOrTx,
  values: Omit<NewGuest, 'invitationId'>,
  invitation?: OwnInvitationValues,
) {
  return oneRow(await insertGuestsWithOwnInvitations(db, [values], invitation));
}

/** Fields left undefined keep their value. */
export async function updateGuest(
  db: DbOrTx,
  eventId: number,
  guestId: number,
  values: GuestChanges,
) {
  const row = oneRow(
    await db
      .update(guests)
      .set(values)
      .where(ofEvent(eventId, guestId))
      .returning(guestColumns),
  );
  return row;
}

/** False when the guest is not one of the event's. */
export async function deleteGuest(
  db: DbOrTx,
  eventId: number,
  guestId: number,
): Promise<boolean> {
  const deleted = await db
    .delete(guests)
    .where(ofEvent(eventId, guestId))
    .returning({ id: guests.id });
  return deleted.length > 0;
}

const responseColumns = {
  id: guestResponses.id,
  guestId: guestResponses.guestId,
  firstName: guestResponses.firstName,
  lastName: guestResponses.lastName,
  email: guestResponses.email,
  phoneNumber: guestResponses.phoneNumber,
  attending: guestResponses.attending,
  companions: guestResponses.companions,
  companionNames: guestResponses.companionNames,
  message: guestResponses.message,
  thankedAt: guestResponses.thankedAt,
  createdAt: guestResponses.createdAt,
};

export type GuestResponseRow = NonNullable<
  Awaited<ReturnType<typeof findGuestResponse>>
>;

/** The answers of one guest waiting for the host, oldest first. */
export function listGuestResponses(
  db: DbOrTx,
  eventId: number,
  guestId: number,
) {
  return db
    .select(responseColumns)
    .from(guestResponses)
    .where(
      and(
        eq(guestResponses.eventId, eventId),
        eq(guestResponses.guestId, guestId),
      ),
    )
    .orderBy(asc(guestResponses.createdAt), asc(guestResponses.id));
}

const responseOf = (eventId: number, guestId: number, responseId: number) =>
  and(
    eq(guestResponses.eventId, eventId),
    eq(guestResponses.guestId, guestId),
    eq(guestResponses.id, responseId),
  );

export function findGuestResponse(
  db: DbOrTx,
  eventId: number,
  guestId: number,
  responseId: number,
) {
  return firstRow(
    db
      .select(responseColumns)
      .from(guestResponses)
      .where(responseOf(eventId, guestId, responseId)),
  );
}

export async function insertGuestResponse(
  db: DbOrTx,
  values: NewGuestResponse,
) {
  await db.insert(guestResponses).values(values);
}

/** False when no such answer waits for this guest of the event. */
export async function deleteGuestResponse(
  db: DbOrTx,
  eventId: number,
  guestId: number,
  responseId: number,
): Promise<boolean> {
  const deleted = await db
    .delete(guestResponses)
    .where(responseOf(eventId, guestId, responseId))
    .returning({ id: guestResponses.id });
  return deleted.length > 0;
}

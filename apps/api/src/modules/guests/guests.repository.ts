import { type DbOrTx, guests, type NewGuest, type Tx } from '@celebra/db';
import { and, asc, eq, ne, sql } from 'drizzle-orm';

/** First key of the advisory lock that serialises changes to one event's guest list. */
const GUEST_LIST_LOCK = 0x67756573;

const guestColumns = {
  id: guests.id,
  firstName: guests.firstName,
  lastName: guests.lastName,
  email: guests.email,
  phoneNumber: guests.phoneNumber,
  companions: guests.companions,
  createdAt: guests.createdAt,
};

export type GuestRow = Awaited<ReturnType<typeof listGuests>>[number];

/**
 * Holds, until the transaction ends, the lock of this event's guest list: the e-mail check and
 * the write that follows cannot interleave with another one (no unique index on the e-mail).
 */
export async function lockGuestList(tx: Tx, eventId: number): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${GUEST_LIST_LOCK}::int, ${eventId}::int)`,
  );
}

/** By first name, then last name. */
export function listGuests(db: DbOrTx, eventId: number) {
  return db
    .select(guestColumns)
    .from(guests)
    .where(eq(guests.eventId, eventId))
    .orderBy(
      asc(sql`lower(${guests.firstName})`),
      asc(sql`lower(${guests.lastName})`),
      asc(guests.id),
    );
}

export async function findGuest(db: DbOrTx, eventId: number, guestId: number) {
  const [row] = await db
    .select(guestColumns)
    .from(guests)
    .where(and(eq(guests.eventId, eventId), eq(guests.id, guestId)));
  return row;
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

export async function insertGuest(db: DbOrTx, values: NewGuest) {
  const [row] = await db.insert(guests).values(values).returning(guestColumns);
  return row;
}

export async function updateGuest(
  db: DbOrTx,
  eventId: number,
  guestId: number,
  values: Partial<
    Pick<
      NewGuest,
      'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'companions' | 'note'
    >
  >,
) {
  const [row] = await db
    .update(guests)
    .set(values)
    .where(and(eq(guests.eventId, eventId), eq(guests.id, guestId)))
    .returning(guestColumns);
  return row;
}

export async function deleteGuest(
  db: DbOrTx,
  eventId: number,
  guestId: number,
): Promise<boolean> {
  const deleted = await db
    .delete(guests)
    .where(and(eq(guests.eventId, eventId), eq(guests.id, guestId)))
    .returning({ id: guests.id });
  return deleted.length > 0;
}

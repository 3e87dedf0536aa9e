import { type DbOrTx, guests } from '@celebra/db';
import type { AdminGuestBody } from '@celebra/contracts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';

const guestColumns = {
  id: guests.id,
  eventId: guests.eventId,
  firstName: guests.firstName,
  lastName: guests.lastName,
  email: guests.email,
  phoneNumber: guests.phoneNumber,
  createdAt: guests.createdAt,
};

export type GuestRow = Awaited<ReturnType<typeof listGuests>>[number];

const ofEvent = (eventId: number, guestId: number) =>
  and(eq(guests.id, guestId), eq(guests.eventId, eventId));

export function listGuests(db: DbOrTx, eventId: number) {
  return db
    .select(guestColumns)
    .from(guests)
    .where(eq(guests.eventId, eventId))
    .orderBy(asc(guests.createdAt), asc(guests.id));
}

/** Another guest of the event already has this e-mail (any case). */
export async function isGuestEmailTaken(
  db: DbOrTx,
  eventId: number,
  email: string,
  exceptGuestId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: guests.id })
    .from(guests)
    .where(
      and(
        eq(guests.eventId, eventId),
        sql`lower(${guests.email}) = ${email.toLowerCase()}`,
        exceptGuestId === undefined ? undefined : ne(guests.id, exceptGuestId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertGuest(
  db: DbOrTx,
  eventId: number,
  guest: AdminGuestBody,
) {
  const [row] = await db
    .insert(guests)
    .values({ ...guest, eventId, source: 'admin' })
    .returning(guestColumns);
  return row;
}

/** Undefined when the guest is not one of the event's. */
export async function updateGuest(
  db: DbOrTx,
  eventId: number,
  guestId: number,
  guest: AdminGuestBody,
): Promise<GuestRow | undefined> {
  const [row] = await db
    .update(guests)
    .set(guest)
    .where(ofEvent(eventId, guestId))
    .returning(guestColumns);
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

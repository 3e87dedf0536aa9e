import { admins, type DbOrTx, eventMembers, events, users } from '@celebra/db';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { ownerEventColumns } from '../events/owner-event.columns';
import { firstRow } from '../../lib/rows';

/* The signed-in account's profile (`…/me`) and the first administrator's row. */

export function findAdminProfile(db: DbOrTx, adminId: number) {
  return firstRow(
    db
      .select({
        id: admins.id,
        firstName: admins.firstName,
        lastName: admins.lastName,
        email: admins.email,
      })
      .from(admins)
      .where(eq(admins.id, adminId)),
  );
}

export async function insertAdmin(
  db: DbOrTx,
  values: { email: string; firstName: string; passwordHash: string },
): Promise<void> {
  await db.insert(admins).values(values).onConflictDoNothing();
}

export function findUserProfile(db: DbOrTx, userId: number) {
  return firstRow(
    db
      .select({
        id: users.id,
        first_name: users.firstName,
        last_name: users.lastName,
        email: users.email,
        phone_number: users.phoneNumber,
      })
      .from(users)
      .where(eq(users.id, userId)),
  );
}

/** The host's event: the first one they own, else the first they are a member of (by creation). */
export function findCurrentEvent(db: DbOrTx, userId: number) {
  return firstRow(
    db
      .select(ownerEventColumns)
      .from(eventMembers)
      .innerJoin(events, eq(events.id, eventMembers.eventId))
      .where(eq(eventMembers.userId, userId))
      .orderBy(desc(sql`${eventMembers.role} = 'owner'`), asc(events.id))
      .limit(1),
  );
}

/** Every event the account is a member of, with its role, oldest membership first. */
export function listMemberEvents(db: DbOrTx, userId: number) {
  return db
    .select({
      id: events.id,
      slug: events.slug,
      title: events.title,
      role: eventMembers.role,
    })
    .from(eventMembers)
    .innerJoin(events, eq(events.id, eventMembers.eventId))
    .where(eq(eventMembers.userId, userId))
    .orderBy(asc(eventMembers.createdAt), asc(events.id));
}

/** The host's password hash, to confirm it. */
export function findUserPasswordHash(db: DbOrTx, userId: number) {
  return firstRow(
    db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId)),
  );
}

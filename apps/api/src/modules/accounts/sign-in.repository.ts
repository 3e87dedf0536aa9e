import { admins, type DbOrTx, events, users } from '@celebra/db';
import { asc, eq } from 'drizzle-orm';
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

/** The host's event: the first one created (registration creates exactly one). */
export function findCurrentEvent(db: DbOrTx, userId: number) {
  return firstRow(
    db
      .select(ownerEventColumns)
      .from(events)
      .where(eq(events.userId, userId))
      .orderBy(asc(events.id))
      .limit(1),
  );
}

import { type DbOrTx, events, users } from '@celebra/db';
import { asc, eq, sql } from 'drizzle-orm';
import { ownerEventColumns } from '../events/owner-event.columns';

export async function findUserCredentials(db: DbOrTx, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      active: users.active,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findUserProfile(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      first_name: users.firstName,
      last_name: users.lastName,
      email: users.email,
      phone_number: users.phoneNumber,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The host's event: the first one created (registration creates exactly one). */
export async function findCurrentEvent(db: DbOrTx, userId: number) {
  const [row] = await db
    .select(ownerEventColumns)
    .from(events)
    .where(eq(events.userId, userId))
    .orderBy(asc(events.id))
    .limit(1);
  return row;
}

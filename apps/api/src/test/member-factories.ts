import type { EventRole } from '@celebra/contracts';
import { type Db, eventMembers, sessions } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { createHost, type TestHost } from './factories';

/**
 * An account with a live session made a member of `eventId` with `role` (its own event aside,
 * which every test host has).
 */
export async function createMember(
  db: Db,
  eventId: number,
  role: EventRole,
): Promise<TestHost> {
  const member = await createHost(db);
  await db
    .insert(eventMembers)
    .values({ eventId, userId: member.user.id, role });
  return member;
}

/** Marks every session of the account as having confirmed its password at `at`. */
export async function reauthenticatedAt(
  db: Db,
  userId: number,
  at: Date | null,
): Promise<void> {
  await db
    .update(sessions)
    .set({ reauthenticatedAt: at })
    .where(eq(sessions.userId, userId));
}

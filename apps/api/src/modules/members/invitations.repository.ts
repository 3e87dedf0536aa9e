import {
  type DbOrTx,
  eventMemberInvitations,
  events,
  users,
} from '@celebra/db';
import { eq } from 'drizzle-orm';
import { firstRow } from '../../lib/rows';

/* An invitation as its link finds it, and its acceptance. */

/**
 * The invitation whose token hashes to `tokenHash`, with its event's title and who invited;
 * `lock` holds it until the transaction ends (one acceptance at a time).
 */
export function findInvitationByTokenHash(
  db: DbOrTx,
  tokenHash: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select({
      id: eventMemberInvitations.id,
      eventId: eventMemberInvitations.eventId,
      email: eventMemberInvitations.email,
      role: eventMemberInvitations.role,
      expiresAt: eventMemberInvitations.expiresAt,
      acceptedAt: eventMemberInvitations.acceptedAt,
      revokedAt: eventMemberInvitations.revokedAt,
      eventTitle: events.title,
      eventSlug: events.slug,
      inviterFirstName: users.firstName,
    })
    .from(eventMemberInvitations)
    .innerJoin(events, eq(events.id, eventMemberInvitations.eventId))
    .leftJoin(users, eq(users.id, eventMemberInvitations.invitedByUserId))
    .where(eq(eventMemberInvitations.tokenHash, tokenHash));
  return firstRow(
    options.lock ? query.for('update', { of: eventMemberInvitations }) : query,
  );
}

export type FoundInvitation = NonNullable<
  Awaited<ReturnType<typeof findInvitationByTokenHash>>
>;

export async function markInvitationAccepted(
  db: DbOrTx,
  invitationId: number,
  userId: number,
  now: Date,
): Promise<void> {
  await db
    .update(eventMemberInvitations)
    .set({ acceptedAt: now, acceptedByUserId: userId })
    .where(eq(eventMemberInvitations.id, invitationId));
}

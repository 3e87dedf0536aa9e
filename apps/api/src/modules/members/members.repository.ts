import {
  type DbOrTx,
  eventMemberInvitations,
  eventMembers,
  events,
  oneRow,
  users,
} from '@celebra/db';
import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { eventMembersWith } from '../../lib/event-members';
import { firstRow, hasRow } from '../../lib/rows';

/* An event's members and its invitations: who has access, who was asked to join. */

/** The event's members, owner first, with their name and e-mail. */
export function listMembers(db: DbOrTx, eventId: number) {
  return eventMembersWith(db, eventId);
}

/** Invitations that can still be accepted: not accepted, not revoked, not expired. */
const pending = (now: Date) =>
  and(
    isNull(eventMemberInvitations.acceptedAt),
    isNull(eventMemberInvitations.revokedAt),
    gt(eventMemberInvitations.expiresAt, now),
  );

const inviters = alias(users, 'inviters');

/** The event's pending invitations, oldest first, with who invited. */
export function listPendingInvitations(db: DbOrTx, eventId: number, now: Date) {
  return db
    .select({
      id: eventMemberInvitations.id,
      email: eventMemberInvitations.email,
      role: eventMemberInvitations.role,
      expiresAt: eventMemberInvitations.expiresAt,
      inviterFirstName: inviters.firstName,
      inviterLastName: inviters.lastName,
    })
    .from(eventMemberInvitations)
    .leftJoin(inviters, eq(inviters.id, eventMemberInvitations.invitedByUserId))
    .where(and(eq(eventMemberInvitations.eventId, eventId), pending(now)))
    .orderBy(
      asc(eventMemberInvitations.createdAt),
      asc(eventMemberInvitations.id),
    );
}

/** A member of the event holds this e-mail (any case). */
export function isMemberEmail(db: DbOrTx, eventId: number, email: string) {
  return hasRow(
    db
      .select({ userId: eventMembers.userId })
      .from(eventMembers)
      .innerJoin(users, eq(users.id, eventMembers.userId))
      .where(
        and(
          eq(eventMembers.eventId, eventId),
          sql`lower(${users.email}) = ${email.toLowerCase()}`,
        ),
      )
      .limit(1),
  );
}

/** The event has a pending invitation for this e-mail (any case). */
export function hasPendingInvitation(
  db: DbOrTx,
  eventId: number,
  email: string,
  now: Date,
) {
  return hasRow(
    db
      .select({ id: eventMemberInvitations.id })
      .from(eventMemberInvitations)
      .where(
        and(
          eq(eventMemberInvitations.eventId, eventId),
          sql`lower(${eventMemberInvitations.email}) = ${email.toLowerCase()}`,
          pending(now),
        ),
      )
      .limit(1),
  );
}

export async function insertInvitation(
  db: DbOrTx,
  values: typeof eventMemberInvitations.$inferInsert,
) {
  return oneRow(
    await db.insert(eventMemberInvitations).values(values).returning({
      id: eventMemberInvitations.id,
      expiresAt: eventMemberInvitations.expiresAt,
    }),
  );
}

/** The name and title an invitation e-mail shows. */
export function findInvitationContext(
  db: DbOrTx,
  eventId: number,
  inviterId: number,
) {
  return firstRow(
    db
      .select({
        eventTitle: events.title,
        inviterFirstName: users.firstName,
        inviterLastName: users.lastName,
      })
      .from(events)
      .innerJoin(users, eq(users.id, inviterId))
      .where(eq(events.id, eventId)),
  );
}

/** Revokes a pending invitation of the event; false when there is none. */
export async function revokePendingInvitation(
  db: DbOrTx,
  eventId: number,
  invitationId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(eventMemberInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(eventMemberInvitations.id, invitationId),
        eq(eventMemberInvitations.eventId, eventId),
        pending(now),
      ),
    )
    .returning({ id: eventMemberInvitations.id });
  return rows.length > 0;
}

export function invitationExists(
  db: DbOrTx,
  eventId: number,
  invitationId: number,
) {
  return hasRow(
    db
      .select({ id: eventMemberInvitations.id })
      .from(eventMemberInvitations)
      .where(
        and(
          eq(eventMemberInvitations.id, invitationId),
          eq(eventMemberInvitations.eventId, eventId),
        ),
      ),
  );
}

/** Removes a member other than the owner; false when nothing was removed. */
export async function deleteNonOwnerMember(
  db: DbOrTx,
  eventId: number,
  userId: number,
): Promise<boolean> {
  const rows = await db
    .delete(eventMembers)
    .where(
      and(
        eq(eventMembers.eventId, eventId),
        eq(eventMembers.userId, userId),
        ne(eventMembers.role, 'owner'),
      ),
    )
    .returning({ userId: eventMembers.userId });
  return rows.length > 0;
}

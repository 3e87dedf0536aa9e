import {
  EVENT_ROLES,
  type EventPermission,
  type EventRole,
  rolesAllowed,
} from '@celebra/contracts';
import { type DbOrTx, eventMembers, events, users } from '@celebra/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { firstRow } from './rows';

/*
 * Memberships: who has access to an event, with which role. Every domain reads access here
 * (the event guard, the e-mails to an event's members), never through `events.user_id`, which
 * only records who created the event.
 */

/** The event of `eventId` as `userId`'s membership sees it (with the role); none when not a member. */
export function findEventAccess(db: DbOrTx, eventId: number, userId: number) {
  return firstRow(
    db
      .select({
        id: events.id,
        userId: events.userId,
        eventCategoryId: events.eventCategoryId,
        slug: events.slug,
        active: events.active,
        title: events.title,
        role: eventMembers.role,
      })
      .from(events)
      .innerJoin(
        eventMembers,
        and(
          eq(eventMembers.eventId, events.id),
          eq(eventMembers.userId, userId),
        ),
      )
      .where(eq(events.id, eventId)),
  );
}

/** Strongest role first, then the oldest membership. */
const byRoleThenAge = [
  sql`array_position(array[${sql.join(
    EVENT_ROLES.map((role) => sql`${role}`),
    sql`, `,
  )}]::event_role[], ${eventMembers.role})`,
  asc(eventMembers.createdAt),
  asc(eventMembers.userId),
];

/**
 * The members of an event who may do `permission` (every member without one), owner first,
 * with what their e-mails need, and the event's title.
 */
export function eventMembersWith(
  db: DbOrTx,
  eventId: number,
  permission?: EventPermission,
) {
  return db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: eventMembers.role,
      createdAt: eventMembers.createdAt,
      eventTitle: events.title,
    })
    .from(eventMembers)
    .innerJoin(users, eq(users.id, eventMembers.userId))
    .innerJoin(events, eq(events.id, eventMembers.eventId))
    .where(
      and(
        eq(eventMembers.eventId, eventId),
        permission
          ? inArray(eventMembers.role, rolesAllowed(permission))
          : undefined,
      ),
    )
    .orderBy(...byRoleThenAge);
}

/** The role of `userId` on the event, if a member. */
export async function memberRole(
  db: DbOrTx,
  eventId: number,
  userId: number,
): Promise<EventRole | undefined> {
  const row = await firstRow(
    db
      .select({ role: eventMembers.role })
      .from(eventMembers)
      .where(
        and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, userId)),
      ),
  );
  return row?.role;
}

/** Gives `userId` the role on the event (replacing any role they had). */
export async function putMember(
  db: DbOrTx,
  member: { eventId: number; userId: number; role: EventRole },
): Promise<void> {
  await db
    .insert(eventMembers)
    .values(member)
    .onConflictDoUpdate({
      target: [eventMembers.eventId, eventMembers.userId],
      set: { role: member.role },
    });
}

/** Joins an event to its owner's membership: `.innerJoin(eventMembers, ownerMembership)`. */
export const ownerMembership = and(
  eq(eventMembers.eventId, events.id),
  eq(eventMembers.role, 'owner'),
);

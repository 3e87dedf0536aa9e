import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, identityId } from './columns';
import { eventRoleEnum } from './enums';
import { events } from './events';

/**
 * Access to an event: one row per account and event, with its role. Every authorization of a
 * host call reads it; `events.user_id` only records who created the event.
 */
export const eventMembers = pgTable(
  'event_members',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: eventRoleEnum('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'event_members_pkey', columns: [t.eventId, t.userId] }),
    index('event_members_user_id_idx').on(t.userId),
    uniqueIndex('event_members_one_owner')
      .on(t.eventId)
      .where(sql`${t.role} = 'owner'`),
  ],
);

/**
 * An invitation to an event, sent by e-mail: only the SHA-256 of the link's token is stored.
 * Pending while not accepted, not revoked and before `expires_at`.
 */
export const eventMemberInvitations = pgTable(
  'event_member_invitations',
  {
    id: identityId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: eventRoleEnum('role').notNull(),
    tokenHash: text('token_hash')
      .notNull()
      .unique('event_member_invitations_token_hash_key'),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByUserId: integer('accepted_by_user_id').references(
      () => users.id,
      { onDelete: 'set null' },
    ),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('event_member_invitations_not_owner', sql`${t.role} <> 'owner'`),
    index('event_member_invitations_event_id_idx').on(t.eventId),
  ],
);

/** What an event's activity list tells (EVENT_ACTIVITY_ACTIONS of the contracts). */
const activityActions = [
  'event_created',
  'site_changed',
  'gift_added',
  'gift_removed',
  'guest_added',
  'guest_answer_accepted',
  'member_invited',
  'member_joined',
  'member_removed',
  'invitation_revoked',
  'payout_destination_changed',
  'payout_requested',
  'payout_cancelled',
] as const;

/**
 * An event's activity: who did what, when. Only the actor's name at the time is kept (no
 * e-mail, no guest data); the apps word each entry from `action` and `quantity`.
 */
export const eventActivities = pgTable(
  'event_activities',
  {
    id: identityId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    actorUserId: integer('actor_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    actorName: text('actor_name').notNull(),
    action: text('action', { enum: activityActions }).notNull(),
    quantity: integer('quantity'),
    createdAt: createdAt(),
  },
  (t) => [
    index('event_activities_event_id_created_at_idx').on(
      t.eventId,
      t.createdAt.desc(),
    ),
  ],
);

export type EventMember = typeof eventMembers.$inferSelect;
export type NewEventMember = typeof eventMembers.$inferInsert;
export type EventMemberInvitation = typeof eventMemberInvitations.$inferSelect;
export type NewEventMemberInvitation =
  typeof eventMemberInvitations.$inferInsert;
export type EventActivity = typeof eventActivities.$inferSelect;
export type NewEventActivity = typeof eventActivities.$inferInsert;

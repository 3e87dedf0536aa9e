import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamps } from './columns';
import { guestSourceEnum } from './enums';
import { foldedText, fullName } from './search-expressions';
import { events } from './events';
import { invitations } from './invitations';

/**
 * The people on the guest list, each a member of one invitation (household): added by the host
 * or the admin, imported, or self-confirmed on the public site.
 */
export const guests = pgTable(
  'guests',
  {
    id: identityId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    invitationId: integer('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    /** Order of the members within their invitation. */
    position: integer('position').notNull().default(0),
    isChild: boolean('is_child').notNull().default(false),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    companions: integer('companions').notNull().default(0),
    /** Names of the companions, at most `companions` of them. */
    companionNames: text('companion_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** False: answered that they cannot come; null: not answered yet ('aguardando'). */
    attending: boolean('attending').default(true),
    /** The message of the attendance form. */
    note: text('note'),
    /** When a host thanked the guest for their attendance message; null while not thanked. */
    thankedAt: timestamp('thanked_at', { withTimezone: true }),
    source: guestSourceEnum('source').notNull().default('host'),
    /** When its personal data was replaced (a guest's erasure or the retention job); null while it holds it. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check('guests_companions_non_negative', sql`${t.companions} >= 0`),
    check(
      'guests_companion_names_within_companions',
      sql`cardinality(${t.companionNames}) <= ${t.companions}`,
    ),
    index('guests_event_id_idx').on(t.eventId),
    index('guests_invitation_id_idx').on(t.invitationId),
    index('guests_event_id_full_name_idx').on(
      t.eventId,
      foldedText(fullName(t.firstName, t.lastName)),
    ),
  ],
);

/**
 * An attendance answer sent from the public site with the e-mail of a guest already on the
 * list: it never changes that guest; the host accepts it (its attendance, companions and
 * message then go to the guest) or discards it.
 */
export const guestResponses = pgTable(
  'guest_responses',
  {
    id: identityId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    attending: boolean('attending').notNull(),
    companions: integer('companions').notNull().default(0),
    companionNames: text('companion_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    message: text('message'),
    /** When a host thanked the sender for the message; null while not thanked. */
    thankedAt: timestamp('thanked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'guest_responses_companions_valid',
      sql`${t.companions} >= 0 and cardinality(${t.companionNames}) <= ${t.companions}`,
    ),
    index('guest_responses_guest_id_idx').on(t.guestId),
    index('guest_responses_event_id_idx').on(t.eventId),
  ],
);

/** Messages left by guests on the public site. */
export const guestMessages = pgTable(
  'guest_messages',
  {
    id: identityId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** When a host thanked the sender; null while not thanked. */
    thankedAt: timestamp('thanked_at', { withTimezone: true }),
    /** When its personal data was replaced (a guest's erasure or the retention job); null while it holds it. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('guest_messages_event_id_idx').on(t.eventId)],
);

export type Guest = typeof guests.$inferSelect;
export type NewGuest = typeof guests.$inferInsert;
export type GuestResponse = typeof guestResponses.$inferSelect;
export type NewGuestResponse = typeof guestResponses.$inferInsert;
export type GuestMessage = typeof guestMessages.$inferSelect;
export type NewGuestMessage = typeof guestMessages.$inferInsert;

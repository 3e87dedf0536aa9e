import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps, identityId } from './columns';
import { events } from './events';
import { foldedText } from './search-expressions';

// Spelled out like ./enums.ts; contracts.spec.ts keeps them equal to the contracts' lists.
export const invitationSourceEnum = pgEnum('invitation_source', [
  'host',
  'import',
  'site',
]);
export const rsvpQuestionKindEnum = pgEnum('rsvp_question_kind', [
  'text',
  'single',
  'multiple',
]);

/**
 * A household invited to the event: its members are `guests` rows (`guests.invitation_id`).
 * The personal link `site.<domain>/<slug>/c/<code>` carries `code`; it is found by
 * `code_hash` (SHA-256, hex) and then compared in constant time.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: identityId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** 'Família Souza'. */
    name: text('name').notNull(),
    /** Host-defined: 'Família da noiva', 'Padrinhos'…; null: no group. */
    groupName: text('group_name'),
    /** Extra people the household may bring, beyond its members. */
    maxCompanions: integer('max_companions').notNull().default(0),
    email: text('email').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    code: text('code').notNull(),
    codeHash: text('code_hash').notNull(),
    source: invitationSourceEnum('source').notNull().default('host'),
    /** An answer from someone not on the list: waits for the host to link it or accept it. */
    needsReview: boolean('needs_review').notNull().default(false),
    /** When the host marked it sent (WhatsApp) or its e-mail was queued. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The e-mail reminder was queued (at most once). */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** When its personal data was replaced (a guest's erasure or the retention job). */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check(
      'invitations_max_companions_range',
      sql`${t.maxCompanions} between 0 and 20`,
    ),
    uniqueIndex('invitations_code_hash_key').on(t.codeHash),
    // The host's list in name order, a page read along it without sorting the event's list.
    index('invitations_event_id_name_id_idx').on(
      t.eventId,
      foldedText(t.name),
      t.id,
    ),
    index('invitations_event_id_group_idx').on(t.eventId, t.groupName),
  ],
);

/** The host's questions on the answer form (at most 10 per event). */
export const rsvpQuestions = pgTable(
  'rsvp_questions',
  {
    id: identityId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    label: text('label').notNull(),
    kind: rsvpQuestionKindEnum('kind').notNull(),
    /** The choices of a 'single' or 'multiple' question; empty for 'text'. */
    options: text('options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    required: boolean('required').notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('rsvp_questions_event_id_idx').on(t.eventId, t.position)],
);

/** A household's answer to one question: the text, or the chosen options. */
export const rsvpAnswers = pgTable(
  'rsvp_answers',
  {
    invitationId: integer('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => rsvpQuestions.id, { onDelete: 'cascade' }),
    values: text('values')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.invitationId, t.questionId] }),
    index('rsvp_answers_question_id_idx').on(t.questionId),
  ],
);

export type Invitation = typeof invitations.$inferSelect;
export type NewInvitation = typeof invitations.$inferInsert;
export type RsvpQuestion = typeof rsvpQuestions.$inferSelect;
export type NewRsvpQuestion = typeof rsvpQuestions.$inferInsert;
export type RsvpAnswer = typeof rsvpAnswers.$inferSelect;

import {
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { admins, users } from './accounts';
import { createdAt, identityId } from './columns';
import { events } from './events';

/** What a person asked of their data (LGPD art. 18), as the back office lists it. */
export const privacyRequestKindEnum = pgEnum('privacy_request_kind', [
  'guest_access',
  'guest_correction',
  'guest_erasure',
  'account_export',
  'account_closure',
]);

/**
 * One request a person made about their data, so the operator can show it was answered
 * within 15 days (LGPD art. 19). `email` is who asked; it is kept as the record of the answer.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: identityId(),
    kind: privacyRequestKindEnum('kind').notNull(),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    requestedAt: timestamp('requested_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    /** When the request was answered; null while it is pending (an export being built, a closure in its grace period). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** A pt-BR line on what was done, without personal data. */
    outcome: text('outcome').notNull().default(''),
  },
  (t) => [index('privacy_requests_requested_at_idx').on(t.requestedAt, t.id)],
);

/** A one-time code e-mailed to a guest who wants to see their data ('Meus dados'). */
export const privacyCodes = pgTable(
  'privacy_codes',
  {
    id: identityId(),
    /** SHA-256 of the lower-cased e-mail: the table never holds the address itself. */
    emailHash: text('email_hash').notNull(),
    /** SHA-256 of the code. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Wrong codes typed against this one; it stops working after a few. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('privacy_codes_email_hash_idx').on(t.emailHash)],
);

export const accountExportStatusEnum = pgEnum('account_export_status', [
  'building',
  'ready',
  'failed',
]);

/** A host's 'Baixar meus dados': a ZIP built in the background, downloadable for 48 hours. */
export const accountExports = pgTable(
  'account_exports',
  {
    id: identityId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: accountExportStatusEnum('status').notNull().default('building'),
    /** The ZIP's key in the media storage, once built. */
    storageKey: text('storage_key'),
    /** SHA-256 of the token in the e-mailed download link. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('account_exports_user_id_idx').on(t.userId)],
);

/** An administrator opened a whole payout destination (CPF, Pix key, bank account). */
export const adminDataViews = pgTable(
  'admin_data_views',
  {
    id: identityId(),
    adminId: integer('admin_id').references(() => admins.id, {
      onDelete: 'set null',
    }),
    eventId: integer('event_id').references(() => events.id, {
      onDelete: 'set null',
    }),
    /** What was seen, e.g. `payout_destination`. */
    subject: text('subject').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (t) => [index('admin_data_views_viewed_at_idx').on(t.viewedAt, t.id)],
);

export type PrivacyRequest = typeof privacyRequests.$inferSelect;
export type NewPrivacyRequest = typeof privacyRequests.$inferInsert;
export type PrivacyCode = typeof privacyCodes.$inferSelect;
export type AccountExport = typeof accountExports.$inferSelect;
export type AdminDataView = typeof adminDataViews.$inferSelect;

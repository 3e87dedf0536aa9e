import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamps } from './columns';
import { digitsOnly, foldedText, fullName } from './search-expressions';

/** Event owners (hosts). */
export const users = pgTable(
  'users',
  {
    id: identityId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    /** The phone's digits, kept by the database: what the back office's phone filter searches. */
    phoneDigits: text('phone_digits')
      .notNull()
      .generatedAlwaysAs((): SQL => digitsOnly(users.phoneNumber)),
    /**
     * The full name folded (lower case, no accents), kept by the database: what the back
     * office's name filter searches, stored so that testing a row costs a plain comparison and
     * the planner has the column's statistics.
     */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => foldedText(fullName(users.firstName, users.lastName)),
      ),
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    /** 'Encerrar conta': the end of the 7-day grace period, after which the account's personal data is erased; null when no closure is pending. */
    closesAt: timestamp('closes_at', { withTimezone: true }),
    /** When the account was closed and its personal data erased. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // The back office's list: newest first, and its contains-filters (pg_trgm).
    index('users_created_at_id_idx').on(t.createdAt, t.id),
    index('users_search_name_trgm_idx').using(
      'gin',
      t.searchName.op('gin_trgm_ops'),
    ),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_phone_digits_trgm_idx').using(
      'gin',
      t.phoneDigits.op('gin_trgm_ops'),
    ),
  ],
);

/** Back-office administrators: a principal separate from users. */
export const admins = pgTable(
  'admins',
  {
    id: identityId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [uniqueIndex('admins_email_lower_key').on(sql`lower(${t.email})`)],
);

/**
 * Bearer sessions; only the SHA-256 of the token is stored. Belongs to exactly one principal.
 * Personal data: the device label and the times (no address, no raw User-Agent).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: identityId(),
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_key'),
    userId: integer('user_id').references(() => users.id, {
      onDelete: 'cascade',
    }),
    adminId: integer('admin_id').references(() => admins.id, {
      onDelete: 'cascade',
    }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    /** When the holder last confirmed their password: opens the sensitive calls for a while. */
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true }),
    /**
     * What the holder signed in with, in words chosen from a fixed list ('Chrome no Android'),
     * derived from the User-Agent at sign-in; null for sessions opened before it was kept.
     */
    deviceLabel: text('device_label'),
  },
  (t) => [
    check(
      'sessions_one_principal',
      sql`num_nonnulls(${t.userId}, ${t.adminId}) = 1`,
    ),
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_admin_id_idx').on(t.adminId),
  ],
);

/**
 * Password-reset links: only the SHA-256 of the token is stored, with its expiry and the time it
 * was used (single use). Belongs to exactly one principal, like a session.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: identityId(),
    tokenHash: text('token_hash')
      .notNull()
      .unique('password_resets_token_hash_key'),
    userId: integer('user_id').references(() => users.id, {
      onDelete: 'cascade',
    }),
    adminId: integer('admin_id').references(() => admins.id, {
      onDelete: 'cascade',
    }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'password_resets_one_principal',
      sql`num_nonnulls(${t.userId}, ${t.adminId}) = 1`,
    ),
    index('password_resets_user_id_idx').on(t.userId),
    index('password_resets_admin_id_idx').on(t.adminId),
  ],
);

/**
 * A host's pending change of e-mail: the new address waits here until the link mailed to it is
 * used (single use: confirming deletes the row). Only the SHA-256 of the token is stored. One row
 * per account at most (a new request replaces the old one). Personal data: the new address.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: identityId(),
    tokenHash: text('token_hash')
      .notNull()
      .unique('email_changes_token_hash_key'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_changes_user_id_idx').on(t.userId),
    index('email_changes_expires_at_idx').on(t.expiresAt),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Admin = typeof admins.$inferSelect;
export type NewAdmin = typeof admins.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
export type PasswordReset = typeof passwordResets.$inferSelect;
export type NewPasswordReset = typeof passwordResets.$inferInsert;
export type EmailChange = typeof emailChanges.$inferSelect;

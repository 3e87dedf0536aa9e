import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identityId } from './columns';

/**
 * E-mails to send, written in the same transaction as the change they tell about and
 * delivered by a worker (retries with backoff; a claim lease keeps two workers apart).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: identityId(),
    /** What the message is about, e.g. `payout.paid`; for logs and tests. */
    topic: text('topic').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    /** Set while a worker holds the message; another worker may take it after this moment. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** When the retention job emptied the delivered message's body. */
    bodyPurgedAt: timestamp('body_purged_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    index('outbox_undelivered_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

export type OutboxMessage = typeof outbox.$inferSelect;
export type NewOutboxMessage = typeof outbox.$inferInsert;

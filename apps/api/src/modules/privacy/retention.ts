import type { Db } from '@celebra/db';
import {
  anonymiseGuestMessages,
  anonymiseGuests,
  anonymiseInvitations,
  anonymiseOrders,
  deleteExpiredPasswordResets,
  deleteExpiredPrivacyCodes,
  deleteGuestResponses,
  purgeOutboxBodies,
  tryLockRetention,
} from './retention.repository';

export interface RetentionPolicy {
  /** RETENTION_GUEST_MONTHS: months after the event at which its guests' data goes. */
  guestMonths: number;
  /** RETENTION_OUTBOX_DAYS: days after delivery at which an e-mail's body goes. */
  outboxDays: number;
  /** OUTBOX_MAX_ATTEMPTS: an undelivered e-mail sent this many times is given up. */
  outboxMaxAttempts: number;
}

/** What one run did, table by table (counts only: the logs never carry the rows). */
export interface RetentionCounts {
  guests: number;
  invitations: number;
  guestResponses: number;
  guestMessages: number;
  orders: number;
  passwordResets: number;
  privacyCodes: number;
  outboxBodies: number;
}

export interface RetentionJob {
  /**
   * Applies the retention rules as of `now`; null when another api instance is running them
   * (an advisory lock held for the run's transaction keeps them to one instance at a time).
   */
  run(now: Date): Promise<RetentionCounts | null>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day `months` before `now` ('YYYY-MM-DD', UTC). */
export function dayMonthsBefore(now: Date, months: number): string {
  const day = new Date(now);
  day.setUTCMonth(day.getUTCMonth() - months);
  return day.toISOString().slice(0, 10);
}

export function createRetentionJob(deps: {
  db: Db;
  policy: RetentionPolicy;
}): RetentionJob {
  const { db, policy } = deps;
  return {
    async run(now) {
      const cutoffDay = dayMonthsBefore(now, policy.guestMonths);
      const outboxBefore = new Date(now.getTime() - policy.outboxDays * DAY_MS);
      return db.transaction(async (tx): Promise<RetentionCounts | null> => {
        if (!(await tryLockRetention(tx))) return null;
        return {
          guests: await anonymiseGuests(tx, cutoffDay, now),
          invitations: await anonymiseInvitations(tx, cutoffDay, now),
          guestResponses: await deleteGuestResponses(tx, cutoffDay),
          guestMessages: await anonymiseGuestMessages(tx, cutoffDay, now),
          orders: await anonymiseOrders(tx, cutoffDay, now),
          passwordResets: await deleteExpiredPasswordResets(tx, now),
          privacyCodes: await deleteExpiredPrivacyCodes(tx, now),
          outboxBodies: await purgeOutboxBodies(
            tx,
            outboxBefore,
            policy.outboxMaxAttempts,
            now,
          ),
        };
      });
    },
  };
}

/** The counts' sum: what the sweep reports. */
export function totalOf(counts: RetentionCounts | null): number {
  return counts
    ? Object.values(counts).reduce((sum, count) => sum + count, 0)
    : 0;
}

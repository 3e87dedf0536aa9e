import { type Db, outbox, type OutboxMessage } from '@celebra/db';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Mailer } from './mailer';
import { onMailEnqueued } from './outbox';

/** Where the worker reports deliveries, retries and give-ups (the app's pino logger). */
export interface OutboxLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface OutboxWorkerOptions {
  db: Db;
  mailer: Mailer;
  log: OutboxLog;
  /** Right-hand side of every Message-ID, e.g. the domain of MAIL_FROM. */
  messageIdDomain: string;
  /** Pause between two looks at an idle outbox (default 1 s). */
  pollMs?: number;
  /** Messages claimed (and sent side by side) per claim (default 5). */
  batchSize?: number;
  /**
   * How long a claim keeps other workers off a message (default 2 min): longer than a send may
   * last (sendTimeoutMs, itself above the SMTP timeouts), so only a crashed worker's claims lapse.
   */
  leaseMs?: number;
  /** A send still unanswered after this counts as failed (default 60 s). */
  sendTimeoutMs?: number;
  /** Sends of one message before it is given up and left for inspection (default 15). */
  maxAttempts?: number;
  /** Wait after the first failure, doubled after each further one (default 10 s). */
  retryBaseMs?: number;
  /** Longest wait between two sends of one message (default 1 h). */
  retryMaxMs?: number;
}

export interface OutboxRun {
  claimed: number;
  delivered: number;
  failed: number;
}

export interface OutboxWorker {
  /** Claims one batch of due messages and sends it; what happened to it. */
  runOnce(): Promise<OutboxRun>;
  /** Runs batches until no due message is left; the totals. */
  deliverDue(): Promise<OutboxRun>;
  /** Starts polling (and listening to this process's enqueues). */
  start(): void;
  /** Stops polling and resolves once the batch under way (if any) is settled. */
  stop(): Promise<void>;
}

export const OUTBOX_DEFAULTS = {
  pollMs: 1_000,
  batchSize: 5,
  leaseMs: 120_000,
  sendTimeoutMs: 60_000,
  maxAttempts: 15,
  retryBaseMs: 10_000,
  retryMaxMs: 3_600_000,
} as const;

/**
 * Looks after an enqueue in this process: its transaction usually commits within the first;
 * the later ones cover a slow commit before the next poll.
 */
const WAKE_LOOKS_MS = [25, 100, 500] as const;
/** Longest pause between two looks while the database keeps failing. */
const MAX_ERROR_PAUSE_MS = 30_000;
const LAST_ERROR_MAX_LENGTH = 2_000;

/** The Message-ID of an outbox message: the same for every send of it, so a re-send shows. */
export function outboxMessageId(
  message: Pick<OutboxMessage, 'id' | 'createdAt'>,
  domain: string,
): string {
  return `<outbox.${message.id}.${message.createdAt.getTime().toString(36)}@${domain}>`;
}

/** The domain of an address such as `Celebra <nao-responda@celebra.local>`. */
export function mailDomainOf(from: string): string {
  const match = /@([^\s<>@]+?)>?\s*$/.exec(from);
  return match?.[1] ?? 'celebra.local';
}

/** Wait before the next send of a message that has failed `attempts` times. */
export function retryDelayMs(
  attempts: number,
  base: number = OUTBOX_DEFAULTS.retryBaseMs,
  max: number = OUTBOX_DEFAULTS.retryMaxMs,
): number {
  return Math.min(base * 2 ** Math.max(0, attempts - 1), max);
}

const afterMs = (ms: number) =>
  sql`now() + ${Math.round(ms)}::integer * interval '1 millisecond'`;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer from the mailer after ${ms} ms`)),
      ms,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(
    0,
    LAST_ERROR_MAX_LENGTH,
  );

/**
 * Delivers the outbox through the mailer. A claim is one statement (`FOR UPDATE SKIP LOCKED`
 * plus a lease in `locked_until`), so several workers on one database never send the same
 * message at the same time; no transaction stays open while sending. A failed send is tried
 * again after 10 s, 20 s, 40 s… (at most 1 h apart) until maxAttempts, then the row is left
 * undelivered with its last error.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const settings = { ...OUTBOX_DEFAULTS, ...withoutUndefined(options) };
  const { db, mailer, log } = options;

  async function claim(): Promise<OutboxMessage[]> {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          isNull(outbox.deliveredAt),
          lte(outbox.nextAttemptAt, sql`now()`),
          or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`)),
          lt(outbox.attempts, settings.maxAttempts),
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(settings.batchSize)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(outbox)
      .set({
        lockedUntil: afterMs(settings.leaseMs),
        attempts: sql`${outbox.attempts} + 1`,
      })
      .where(inArray(outbox.id, due))
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  }

  async function deliver(message: OutboxMessage): Promise<boolean> {
    try {
      await withTimeout(
        mailer.send({
          to: message.recipient,
          subject: message.subject,
          text: message.text,
          ...(message.html === null ? {} : { html: message.html }),
          messageId: outboxMessageId(message, options.messageIdDomain),
        }),
        settings.sendTimeoutMs,
      );
    } catch (error) {
      await recordFailure(message, error);
      return false;
    }
    await db
      .update(outbox)
      .set({ deliveredAt: sql`now()`, lockedUntil: null })
      .where(eq(outbox.id, message.id));
    return true;
  }

  async function recordFailure(message: OutboxMessage, error: unknown) {
    const givenUp = message.attempts >= settings.maxAttempts;
    await db
      .update(outbox)
      .set({
        lastError: errorText(error),
        lockedUntil: null,
        nextAttemptAt: afterMs(
          retryDelayMs(
            message.attempts,
            settings.retryBaseMs,
            settings.retryMaxMs,
          ),
        ),
      })
      .where(
        and(
          eq(outbox.id, message.id),
          eq(outbox.attempts, message.attempts),
          isNull(outbox.deliveredAt),
        ),
      );
    const fields = {
      err: error,
      outboxId: message.id,
      topic: message.topic,
      attempts: message.attempts,
    };
    if (givenUp)
      log.error(
        fields,
        'e-mail given up after its last attempt; the outbox row keeps it',
      );
    else log.warn(fields, 'e-mail not sent; it will be tried again');
  }

  async function runOnce(): Promise<OutboxRun> {
    const messages = await claim();
    const results = await Promise.all(
      messages.map((message) =>
        deliver(message).catch((error: unknown) => {
          log.error(
            { err: error, outboxId: message.id, topic: message.topic },
            'outbox row not updated after a send; the lease lets it be tried again',
          );
          return false;
        }),
      ),
    );
    const delivered = results.filter(Boolean).length;
    if (delivered > 0) log.info({ delivered }, 'e-mails delivered');
    return {
      claimed: messages.length,
      delivered,
      failed: messages.length - delivered,
    };
  }

  async function deliverDue(): Promise<OutboxRun> {
    const total: OutboxRun = { claimed: 0, delivered: 0, failed: 0 };
    for (;;) {
      const run = await runOnce();
      total.claimed += run.claimed;
      total.delivered += run.delivered;
      total.failed += run.failed;
      if (run.claimed < settings.batchSize) return total;
    }
  }

  /** deliverDue for the poller: stops between two batches when the worker is stopped. */
  async function drain() {
    for (;;) {
      const run = await runOnce();
      if (!started || run.claimed < settings.batchSize) return;
    }
  }

  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let dueAt = Infinity;
  let running: Promise<void> | undefined;
  let wokenWhileRunning = false;
  /** Index in WAKE_LOOKS_MS of the next look owed to the latest enqueue. */
  let wakeLook: number = WAKE_LOOKS_MS.length;
  let failuresInARow = 0;
  let unsubscribe: (() => void) | undefined;

  function schedule(ms: number) {
    if (!started || running) return;
    if (timer && Date.now() + ms >= dueAt) return;
    clearTimeout(timer);
    dueAt = Date.now() + ms;
    timer = setTimeout(tick, ms);
    timer.unref();
  }

  function nextPause(): number {
    if (failuresInARow > 0)
      return Math.min(
        settings.pollMs * 2 ** failuresInARow,
        MAX_ERROR_PAUSE_MS,
      );
    if (wokenWhileRunning) return WAKE_LOOKS_MS[0];
    const look = WAKE_LOOKS_MS[wakeLook];
    if (look === undefined) return settings.pollMs;
    wakeLook += 1;
    return Math.min(look, settings.pollMs);
  }

  function tick() {
    timer = undefined;
    dueAt = Infinity;
    wokenWhileRunning = false;
    running = drain()
      .then(() => {
        failuresInARow = 0;
      })
      .catch((error: unknown) => {
        failuresInARow += 1;
        log.error({ err: error }, 'outbox worker could not claim e-mails');
      })
      .finally(() => {
        running = undefined;
        schedule(nextPause());
      });
  }

  return {
    runOnce,
    deliverDue,
    start() {
      if (started) return;
      started = true;
      unsubscribe = onMailEnqueued(() => {
        wakeLook = 1;
        if (running) wokenWhileRunning = true;
        else schedule(WAKE_LOOKS_MS[0]);
      });
      schedule(0);
    },
    async stop() {
      started = false;
      unsubscribe?.();
      unsubscribe = undefined;
      clearTimeout(timer);
      timer = undefined;
      dueAt = Infinity;
      await running;
    },
  };
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined),
  ) as Partial<T>;
}

import { type DbOrTx, outbox } from '@celebra/db';
import type { MailMessage } from './mailer';

/** A message for the outbox: what it is about (`payout.paid`, …) and the e-mail itself. */
export interface OutboxMail extends Omit<MailMessage, 'messageId'> {
  topic: string;
}

const enqueueListeners = new Set<() => void>();

/**
 * Calls `listener` after each enqueue in this process (its transaction may not have committed
 * yet): the outbox workers look a moment later instead of at their next poll. Answers the
 * unsubscribe function.
 */
export function onMailEnqueued(listener: () => void): () => void {
  enqueueListeners.add(listener);
  return () => enqueueListeners.delete(listener);
}

/**
 * Records e-mails to send. Pass the transaction of the change they tell about: the message
 * exists exactly when the change does, and the outbox worker delivers it.
 */
export async function enqueueMail(
  db: DbOrTx,
  ...mails: OutboxMail[]
): Promise<void> {
  if (mails.length === 0) return;
  await db.insert(outbox).values(
    mails.map(({ topic, to, subject, text, html }) => ({
      topic,
      recipient: to,
      subject,
      text,
      html: html ?? null,
    })),
  );
  for (const listener of enqueueListeners) listener();
}

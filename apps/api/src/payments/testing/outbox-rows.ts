import { type DbOrTx, outbox } from '@celebra/db';
import { and, asc, eq, gt, type SQL } from 'drizzle-orm';

/** The outbox rows (e-mails to send) after row `afterId`, oldest first, optionally of one topic. */
export async function outboxRows(
  db: DbOrTx,
  filter: { topic?: string; afterId?: number } = {},
) {
  const conditions: SQL[] = [];
  if (filter.topic) conditions.push(eq(outbox.topic, filter.topic));
  if (filter.afterId) conditions.push(gt(outbox.id, filter.afterId));
  return db
    .select()
    .from(outbox)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(outbox.id));
}

/** The id of the newest outbox row (0 when empty): pass it as `afterId` to see only new rows. */
export async function lastOutboxId(db: DbOrTx): Promise<number> {
  const rows = await outboxRows(db);
  return rows.at(-1)?.id ?? 0;
}

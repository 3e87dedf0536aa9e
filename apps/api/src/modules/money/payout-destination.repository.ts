import {
  type DbOrTx,
  payoutDestinationChanges,
  payoutDestinations,
  oneRow,
} from '@celebra/db';
import { eq, sql } from 'drizzle-orm';
import { firstRow } from '../../lib/rows';

/** A destination as stored: the whole of it sealed, and its masked line. */
export interface SealedDestination {
  encrypted: string;
  masked: string;
}

export function findDestination(db: DbOrTx, eventId: number) {
  return firstRow(
    db
      .select({
        kind: payoutDestinations.kind,
        encrypted: payoutDestinations.encrypted,
        masked: payoutDestinations.masked,
        createdAt: payoutDestinations.createdAt,
        updatedAt: payoutDestinations.updatedAt,
      })
      .from(payoutDestinations)
      .where(eq(payoutDestinations.eventId, eventId)),
  );
}

/** Creates or replaces the event's destination and records the change. */
export async function saveDestination(
  db: DbOrTx,
  eventId: number,
  kind: 'PIX' | 'BANK',
  destination: SealedDestination,
) {
  const row = oneRow(
    await db
      .insert(payoutDestinations)
      .values({ eventId, kind, ...destination })
      .onConflictDoUpdate({
        target: payoutDestinations.eventId,
        set: { kind, ...destination, updatedAt: sql`now()` },
      })
      .returning({
        createdAt: payoutDestinations.createdAt,
        updatedAt: payoutDestinations.updatedAt,
      }),
  );
  await db
    .insert(payoutDestinationChanges)
    .values({ eventId, masked: destination.masked });
  return row;
}

import type { ServiceType } from '@celebra/contracts';
import { type DbOrTx, eventServices } from '@celebra/db';
import { and, count, eq, sum } from 'drizzle-orm';

/** What the event has paid for of one service type: how many purchases and their total quantity. */
export async function contractedOfType(
  db: DbOrTx,
  eventId: number,
  type: ServiceType,
): Promise<{ purchases: number; quantity: number }> {
  const [row] = await db
    .select({
      purchases: count(),
      quantity: sum(eventServices.quantity).mapWith(Number),
    })
    .from(eventServices)
    .where(
      and(
        eq(eventServices.eventId, eventId),
        eq(eventServices.type, type),
        eq(eventServices.status, 'CONTRACTED'),
      ),
    );
  return { purchases: row?.purchases ?? 0, quantity: row?.quantity ?? 0 };
}

/** The event has a contracted service of `type` (PASSWORD enables the site password, PAGE the custom pages). */
export async function hasContractedService(
  db: DbOrTx,
  eventId: number,
  type: ServiceType,
): Promise<boolean> {
  return (await contractedOfType(db, eventId, type)).purchases > 0;
}

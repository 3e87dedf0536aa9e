import { type DbOrTx, events, orderPixCharges, orders } from '@celebra/db';
import { desc, eq } from 'drizzle-orm';
import { selectOrdersWithEvent } from '../../lib/order-rows';
import { firstRow } from '../../lib/rows';

/** The order's current Pix charge (its latest attempt), or undefined for an order paid by card. */
export function findCurrentPixCharge(db: DbOrTx, orderId: number) {
  return firstRow(
    db
      .select()
      .from(orderPixCharges)
      .where(eq(orderPixCharges.orderId, orderId))
      .orderBy(desc(orderPixCharges.attempt))
      .limit(1),
  );
}

/** What a new Pix charge of an order needs: its state, amount, contact and event. */
export async function findOrderForPix(db: DbOrTx, orderId: number) {
  const [order] = await selectOrdersWithEvent(db, {
    id: orders.id,
    eventId: orders.eventId,
    status: orders.status,
    reference: orders.providerReference,
    chargedAmount: orders.chargedAmount,
    guestContact: orders.guestContact,
    expiresAt: orders.expiresAt,
    statusTokenHash: orders.statusTokenHash,
    eventTitle: events.title,
    eventSlug: events.slug,
  }).where(eq(orders.id, orderId));
  return order;
}

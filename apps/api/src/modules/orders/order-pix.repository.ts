import {
  type DbOrTx,
  events,
  type NewOrderPixCharge,
  orderPixCharges,
  orders,
} from '@celebra/db';
import { and, desc, eq } from 'drizzle-orm';

/** The order's current Pix charge (its latest attempt), or undefined for an order paid by card. */
export async function findCurrentPixCharge(db: DbOrTx, orderId: number) {
  const [charge] = await db
    .select()
    .from(orderPixCharges)
    .where(eq(orderPixCharges.orderId, orderId))
    .orderBy(desc(orderPixCharges.attempt))
    .limit(1);
  return charge;
}

/**
 * Stores a charge; when a concurrent request stored the same attempt first (both asked the
 * provider with the same idempotency key, so it is the same charge), answers the stored one.
 * With `orderPaymentLink`, the same statement stores the order's payment link (one commit).
 */
export async function insertPixCharge(
  db: DbOrTx,
  charge: NewOrderPixCharge,
  orderPaymentLink?: string,
) {
  const writer =
    orderPaymentLink === undefined
      ? db
      : db.with(
          db
            .$with('order_link', {})
            .as(
              db
                .update(orders)
                .set({ paymentLink: orderPaymentLink })
                .where(eq(orders.id, charge.orderId))
                .getSQL(),
            ),
        );
  const [inserted] = await writer
    .insert(orderPixCharges)
    .values(charge)
    .onConflictDoNothing({
      target: [orderPixCharges.orderId, orderPixCharges.attempt],
    })
    .returning();
  if (inserted) return inserted;
  const [stored] = await db
    .select()
    .from(orderPixCharges)
    .where(
      and(
        eq(orderPixCharges.orderId, charge.orderId),
        eq(orderPixCharges.attempt, charge.attempt),
      ),
    );
  return stored;
}

/** What a new Pix charge of an order needs: its state, amount, contact and event. */
export async function findOrderForPix(db: DbOrTx, orderId: number) {
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      reference: orders.providerReference,
      chargedAmount: orders.chargedAmount,
      guestContact: orders.guestContact,
      expiresAt: orders.expiresAt,
      statusTokenHash: orders.statusTokenHash,
      eventTitle: events.title,
      eventSlug: events.slug,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.id, orderId));
  return order;
}

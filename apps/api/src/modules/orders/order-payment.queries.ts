import {
  type Db,
  type NewOrderPixCharge,
  type OrderPixCharge,
  orderPixCharges,
  orders,
  oneRow,
} from '@celebra/db';
import { and, eq, sql } from 'drizzle-orm';

/** What an order's payment answers of a stored Pix charge. */
export type StoredPixCharge = Pick<
  OrderPixCharge,
  'copyPaste' | 'qrCodeBase64' | 'paymentLink' | 'expiresAt'
>;

const param = (name: string) => sql.placeholder(name);

/**
 * The payment step's writes, prepared once (planned once per connection): a Pix charge with
 * the order's hold (and, for the first, its payment link) in the same statement, and a card
 * checkout's link.
 */
export function createOrderPaymentQueries(db: Db) {
  const chargeValues = {
    orderId: param('orderId'),
    attempt: param('attempt'),
    copyPaste: param('copyPaste'),
    qrCodeBase64: param('qrCodeBase64'),
    paymentLink: param('paymentLink'),
    providerChargeId: param('providerChargeId'),
    expiresAt: param('expiresAt'),
  };
  /** The order's shares are held while its current charge can be paid. */
  const setHold = db
    .update(orders)
    .set({ sharesHeldUntil: sql`${param('expiresAt')}` })
    .where(eq(orders.id, param('orderId')));
  const setOrderLinkAndHold = db
    .update(orders)
    .set({
      paymentLink: sql`${param('orderLink')}`,
      sharesHeldUntil: sql`${param('expiresAt')}`,
    })
    .where(eq(orders.id, param('orderId')));
  /** The charge, unless that attempt is stored already; answers its id when written. */
  const insertCharge = (into: Pick<Db, 'insert'>) =>
    into
      .insert(orderPixCharges)
      .values(chargeValues)
      .onConflictDoNothing({
        target: [orderPixCharges.orderId, orderPixCharges.attempt],
      })
      .returning({ id: orderPixCharges.id });
  const charge = insertCharge(
    db.with(db.$with('order_hold', {}).as(setHold.getSQL())),
  ).prepare('pix_charge_insert');
  const chargeWithOrderLink = insertCharge(
    db.with(db.$with('order_link', {}).as(setOrderLinkAndHold.getSQL())),
  ).prepare('pix_charge_insert_order_link');
  const checkoutLink = db
    .update(orders)
    .set({ paymentLink: sql`${param('orderLink')}` })
    .where(eq(orders.id, param('orderId')))
    .prepare('order_checkout_link');

  return {
    /**
     * Stores a charge and, in the same statement, the order's hold of its shares until the
     * charge expires; with `orderLink`, the order's payment link too (one commit). When a concurrent request stored the same attempt first (both asked the
     * provider with the same idempotency key, so it is the same charge), answers the stored one.
     */
    async storeCharge(
      values: Required<Omit<NewOrderPixCharge, 'id' | 'createdAt'>>,
      orderLink?: string,
    ): Promise<StoredPixCharge> {
      const inserted =
        orderLink === undefined
          ? await charge.execute(values)
          : await chargeWithOrderLink.execute({ ...values, orderLink });
      if (inserted.length > 0) return values;
      const stored = oneRow(
        await db
          .select()
          .from(orderPixCharges)
          .where(
            and(
              eq(orderPixCharges.orderId, values.orderId),
              eq(orderPixCharges.attempt, values.attempt),
            ),
          ),
      );
      return stored;
    },

    async storeCheckoutLink(orderId: number, link: string): Promise<void> {
      await checkoutLink.execute({ orderId, orderLink: link });
    },
  };
}

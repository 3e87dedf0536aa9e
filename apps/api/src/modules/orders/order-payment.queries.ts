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
 * The payment step's writes, prepared once (planned once per connection): a Pix charge, with
 * or without the order's payment link in the same statement, and a card checkout's link.
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
  const setOrderLink = db
    .update(orders)
    .set({ paymentLink: sql`${param('orderLink')}` })
    .where(eq(orders.id, param('orderId')));
  const orderLink = db.$with('order_link', {}).as(setOrderLink.getSQL());
  /** The charge, unless that attempt is stored already; answers its id when written. */
  const insertCharge = (into: Pick<Db, 'insert'>) =>
    into
      .insert(orderPixCharges)
      .values(chargeValues)
      .onConflictDoNothing({
        target: [orderPixCharges.orderId, orderPixCharges.attempt],
      })
      .returning({ id: orderPixCharges.id });
  const charge = insertCharge(db).prepare('pix_charge_insert');
  const chargeWithOrderLink = insertCharge(db.with(orderLink)).prepare(
    'pix_charge_insert_order_link',
  );
  const checkoutLink = setOrderLink.prepare('order_checkout_link');

  return {
    /**
     * Stores a charge; with `orderLink`, the same statement stores the order's payment link
     * (one commit). When a concurrent request stored the same attempt first (both asked the
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

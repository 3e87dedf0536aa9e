import {
  type Db,
  type DbOrTx,
  eventSettings,
  events,
  type NewOrder,
  type NewOrderItem,
  orderItems,
  orders,
} from '@celebra/db';
import { and, eq, sql } from 'drizzle-orm';
import { listActiveEventGifts } from '../events/events.repository';
import { hasContractedServiceSql } from '../services/services.repository';

const eventId = sql.placeholder('eventId');

/**
 * The purchase's data access, shaped for throughput (docs/architecture.md, "The purchase"): its
 * two reads are prepared statements (planned once per connection) run side by side, the order
 * and its items are written by one statement (one implicit transaction, one round trip), and
 * the payment link is stored by a prepared update.
 */
export function createPurchaseQueries(db: Db) {
  /**
   * The active event as the purchase needs it, and an id reserved for the order (so its
   * payment reference is known before the one insert; an id not used leaves a gap, as any
   * rolled-back insert does).
   */
  const site = db
    .select({
      id: events.id,
      slug: events.slug,
      title: events.title,
      color: events.color,
      showGiftList: eventSettings.showGiftList,
      guestPaysFee: eventSettings.guestPaysFee,
      sitePasswordHash: eventSettings.sitePasswordHash,
      passwordServiceContracted: hasContractedServiceSql(events.id, 'PASSWORD'),
      orderId: sql`nextval(pg_get_serial_sequence('orders', 'id'))`.mapWith(
        Number,
      ),
    })
    .from(events)
    .leftJoin(eventSettings, eq(eventSettings.eventId, events.id))
    .where(and(eq(events.id, eventId), eq(events.active, true)))
    .prepare('purchase_site');
  const gifts = listActiveEventGifts(db, eventId).prepare('purchase_gifts');
  const paymentLink = db
    .update(orders)
    .set({ paymentLink: sql`${sql.placeholder('paymentLink')}` })
    .where(eq(orders.id, sql.placeholder('orderId')))
    .prepare('purchase_payment_link');

  return {
    async site(id: number) {
      const [row] = await site.execute({ eventId: id });
      return row;
    },

    gifts: (id: number) => gifts.execute({ eventId: id }),

    /**
     * The PENDING order (with its reserved id and reference) and its item snapshots, at once.
     * With `reserve` (an order holding shares of a gift), one transaction runs it first and
     * the insert after it, so what it checked under its locks still holds at the commit.
     */
    async insertOrder(
      order: Omit<NewOrder, 'status'> & { id: number },
      items: Omit<NewOrderItem, 'id' | 'orderId'>[],
      reserve?: (tx: DbOrTx) => Promise<void>,
    ): Promise<void> {
      if (!reserve) {
        await insertOrderAndItems(db, order, items);
        return;
      }
      await db.transaction(async (tx) => {
        await reserve(tx);
        await insertOrderAndItems(tx, order, items);
      });
    },

    async setPaymentLink(orderId: number, link: string): Promise<void> {
      await paymentLink.execute({ orderId, paymentLink: link });
    },
  };
}

async function insertOrderAndItems(
  db: DbOrTx,
  order: Omit<NewOrder, 'status'> & { id: number },
  items: Omit<NewOrderItem, 'id' | 'orderId'>[],
): Promise<void> {
  const insertOrder = db
    .insert(orders)
    .overridingSystemValue()
    .values({ ...order, status: 'PENDING' });
  const insertItems = db
    .insert(orderItems)
    .values(items.map((item) => ({ ...item, orderId: order.id })));
  // Data-modifying CTE: both inserts in one statement; the items' foreign key is checked at
  // its end, when the order exists.
  await db.execute(
    sql`with new_order as (${insertOrder.getSQL()}) ${insertItems.getSQL()}`,
  );
}

export type PurchaseQueries = ReturnType<typeof createPurchaseQueries>;

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
import { listActiveEventGifts } from '../events/event-gifts.repository';
import { hasContractedServiceSql } from '../services/services.repository';
import type { ListedGift } from './order-pricing';

const eventId = sql.placeholder('eventId');

/**
 * The purchase's data access, shaped for throughput (docs/architecture.md, "The purchase"): one
 * prepared read (planned once per connection) and one statement writing the order and its
 * items (one implicit transaction, one round trip). The payment step's own writes are in
 * `order-payment.queries.ts`.
 */
export function createPurchaseQueries(db: Db) {
  const listed = listActiveEventGifts(db, eventId).as('listed');
  /**
   * The active event as the purchase needs it, its gift list (as JSON, in the same round
   * trip), and an id reserved for the order (so its payment reference is known before the one
   * insert; an id not used leaves a gap, as any rolled-back insert does).
   */
  const site = db
    .select({
      id: events.id,
      slug: events.slug,
      title: events.title,
      color: events.color,
      theme: events.theme,
      showGiftList: eventSettings.showGiftList,
      guestPaysFee: eventSettings.guestPaysFee,
      sitePasswordHash: eventSettings.sitePasswordHash,
      passwordServiceContracted: hasContractedServiceSql(events.id, 'PASSWORD'),
      orderId: sql`nextval(pg_get_serial_sequence('orders', 'id'))`.mapWith(
        Number,
      ),
      gifts: sql<ListedGift[]>`(select coalesce(json_agg(json_build_object(
        'id', ${listed.id}, 'name', ${listed.name}, 'price', ${listed.price},
        'imageUrl', ${listed.imageUrl}, 'kind', ${listed.kind},
        'shareCount', ${listed.shareCount})), '[]'::json) from ${listed})`,
    })
    .from(events)
    .leftJoin(eventSettings, eq(eventSettings.eventId, events.id))
    .where(and(eq(events.id, eventId), eq(events.active, true)))
    .prepare('purchase_site');
  const insert = orderInsert(db).prepare(ORDER_INSERT);

  return {
    async site(id: number) {
      const [row] = await site.execute({ eventId: id });
      return row;
    },

    /**
     * The PENDING order (with its reserved id and reference) and its item snapshots, at once.
     * With `reserve` (an order holding shares of a gift), one transaction runs it first and
     * the insert after it, so what it checked under its locks still holds at the commit.
     */
    async insertOrder(
      order: PurchaseOrder,
      items: PurchaseItem[],
      reserve?: (tx: DbOrTx) => Promise<void>,
    ): Promise<void> {
      const values = orderInsertValues(order, items);
      if (!reserve) {
        await insert.execute(values);
        return;
      }
      await db.transaction(async (tx) => {
        await reserve(tx);
        await orderInsert(tx).prepare(ORDER_INSERT).execute(values);
      });
    },
  };
}

/** The order's columns a purchase writes (its status is PENDING). */
export type PurchaseOrder = Required<
  Pick<
    NewOrder,
    | 'eventId'
    | 'guestName'
    | 'guestContact'
    | 'guestNote'
    | 'total'
    | 'fee'
    | 'chargedAmount'
    | 'userAmount'
    | 'guestPaysFee'
    | 'provider'
    | 'providerReference'
    | 'expiresAt'
    | 'sharesHeldUntil'
    | 'idempotencyKey'
    | 'statusTokenHash'
  >
> & {
  id: number;
  /** The hash of the personal code the gift was given from (its invitation); null: anonymous. */
  invitationCodeHash: string | null;
};

export type PurchaseItem = Required<Omit<NewOrderItem, 'id' | 'orderId'>>;

const ORDER_INSERT = 'purchase_insert';
const param = (name: string) => sql.placeholder(name);

/**
 * The order and its items in one statement of one shape, whatever the number of items (so it
 * is planned once per connection): two data-modifying CTEs write the order and its items, the
 * items arriving as one array per column, `unnest`ed into rows (the items' foreign key is
 * checked at the statement's end, when the order exists).
 */
function orderInsert(db: DbOrTx) {
  const newOrder = db.$with('new_order', {}).as(
    db
      .insert(orders)
      .overridingSystemValue()
      .values({
        id: param('id'),
        eventId: param('eventId'),
        guestName: param('guestName'),
        guestContact: param('guestContact'),
        guestNote: param('guestNote'),
        status: 'PENDING',
        total: param('total'),
        fee: param('fee'),
        chargedAmount: param('chargedAmount'),
        userAmount: param('userAmount'),
        guestPaysFee: param('guestPaysFee'),
        provider: param('provider'),
        providerReference: param('providerReference'),
        expiresAt: param('expiresAt'),
        sharesHeldUntil: param('sharesHeldUntil'),
        idempotencyKey: param('idempotencyKey'),
        statusTokenHash: param('statusTokenHash'),
        // The personal link's invitation of this event, by its code's hash; none: anonymous.
        invitationId: sql`(select id from invitations
          where code_hash = ${param('invitationCodeHash')}::text
            and event_id = ${param('eventId')}::int)`,
      })
      .getSQL(),
  );
  const newItems = db.$with('new_items', {}).as(
    sql`insert into ${orderItems} (order_id, gift_id, gift_name, gift_image_url,
          unit_price, quantity, gift_kind, share_count)
        select ${param('id')}::int, item.* from unnest(
          ${param('giftIds')}::int[], ${param('giftNames')}::text[],
          ${param('giftImageUrls')}::text[], ${param('unitPrices')}::int[],
          ${param('quantities')}::int[], ${param('giftKinds')}::gift_kind[],
          ${param('shareCounts')}::int[]) as item`,
  );
  return db
    .with(newOrder, newItems)
    .select({ written: sql<number>`1` })
    .from(sql`(values (1)) as written`);
}

function orderInsertValues(order: PurchaseOrder, items: PurchaseItem[]) {
  return {
    ...order,
    giftIds: items.map((item) => item.giftId),
    giftNames: items.map((item) => item.giftName),
    giftImageUrls: items.map((item) => item.giftImageUrl),
    unitPrices: items.map((item) => item.unitPrice),
    quantities: items.map((item) => item.quantity),
    giftKinds: items.map((item) => item.giftKind),
    shareCounts: items.map((item) => item.shareCount),
  };
}

export type PurchaseQueries = ReturnType<typeof createPurchaseQueries>;

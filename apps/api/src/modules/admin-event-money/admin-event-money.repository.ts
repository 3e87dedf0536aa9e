import {
  type DbOrTx,
  eventServices,
  gifts,
  orderItems,
  orders,
  services,
  serviceTypes,
} from '@celebra/db';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  ne,
  or,
  sql,
} from 'drizzle-orm';

/** Every order of the event except CANCELLED (abandoned checkouts), newest first. */
export function listOrdersShownToAdmin(db: DbOrTx, eventId: number) {
  return db
    .select({
      id: orders.id,
      guestName: orders.guestName,
      createdAt: orders.createdAt,
      status: orders.status,
      userAmount: orders.userAmount,
      total: orders.total,
    })
    .from(orders)
    .where(and(eq(orders.eventId, eventId), ne(orders.status, 'CANCELLED')))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** Items of the orders, with the picture they had when bought (else the gift's current one). */
export function listItemsOfOrders(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      giftName: orderItems.giftName,
      quantity: orderItems.quantity,
      imageUrl: sql<
        string | null
      >`coalesce(${orderItems.giftImageUrl}, ${gifts.imageUrl})`,
    })
    .from(orderItems)
    .leftJoin(gifts, eq(gifts.id, orderItems.giftId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
}

const eventServiceColumns = {
  id: eventServices.id,
  serviceId: eventServices.serviceId,
  name: services.name,
  price: eventServices.price,
  type: eventServices.type,
  quantity: eventServices.quantity,
};

export function listContractedServices(db: DbOrTx, eventId: number) {
  return db
    .select({
      ...eventServiceColumns,
      contractedAt: eventServices.contractedAt,
    })
    .from(eventServices)
    .innerJoin(services, eq(services.id, eventServices.serviceId))
    .where(
      and(
        eq(eventServices.eventId, eventId),
        eq(eventServices.status, 'CONTRACTED'),
      ),
    )
    .orderBy(desc(eventServices.contractedAt), desc(eventServices.id));
}

/** PENDING purchases whose payment link has not expired yet. */
export function listPendingServices(db: DbOrTx, eventId: number, now: Date) {
  return db
    .select({ ...eventServiceColumns, expiresAt: eventServices.expiresAt })
    .from(eventServices)
    .innerJoin(services, eq(services.id, eventServices.serviceId))
    .where(
      and(
        eq(eventServices.eventId, eventId),
        eq(eventServices.status, 'PENDING'),
        or(isNull(eventServices.expiresAt), gt(eventServices.expiresAt, now)),
      ),
    )
    .orderBy(desc(eventServices.createdAt), desc(eventServices.id));
}

/** The active service types: the free packages every event has. */
export function listDefaultServices(db: DbOrTx) {
  return db
    .select({
      id: serviceTypes.id,
      name: serviceTypes.name,
      type: serviceTypes.code,
      quantity: serviceTypes.includedQuantity,
    })
    .from(serviceTypes)
    .where(eq(serviceTypes.active, true))
    .orderBy(asc(serviceTypes.id));
}

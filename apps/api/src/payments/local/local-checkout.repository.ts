import { type PaymentMethod, platformFeeLine } from '@celebra/contracts';
import {
  type DbOrTx,
  eventServices,
  events,
  orders,
  services,
} from '@celebra/db';
import { eq } from 'drizzle-orm';
import {
  itemsOfOrder,
  orderPaymentMethod,
  selectOrdersWithEvent,
} from '../../lib/order-rows';

export type LocalCheckoutState =
  | 'pending'
  | 'approved'
  | 'refused'
  | 'cancelled';

/** What the demonstration checkout page shows for a reference. */
export interface LocalCheckout {
  kind: 'order' | 'service';
  state: LocalCheckoutState;
  expiresAt: Date | null;
  /** Centavos the payer pays. */
  amount: number;
  title: string;
  items: { title: string; quantity: number; unitPrice: number }[];
  eventSlug: string;
  /** How the guest chose to pay an order; null for a host's service (the provider's checkout). */
  paymentMethod: PaymentMethod | null;
}

const ORDER_STATES = {
  PENDING: 'pending',
  APPROVED: 'approved',
  RECUSED: 'refused',
  CANCELLED: 'cancelled',
} as const;

const SERVICE_STATES = {
  PENDING: 'pending',
  CONTRACTED: 'approved',
  EXPIRED: 'cancelled',
  CANCELLED: 'cancelled',
} as const;

async function findOrderCheckout(
  db: DbOrTx,
  reference: string,
): Promise<LocalCheckout | undefined> {
  const [order] = await selectOrdersWithEvent(db, {
    id: orders.id,
    status: orders.status,
    expiresAt: orders.expiresAt,
    chargedAmount: orders.chargedAmount,
    fee: orders.fee,
    guestPaysFee: orders.guestPaysFee,
    eventTitle: events.title,
    eventSlug: events.slug,
    paymentMethod: orderPaymentMethod(),
  }).where(eq(orders.providerReference, reference));
  if (!order) return undefined;
  const items = (await itemsOfOrder(db, order.id)).map(
    ({ giftName, quantity, unitPrice }) => ({
      title: giftName,
      quantity,
      unitPrice,
    }),
  );
  const feeLine = platformFeeLine(order.fee, order.guestPaysFee);
  if (feeLine) items.push(feeLine);
  return {
    kind: 'order',
    state: ORDER_STATES[order.status],
    expiresAt: order.expiresAt,
    amount: order.chargedAmount,
    title: order.eventTitle,
    items,
    eventSlug: order.eventSlug,
    paymentMethod: order.paymentMethod,
  };
}

async function findServiceCheckout(
  db: DbOrTx,
  reference: string,
): Promise<LocalCheckout | undefined> {
  const [row] = await db
    .select({
      status: eventServices.status,
      expiresAt: eventServices.expiresAt,
      price: eventServices.price,
      serviceName: services.name,
      eventTitle: events.title,
      eventSlug: events.slug,
    })
    .from(eventServices)
    .innerJoin(services, eq(services.id, eventServices.serviceId))
    .innerJoin(events, eq(events.id, eventServices.eventId))
    .where(eq(eventServices.providerReference, reference));
  if (!row) return undefined;
  return {
    kind: 'service',
    state: SERVICE_STATES[row.status],
    expiresAt: row.expiresAt,
    amount: row.price,
    title: row.eventTitle,
    items: [{ title: row.serviceName, quantity: 1, unitPrice: row.price }],
    eventSlug: row.eventSlug,
    paymentMethod: null,
  };
}

/** The order ('ord_…') or event service ('svc_…') behind a local checkout reference. */
export function findLocalCheckout(
  db: DbOrTx,
  reference: string,
): Promise<LocalCheckout | undefined> {
  if (reference.startsWith('ord_')) return findOrderCheckout(db, reference);
  if (reference.startsWith('svc_')) return findServiceCheckout(db, reference);
  return Promise.resolve(undefined);
}

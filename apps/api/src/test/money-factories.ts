import type { OrderStatus, ServiceType } from '@celebra/contracts';
import {
  type Db,
  orderItems,
  orders,
  payouts,
  services,
  oneRow,
} from '@celebra/db';
import { unique } from './factories';

/**
 * An order of `eventId` written straight to the database (no checkout): one item per
 * amount, the guest not paying the fee, so userAmount = total − fee.
 */
export async function insertOrder(
  db: Db,
  eventId: number,
  options: {
    status?: OrderStatus;
    itemPrices?: number[];
    fee?: number;
    guestName?: string;
    guestContact?: string;
    guestNote?: string;
    createdAt?: Date;
  } = {},
) {
  const itemPrices = options.itemPrices ?? [10_000];
  const total = itemPrices.reduce((sum, price) => sum + price, 0);
  const fee = options.fee ?? 0;
  const order = oneRow(
    await db
      .insert(orders)
      .values({
        eventId,
        guestName: options.guestName ?? 'Carla Dias',
        guestContact: options.guestContact ?? 'carla@example.com',
        guestNote: options.guestNote ?? '',
        status: options.status ?? 'APPROVED',
        total,
        fee,
        chargedAmount: total,
        userAmount: total - fee,
        provider: 'local',
        providerReference: unique('ord_test'),
        ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      })
      .returning({ id: orders.id, userAmount: orders.userAmount }),
  );
  const items = await db
    .insert(orderItems)
    .values(
      itemPrices.map((unitPrice, index) => ({
        orderId: order.id,
        giftName: `Presente ${index + 1}`,
        giftImageUrl: `/media/catalogue/order-${index}.webp`,
        unitPrice,
        quantity: 1,
      })),
    )
    .returning({ id: orderItems.id });
  return { ...order, itemIds: items.map((item) => item.id) };
}

/** A payout written straight to the database. */
export async function insertPayout(
  db: Db,
  eventId: number,
  values: {
    requestedAmount: number;
    status?: 'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED';
    paidAmount?: number;
  },
) {
  const payout = oneRow(
    await db
      .insert(payouts)
      .values({ eventId, ...values })
      .returning({ id: payouts.id }),
  );
  return payout;
}

/** A purchasable package ("turbo"). */
export async function insertService(
  db: Db,
  values: {
    type: ServiceType;
    price?: number;
    quantity?: number;
    active?: boolean;
    name?: string;
  },
) {
  const service = oneRow(
    await db
      .insert(services)
      .values({
        name: values.name ?? unique(`Pacote ${values.type}`),
        description: 'Mais espaço para o seu site',
        price: 2_990,
        quantity: 0,
        ...values,
      })
      .returning(),
  );
  return service;
}

import type { ReceivedGift } from '@celebra/contracts';
import type { DbOrTx } from '@celebra/db';
import {
  listOrderItems,
  listOrders,
  type ReceivedGiftsView,
} from './received-gifts.repository';

/** The event's orders as the host or the back office sees them, newest first, with their items. */
export async function listReceivedGifts(
  db: DbOrTx,
  eventId: number,
  view: ReceivedGiftsView,
): Promise<ReceivedGift[]> {
  const orderRows = await listOrders(db, eventId, view);
  const itemRows = await listOrderItems(
    db,
    orderRows.map((order) => order.id),
  );
  const itemsByOrder = new Map<number, typeof itemRows>();
  for (const item of itemRows)
    itemsByOrder.set(item.orderId, [
      ...(itemsByOrder.get(item.orderId) ?? []),
      item,
    ]);
  return orderRows.map((order) => ({
    ...order,
    createdAt: order.createdAt.toISOString(),
    items: (itemsByOrder.get(order.id) ?? []).map((item) => ({
      id: item.id,
      giftName: item.giftName,
      quantity: item.quantity,
      gift: { imageUrl: item.imageUrl },
    })),
  }));
}

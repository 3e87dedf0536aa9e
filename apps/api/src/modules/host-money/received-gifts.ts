import type { ReceivedGift } from '@celebra/contracts';
import type { DbOrTx } from '@celebra/db';
import { listApprovedOrders, listOrderItems } from './host-money.repository';

/** The event's gifts received (APPROVED orders), newest first, each with its items. */
export async function listReceivedGifts(
  db: DbOrTx,
  eventId: number,
): Promise<ReceivedGift[]> {
  const orderRows = await listApprovedOrders(db, eventId);
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

import {
  type ListReceivedGiftsResponse,
  type ReceivedGift,
  type ReceivedGiftThankedResponse,
  RECEIVED_GIFTS_CHART_DAYS,
  type ReceivedGiftsDailyResponse,
  receivedGiftsCsvFilename,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { Db, DbOrTx } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import { type PageSlice, pageSlice } from '../../lib/paging';
import {
  countApprovedOrdersByDay,
  countReceivedOrders,
  listOrderItems,
  listReceivedOrders,
  type ReceivedGiftsView,
  setOrderThanked,
} from './received-gifts.repository';
import { receivedGiftsToCsv } from './received-gifts-csv';

export type ReceivedGiftsService = ReturnType<
  typeof createReceivedGiftsService
>;

/** The event's orders as the host or the back office sees them, newest first, with their items. */
async function listReceivedGifts(
  db: DbOrTx,
  eventId: number,
  view: ReceivedGiftsView,
  page?: PageSlice,
): Promise<ReceivedGift[]> {
  const orderRows = await listReceivedOrders(db, eventId, view, page);
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
    thankedAt: order.thankedAt?.toISOString() ?? null,
    items: (itemsByOrder.get(order.id) ?? []).map((item) => ({
      id: item.id,
      giftName: item.giftName,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      kind: item.kind,
      shareCount: item.shareCount,
      gift: { imageUrl: item.imageUrl },
    })),
  }));
}

/** An event's received gifts: the lists, the host's daily chart, the thanks mark and the CSV. */
export function createReceivedGiftsService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** The host sees APPROVED orders only; the back office every order but CANCELLED ones. */
    async receivedGifts(
      eventId: number,
      view: ReceivedGiftsView,
      query: { page: number; limit: number },
    ): Promise<ListReceivedGiftsResponse> {
      const [receivedGifts, total] = await Promise.all([
        listReceivedGifts(db, eventId, view, pageSlice(query)),
        countReceivedOrders(db, eventId, view),
      ]);
      return { success: true, receivedGifts, total };
    },

    /** The host's chart: approved orders per São Paulo day over the last two weeks. */
    async receivedGiftsDaily(
      eventId: number,
    ): Promise<ReceivedGiftsDailyResponse> {
      return {
        success: true,
        days: await countApprovedOrdersByDay(
          db,
          eventId,
          RECEIVED_GIFTS_CHART_DAYS,
        ),
      };
    },

    /**
     * Marks or clears the thanks of an APPROVED order of the event; anything else is 404
     * 'Pedido não encontrado.'.
     */
    async setThanked(
      eventId: number,
      orderId: number,
      thanked: boolean,
    ): Promise<ReceivedGiftThankedResponse> {
      const row = await setOrderThanked(db, eventId, orderId, thanked);
      if (!row) throw new AppError('NOT_FOUND', apiTexts.server.orderNotFound);
      return {
        success: true,
        message: apiTexts.server.giftThanksSaved,
        thankedAt: row.thankedAt?.toISOString() ?? null,
      };
    },

    /** The host's received gifts (APPROVED orders) as a CSV file for Excel pt-BR. */
    async receivedGiftsCsv(event: { id: number; slug: string }) {
      return {
        filename: receivedGiftsCsvFilename(event.slug),
        csv: receivedGiftsToCsv(await listReceivedGifts(db, event.id, 'host')),
      };
    },
  };
}

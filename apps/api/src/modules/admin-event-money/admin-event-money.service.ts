import type {
  EventTransactionsResponse,
  ListContractedServicesResponse,
  ListDefaultServicesResponse,
  ListPendingServicesResponse,
  ListReceivedGiftsResponse,
} from '@celebra/contracts';
import type { Db } from '@celebra/db';
import { computeEventBalances } from '../balances/balances.service';
import {
  listContractedServices,
  listDefaultServices,
  listItemsOfOrders,
  listOrdersShownToAdmin,
  listPendingServices,
} from './admin-event-money.repository';

export type AdminEventMoneyService = ReturnType<
  typeof createAdminEventMoneyService
>;

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/** Money reads of any event (the event's existence is checked by the route guard). */
export function createAdminEventMoneyService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async receivedGifts(eventId: number): Promise<ListReceivedGiftsResponse> {
      const orderRows = await listOrdersShownToAdmin(db, eventId);
      const itemRows = await listItemsOfOrders(
        db,
        orderRows.map((order) => order.id),
      );
      return {
        success: true,
        receivedGifts: orderRows.map((order) => ({
          ...order,
          createdAt: order.createdAt.toISOString(),
          items: itemRows
            .filter((item) => item.orderId === order.id)
            .map((item) => ({
              id: item.id,
              giftName: item.giftName,
              quantity: item.quantity,
              gift: { imageUrl: item.imageUrl },
            })),
        })),
      };
    },

    async transactions(eventId: number): Promise<EventTransactionsResponse> {
      return { success: true, ...(await computeEventBalances(db, eventId)) };
    },

    async contractedServices(
      eventId: number,
    ): Promise<ListContractedServicesResponse> {
      const rows = await listContractedServices(db, eventId);
      return {
        success: true,
        contractedServices: rows.map((row) => ({
          ...row,
          contractedAt: isoOrNull(row.contractedAt),
        })),
      };
    },

    async pendingServices(
      eventId: number,
    ): Promise<ListPendingServicesResponse> {
      const rows = await listPendingServices(db, eventId, new Date());
      return {
        success: true,
        pendingServices: rows.map(({ expiresAt, ...row }) => ({
          ...row,
          status: 'PENDING' as const,
          expirationAt: isoOrNull(expiresAt),
        })),
      };
    },

    async defaultServices(): Promise<ListDefaultServicesResponse> {
      return { success: true, servicesDefault: await listDefaultServices(db) };
    },
  };
}

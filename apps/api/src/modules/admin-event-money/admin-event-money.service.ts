import type {
  EventTransactionsResponse,
  ListContractedServicesResponse,
  ListDefaultServicesResponse,
  ListPendingServicesResponse,
  ListReceivedGiftsResponse,
} from '@celebra/contracts';
import type { Db } from '@celebra/db';
import { computeEventBalances } from '../balances/balances.service';
import { listReceivedGifts } from '../received-gifts/received-gifts';
import {
  listContractedServices,
  listDefaultServices,
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
      return {
        success: true,
        receivedGifts: await listReceivedGifts(db, eventId, 'admin'),
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

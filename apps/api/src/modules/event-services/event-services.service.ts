import type {
  ListEventServicesResponse,
  ListPendingPaymentServicesResponse,
} from '@celebra/contracts';
import type { Db } from '@celebra/db';
import {
  listContractedPackages,
  listDefaultPackages,
  listPendingPackages,
  listTurboPackages,
} from './event-services.repository';

export type EventServicesService = ReturnType<
  typeof createEventServicesService
>;

/** 'Pacote de Serviços' (read side): free, purchasable, contracted and pending packages. */
export function createEventServicesService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async list(eventId: number): Promise<ListEventServicesResponse> {
      const [free, turbo, contracted] = await Promise.all([
        listDefaultPackages(db),
        listTurboPackages(db),
        listContractedPackages(db, eventId),
      ]);
      return {
        success: true,
        services: {
          default: free.map((item) => ({ ...item, price: 0 as const })),
          turbo,
          contracted: contracted.map((item) => ({
            ...item,
            contractedAt: item.contractedAt?.toISOString() ?? null,
          })),
        },
      };
    },

    async pending(
      eventId: number,
    ): Promise<ListPendingPaymentServicesResponse> {
      const rows = await listPendingPackages(db, eventId, now());
      return {
        success: true,
        pendingServices: rows.map(({ expiresAt, ...item }) => ({
          ...item,
          expirationAt: expiresAt?.toISOString() ?? null,
        })),
      };
    },
  };
}

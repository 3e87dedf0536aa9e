import type {
  ListContractedServicesResponse,
  ListDefaultServicesResponse,
  ListEventServicesResponse,
  ListPendingPaymentServicesResponse,
  ListPendingServicesResponse,
} from '@celebra/contracts';
import type { Db } from '@celebra/db';
import { listActiveServiceTypes } from './service-types.repository';
import {
  listContractedPackages,
  listDefaultPackages,
  listPendingPackages,
  listTurboPackages,
} from './services.repository';

export type EventServicesService = ReturnType<
  typeof createEventServicesService
>;

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/** What every view of a purchase shows first: which package, and its price as paid. */
const purchaseOf = (row: {
  id: number;
  serviceId: number;
  name: string;
  price: number;
}) => ({
  id: row.id,
  serviceId: row.serviceId,
  name: row.name,
  price: row.price,
});

/** What an event has: its packages (free, purchasable, contracted) and its purchases waiting for payment. */
export function createEventServicesService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** 'Pacote de Serviços': free, purchasable and contracted packages of the event. */
    async eventServices(eventId: number): Promise<ListEventServicesResponse> {
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
            contractedAt: isoOrNull(item.contractedAt),
          })),
        },
      };
    },

    /** The event's purchases waiting for payment, soonest due first. */
    async pendingPayments(
      eventId: number,
    ): Promise<ListPendingPaymentServicesResponse> {
      const rows = await listPendingPackages(db, eventId, now());
      return {
        success: true,
        pendingServices: rows.map((row) => ({
          ...purchaseOf(row),
          description: row.description,
          expirationAt: isoOrNull(row.expiresAt),
          paymentLink: row.paymentLink,
        })),
      };
    },

    /** The back office's view of an event's contracted packages, newest first. */
    async contractedServices(
      eventId: number,
    ): Promise<ListContractedServicesResponse> {
      const rows = await listContractedPackages(db, eventId);
      return {
        success: true,
        contractedServices: rows.reverse().map((row) => ({
          ...purchaseOf(row),
          type: row.type,
          quantity: row.quantity,
          contractedAt: isoOrNull(row.contractedAt),
        })),
      };
    },

    /** The back office's view of an event's purchases waiting for payment, newest first. */
    async pendingServices(
      eventId: number,
    ): Promise<ListPendingServicesResponse> {
      const rows = await listPendingPackages(db, eventId, now());
      rows.sort(
        (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
      );
      return {
        success: true,
        pendingServices: rows.map((row) => ({
          ...purchaseOf(row),
          type: row.type,
          quantity: row.quantity,
          status: 'PENDING' as const,
          expirationAt: isoOrNull(row.expiresAt),
        })),
      };
    },

    /** Every active service type: the free packages every event has. */
    async defaultServices(): Promise<ListDefaultServicesResponse> {
      return {
        success: true,
        servicesDefault: await listActiveServiceTypes(db),
      };
    },
  };
}

import {
  type AdminCatalogueDeleteResponse,
  type AdminCatalogueWriteResponse,
  type AdminServiceBody,
  type AdminServiceResponse,
  type AdminServicesResponse,
  type AdminServiceType,
  type AdminServiceTypeBody,
  type AdminServiceTypeResponse,
  type AdminServiceTypesResponse,
  type ListContractedServicesResponse,
  type ListDefaultServicesResponse,
  type ListEventServicesResponse,
  type ListPendingPaymentServicesResponse,
  type ListPendingServicesResponse,
  messages,
  type PurchaseServiceBody,
  type PurchaseServiceResponse,
  serviceTypeLabel,
  type ServiceType,
} from '@celebra/contracts';
import { type Db, type DbOrTx, isForeignKeyViolation } from '@celebra/db';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors/app-error';
import type { ExpiryTarget } from '../../lib/expiry-sweep';
import type { PaymentProvider } from '../../payments/payment-provider';
import { makePaymentReference } from '../../payments/payment-reference';
import {
  attachCheckout,
  deleteService,
  expirePendingPurchases,
  findOpenPurchaseLink,
  findService,
  findServiceType,
  hasContractedService,
  insertPendingPurchase,
  insertService,
  isServicePurchased,
  listActiveServiceTypes,
  listAdminServices,
  listContractedPackages,
  listDefaultPackages,
  listPendingPackages,
  listServiceTypes,
  listTurboPackages,
  lockOwnedEvent,
  updateService,
  updateServiceType,
} from './services.repository';

export type ServicesService = ReturnType<typeof createServicesService>;

/** Switches: a second purchase of these would change nothing. */
const ONE_PER_EVENT: readonly ServiceType[] = ['PASSWORD', 'PAGE'];

const HOUR_MS = 3_600_000;

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

const serviceNotFound = () =>
  new AppError('NOT_FOUND', messages.server.serviceNotFound);
const serviceTypeNotFound = () =>
  new AppError('NOT_FOUND', messages.server.serviceTypeNotFound);

const serviceTypeDto = (
  row: Omit<AdminServiceType, 'label'>,
): AdminServiceType => ({ ...row, label: serviceTypeLabel(row.code) });

export interface ServicesDeps {
  db: Db;
  provider: PaymentProvider;
  /** How long a purchase waits for its payment (SERVICE_PAYMENT_EXPIRY_HOURS). */
  expiryHours: number;
  /** Where the host lands after paying: the host app's service page. */
  returnUrl: string;
  now?: () => Date;
}

/** Service packages: the catalogue, what each event has, and buying more. */
export function createServicesService(deps: ServicesDeps) {
  const { db, provider } = deps;
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
          id: row.id,
          serviceId: row.serviceId,
          name: row.name,
          description: row.description,
          price: row.price,
          expirationAt: isoOrNull(row.expiresAt),
          paymentLink: row.paymentLink,
        })),
      };
    },

    /**
     * Starts (or resumes) the payment of a package for one of the caller's events: a PENDING
     * event service snapshotting type, price and quantity, with an expiry and the provider's
     * checkout link. The event row is locked, so double clicks never open two purchases; the
     * provider is called inside the transaction, so a provider failure keeps nothing.
     */
    async purchase(
      userId: number,
      body: PurchaseServiceBody,
      context: { publicOrigin: string; log: FastifyBaseLogger },
    ): Promise<PurchaseServiceResponse> {
      return db.transaction(async (tx) => {
        const event = await lockOwnedEvent(tx, body.eventId, userId);
        if (!event)
          throw new AppError('NOT_FOUND', messages.server.eventNotFound);
        const service = await findService(tx, body.serviceId);
        if (!service) throw serviceNotFound();
        if (!service.active || service.price <= 0)
          throw new AppError('CONFLICT', messages.server.serviceUnavailable);

        const startedAt = now();
        const openLink = await findOpenPurchaseLink(
          tx,
          event.id,
          service.id,
          startedAt,
        );
        if (openLink)
          return {
            success: true,
            message: messages.server.servicePaymentResumed,
            paymentLink: openLink,
          };
        if (
          ONE_PER_EVENT.includes(service.type) &&
          (await hasContractedService(tx, event.id, service.type))
        )
          throw new AppError(
            'CONFLICT',
            messages.server.serviceAlreadyContracted,
          );

        const expiresAt = new Date(
          startedAt.getTime() + deps.expiryHours * HOUR_MS,
        );
        const { id } = await insertPendingPurchase(tx, {
          eventId: event.id,
          service,
          provider: provider.name,
          expiresAt,
        });
        const reference = makePaymentReference('svc', id);
        const checkout = await provider
          .createCheckout({
            reference,
            title: `${service.name} — ${event.title}`,
            items: [
              {
                id: `service-${service.id}`,
                title: service.name,
                quantity: 1,
                unitPrice: service.price,
              },
            ],
            amount: service.price,
            payerEmail: event.payerEmail,
            returnUrl: deps.returnUrl,
            expiresAt,
            publicOrigin: context.publicOrigin,
          })
          .catch((error: unknown) => {
            context.log.error(
              { err: error },
              'service checkout creation failed',
            );
            throw new AppError(
              'PAYMENT_PROVIDER',
              messages.hostErrors.servicePayment,
            );
          });
        await attachCheckout(tx, id, {
          reference,
          paymentLink: checkout.paymentLink,
        });
        return {
          success: true,
          message: messages.server.servicePaymentStarted,
          paymentLink: checkout.paymentLink,
        };
      });
    },

    async listServices(): Promise<AdminServicesResponse> {
      return {
        success: true,
        message: messages.server.listLoaded,
        services: await listAdminServices(db),
      };
    },

    async getService(id: number): Promise<AdminServiceResponse> {
      const service = await findService(db, id);
      if (!service) throw serviceNotFound();
      return { success: true, service };
    },

    async createService(
      body: AdminServiceBody,
    ): Promise<AdminCatalogueWriteResponse> {
      await insertService(db, body);
      return { success: true, message: messages.success.saved };
    },

    async updateService(
      id: number,
      body: AdminServiceBody,
    ): Promise<AdminCatalogueWriteResponse> {
      if (!(await updateService(db, id, body))) throw serviceNotFound();
      return { success: true, message: messages.success.saved };
    },

    /**
     * Removes a package no event ever bought; one that events bought (or started buying) is
     * deactivated instead, so their purchases keep pointing at it.
     */
    async removeService(id: number): Promise<AdminCatalogueDeleteResponse> {
      if (!(await findService(db, id))) throw serviceNotFound();
      if (!(await isServicePurchased(db, id))) {
        try {
          await deleteService(db, id);
          return {
            success: true,
            message: messages.success.removed,
            deactivated: false,
          };
        } catch (error) {
          // Bought in the meantime: keep it, deactivated.
          if (!isForeignKeyViolation(error)) throw error;
        }
      }
      await updateService(db, id, { active: false });
      return {
        success: true,
        message: messages.server.serviceDeactivated,
        deactivated: true,
      };
    },

    async listServiceTypes(): Promise<AdminServiceTypesResponse> {
      const rows = await listServiceTypes(db);
      return { success: true, serviceTypes: rows.map(serviceTypeDto) };
    },

    async getServiceType(id: number): Promise<AdminServiceTypeResponse> {
      const row = await findServiceType(db, id);
      if (!row) throw serviceTypeNotFound();
      return { success: true, serviceType: serviceTypeDto(row) };
    },

    async updateServiceType(
      id: number,
      body: AdminServiceTypeBody,
    ): Promise<AdminCatalogueWriteResponse> {
      if (!(await updateServiceType(db, id, body))) throw serviceTypeNotFound();
      return { success: true, message: messages.success.saved };
    },

    /** The back office's view of an event's contracted packages, newest first. */
    async contractedServices(
      eventId: number,
    ): Promise<ListContractedServicesResponse> {
      const rows = await listContractedPackages(db, eventId);
      return {
        success: true,
        contractedServices: rows.reverse().map((row) => ({
          id: row.id,
          serviceId: row.serviceId,
          name: row.name,
          price: row.price,
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
          id: row.id,
          serviceId: row.serviceId,
          name: row.name,
          price: row.price,
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

/** PENDING purchases past their expiry become EXPIRED (leaving the pending list); answers how many. */
export function expireServicePurchases(
  db: DbOrTx,
  now: Date = new Date(),
): Promise<number> {
  return expirePendingPurchases(db, now);
}

/** The service purchases' part of the expiry sweep. */
export const servicePurchaseExpiryTarget = (db: DbOrTx): ExpiryTarget => ({
  name: 'pending service purchases',
  expire: (now) => expireServicePurchases(db, now),
});

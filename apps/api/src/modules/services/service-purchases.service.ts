import {
  hostTexts,
  type PurchaseServiceBody,
  type PurchaseServiceResponse,
  type ServiceType,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { Db, DbOrTx } from '@celebra/db';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors/app-error';
import type { ExpiryTarget } from '../../lib/expiry-sweep';
import type { PaymentProvider } from '../../payments/payment-provider';
import { makePaymentReference } from '../../payments/payment-reference';
import { findService } from './packages.repository';
import { serviceNotFound } from './service-errors';
import {
  attachCheckout,
  expirePendingPurchases,
  findOpenPurchaseLink,
  insertPendingPurchase,
  lockEventForPurchase,
} from './service-purchases.repository';
import { hasContractedService } from './services.repository';

export type ServicePurchasesService = ReturnType<
  typeof createServicePurchasesService
>;

/** Switches: a second purchase of these would change nothing. */
const ONE_PER_EVENT: readonly ServiceType[] = ['PASSWORD', 'PAGE'];

const HOUR_MS = 3_600_000;

export interface ServicePurchasesDeps {
  db: Db;
  provider: PaymentProvider;
  /** How long a purchase waits for its payment (SERVICE_PAYMENT_EXPIRY_HOURS). */
  expiryHours: number;
  /** Where the host lands after paying: the host app's service page. */
  returnUrl: string;
  now?: () => Date;
}

/**
 * Buying a package: a purchase waiting for its payment, settled by the 'svc' payable target
 * (service-payable-target.ts) or expired by the sweep.
 */
export function createServicePurchasesService(deps: ServicePurchasesDeps) {
  const { db, provider } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * Starts (or resumes) the payment of a package for an event the caller may buy for (its
     * `money` permission, checked by the route's guard; the caller pays): a PENDING
     * event service snapshotting type, price and quantity, with an expiry and the provider's
     * checkout link. The event row is locked, so double clicks never open two purchases; the
     * provider is called inside the transaction, so a provider failure keeps nothing.
     */
    async purchase(
      payerId: number,
      body: PurchaseServiceBody,
      context: { publicOrigin: string; log: FastifyBaseLogger },
    ): Promise<PurchaseServiceResponse> {
      return db.transaction(async (tx) => {
        const event = await lockEventForPurchase(tx, body.eventId, payerId);
        if (!event)
          throw new AppError('NOT_FOUND', apiTexts.server.eventNotFound);
        const service = await findService(tx, body.serviceId);
        if (!service) throw serviceNotFound();
        if (!service.active || service.price <= 0)
          throw new AppError('CONFLICT', apiTexts.server.serviceUnavailable);

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
            message: apiTexts.server.servicePaymentResumed,
            paymentLink: openLink,
          };
        if (
          ONE_PER_EVENT.includes(service.type) &&
          (await hasContractedService(tx, event.id, service.type))
        )
          throw new AppError(
            'CONFLICT',
            apiTexts.server.serviceAlreadyContracted,
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
              hostTexts.hostErrors.servicePayment,
            );
          });
        await attachCheckout(tx, id, {
          reference,
          paymentLink: checkout.paymentLink,
        });
        return {
          success: true,
          message: apiTexts.server.servicePaymentStarted,
          paymentLink: checkout.paymentLink,
        };
      });
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

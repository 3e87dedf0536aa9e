import {
  EMAIL_PATTERN,
  ID_MAX,
  messages,
  PURCHASE_MAX_QUANTITY,
  type PurchaseBody,
  type PurchaseResponse,
} from '@celebra/contracts';
import type { Db } from '@celebra/db';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors/app-error';
import { PLATFORM_FEE_ITEM_TITLE } from '../../payments/checkout-texts';
import type {
  CheckoutItem,
  PaymentProvider,
} from '../../payments/payment-provider';
import { makePaymentReference } from '../../payments/payment-reference';
import { computeOrderAmounts } from '../orders/order-amounts';
import {
  findPurchasableGifts,
  insertOrder,
  setOrderPaymentLink,
  setOrderReference,
  transitionPendingOrder,
} from '../orders/orders.repository';
import { findActivePublicEventById } from '../public-site/public-site.repository';
import type { SiteGate } from '../public-site/site-gate';

export type GuestPurchaseService = ReturnType<
  typeof createGuestPurchaseService
>;

const HOUR_MS = 3_600_000;

/** The provider could not open a checkout: the order was cancelled, answer 502. */
export class CheckoutUnavailableError extends Error {
  override readonly name = 'CheckoutUnavailableError';
}

/** Adds up the quantities of repeated gift ids, keeping the first-seen order. */
export function mergeItems(items: PurchaseBody['items']): Map<number, number> {
  const merged = new Map<number, number>();
  for (const item of items)
    merged.set(item.id, (merged.get(item.id) ?? 0) + item.quantity);
  return merged;
}

const validation = (message: string, field: string) =>
  new AppError('VALIDATION', message, { [field]: [message] });

export function createGuestPurchaseService(deps: {
  db: Db;
  provider: PaymentProvider;
  gate: SiteGate;
  platformFeeBps: number;
  expiryHours: number;
  /** Origin of the public site (the guest comes back to `<siteOrigin>/<slug>`). */
  siteOrigin: string;
  now?: () => Date;
}) {
  const { db, provider } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * A guest's order of gifts from the event's list, priced from the database (never the
     * client), snapshotted, then handed to the payment provider. The order row commits before
     * the provider is called, so a provider failure leaves a CANCELLED order, never a lost one.
     */
    async purchase(
      body: PurchaseBody,
      context: {
        accessToken?: string;
        publicOrigin: string;
        log: FastifyBaseLogger;
      },
    ): Promise<PurchaseResponse> {
      const site = await findActivePublicEventById(db, body.eventId);
      if (!site) throw new AppError('NOT_FOUND', messages.server.eventNotFound);
      await deps.gate.assertAccess(site, context.accessToken);
      if (!site.settings.showGiftList)
        throw new AppError('FORBIDDEN', messages.server.giftListHidden);

      const quantities = mergeItems(body.items);
      if (
        [...quantities.values()].some(
          (quantity) => quantity > PURCHASE_MAX_QUANTITY,
        )
      )
        throw validation(messages.server.quantityInvalid, 'items');
      const found = await findPurchasableGifts(db, site.event.id, [
        ...quantities.keys(),
      ]);
      const byId = new Map(found.map((gift) => [gift.id, gift]));
      const lines = [...quantities].map(([id, quantity]) => {
        const gift = byId.get(id);
        if (!gift) throw validation(messages.server.giftUnavailable, 'items');
        return { gift, quantity };
      });

      const total = lines.reduce(
        (sum, { gift, quantity }) => sum + gift.price * quantity,
        0,
      );
      const amounts = computeOrderAmounts(
        total,
        deps.platformFeeBps,
        site.guestPaysFee,
      );
      if (amounts.chargedAmount > ID_MAX)
        throw validation(messages.server.orderTooLarge, 'items');

      const createdAt = now();
      const expiresAt = new Date(
        createdAt.getTime() + deps.expiryHours * HOUR_MS,
      );
      const { orderId, reference } = await db.transaction(async (tx) => {
        const id = await insertOrder(
          tx,
          {
            eventId: site.event.id,
            guestName: body.guestName,
            guestContact: body.guestContact,
            ...amounts,
            guestPaysFee: site.guestPaysFee,
            provider: provider.name,
            expiresAt,
          },
          lines.map(({ gift, quantity }) => ({
            giftId: gift.id,
            giftName: gift.name,
            giftImageUrl: gift.imageUrl,
            unitPrice: gift.price,
            quantity,
          })),
        );
        const ref = makePaymentReference('ord', id);
        await setOrderReference(tx, id, ref);
        return { orderId: id, reference: ref };
      });

      const items: CheckoutItem[] = lines.map(({ gift, quantity }) => ({
        id: `gift-${gift.id}`,
        title: gift.name,
        quantity,
        unitPrice: gift.price,
        pictureUrl: gift.imageUrl ?? undefined,
      }));
      if (site.guestPaysFee && amounts.fee > 0)
        items.push({
          id: 'platform-fee',
          title: PLATFORM_FEE_ITEM_TITLE,
          quantity: 1,
          unitPrice: amounts.fee,
        });

      let paymentLink: string;
      try {
        const checkout = await provider.createCheckout({
          reference,
          title: `Presentes para ${site.event.title}`,
          items,
          amount: amounts.chargedAmount,
          payerEmail: EMAIL_PATTERN.test(body.guestContact)
            ? body.guestContact
            : undefined,
          returnUrl: `${deps.siteOrigin}/${site.event.slug}`,
          expiresAt,
          publicOrigin: context.publicOrigin,
        });
        paymentLink = checkout.paymentLink;
      } catch (error) {
        context.log.error(
          { err: error, orderId, reference },
          'checkout creation failed; order cancelled',
        );
        await transitionPendingOrder(db, { id: orderId }, 'CANCELLED');
        throw new CheckoutUnavailableError(String(error));
      }
      await setOrderPaymentLink(db, orderId, paymentLink);
      return {
        success: true,
        message: messages.server.purchaseCreated,
        paymentLink,
        orderId,
        amount: amounts.chargedAmount,
      };
    },
  };
}

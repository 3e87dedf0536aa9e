import {
  EMAIL_PATTERN,
  type PaymentMethod,
  type PixChargeView,
} from '@celebra/contracts';
import type { Db } from '@celebra/db';
import type {
  CheckoutItem,
  PaymentProvider,
} from '../../payments/payment-provider';
import {
  createOrderPaymentQueries,
  type StoredPixCharge,
} from './order-payment.queries';

const MINUTE_MS = 60_000;

/** The title of an order's checkout and the description of its Pix charges. */
export const orderPaymentTitle = (eventTitle: string) =>
  `Presentes para ${eventTitle}`;

/** What opening an order's payment needs. */
export interface OrderPaymentRequest {
  order: { id: number; reference: string; expiresAt: Date };
  method: PaymentMethod;
  eventTitle: string;
  /** The checkout's lines (card); they add up to `amount`. */
  items: CheckoutItem[];
  /** Centavos the guest pays. */
  amount: number;
  guestContact: string;
  /** The order's 'Obrigado!' page. */
  returnUrl: string;
  publicOrigin?: string;
}

export interface OpenedPayment {
  /** Card: the hosted checkout. Pix: the provider's page of the charge, else the 'Obrigado!' page. */
  paymentLink: string;
  pix: PixChargeView | null;
}

/**
 * The step that opens an order's payment with the provider: a hosted checkout for a card, an
 * inline Pix charge (stored in order_pix_charges) for Pix. A Pix charge can be paid for
 * PIX_EXPIRY_MINUTES, never past the order's own expiry; after it, the guest may ask for a new
 * one (next attempt, so a new idempotency key at the provider). Storing a charge sets the
 * order's hold of its shares to the charge's expiry (`holdEnd` is the hold before any charge,
 * and a card checkout's for good). Provider failures are thrown as they come
 * (CheckoutFailedError): the caller decides what they mean.
 */
export function createOrderPayment(deps: {
  db: Db;
  provider: PaymentProvider;
  pixExpiryMinutes: number;
  /** How long a card checkout holds its shares (CARD_CHECKOUT_HOLD_MINUTES). */
  cardHoldMinutes: number;
  now: () => Date;
}) {
  const { provider } = deps;
  const queries = createOrderPaymentQueries(deps.db);

  const view = (charge: StoredPixCharge): PixChargeView => ({
    copyPaste: charge.copyPaste,
    qrCodeBase64: charge.qrCodeBase64,
    expiresAt: charge.expiresAt.toISOString(),
    demonstrationLink: provider.name === 'local' ? charge.paymentLink : null,
  });

  /** When an order paid by `method` from `from` stops holding its shares, unless paid. */
  const holdEnd = (method: PaymentMethod, orderExpiresAt: Date, from: Date) =>
    new Date(
      Math.min(
        from.getTime() +
          (method === 'CARD' ? deps.cardHoldMinutes : deps.pixExpiryMinutes) *
            MINUTE_MS,
        orderExpiresAt.getTime(),
      ),
    );

  const payerEmail = (contact: string) =>
    EMAIL_PATTERN.test(contact) ? contact : undefined;

  /** `withOrderLink`: the order's first charge also stores the order's payment link. */
  async function chargePix(
    request: Omit<OrderPaymentRequest, 'method' | 'items'>,
    attempt: number,
    withOrderLink = false,
  ): Promise<StoredPixCharge> {
    const { order } = request;
    const expiresAt = holdEnd('PIX', order.expiresAt, deps.now());
    const charge = await provider.createPixCharge({
      reference: order.reference,
      attempt,
      description: orderPaymentTitle(request.eventTitle),
      amount: request.amount,
      payerEmail: payerEmail(request.guestContact),
      returnUrl: request.returnUrl,
      expiresAt,
      publicOrigin: request.publicOrigin,
    });
    return queries.storeCharge(
      {
        orderId: order.id,
        attempt,
        copyPaste: charge.copyPaste,
        qrCodeBase64: charge.qrCodeBase64,
        paymentLink: charge.paymentLink,
        providerChargeId: charge.providerChargeId,
        expiresAt: charge.expiresAt,
      },
      withOrderLink ? (charge.paymentLink ?? request.returnUrl) : undefined,
    );
  }

  return {
    view,
    holdEnd,

    /** Opens the order's first payment: a card checkout or the first Pix charge. */
    async open(request: OrderPaymentRequest): Promise<OpenedPayment> {
      if (request.method === 'CARD') {
        const checkout = await provider.createCheckout({
          reference: request.order.reference,
          title: orderPaymentTitle(request.eventTitle),
          items: request.items,
          amount: request.amount,
          payerEmail: payerEmail(request.guestContact),
          returnUrl: request.returnUrl,
          expiresAt: request.order.expiresAt,
          publicOrigin: request.publicOrigin,
        });
        await queries.storeCheckoutLink(request.order.id, checkout.paymentLink);
        return { paymentLink: checkout.paymentLink, pix: null };
      }
      const charge = await chargePix(request, 1, true);
      return {
        paymentLink: charge.paymentLink ?? request.returnUrl,
        pix: view(charge),
      };
    },

    /**
     * The charge that replaces an expired one (attempt `previous + 1`). Two requests at once
     * ask the provider with the same key and store one charge.
     */
    renew: (
      request: Omit<OrderPaymentRequest, 'method' | 'items'>,
      previousAttempt: number,
    ) => chargePix(request, previousAttempt + 1).then(view),
  };
}

export type OrderPayment = ReturnType<typeof createOrderPayment>;

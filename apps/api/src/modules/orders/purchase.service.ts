import {
  type FreeAmountLimits,
  ID_MAX,
  messages,
  orderAmounts,
  type PaymentMethod,
  type PurchaseBody,
  type PurchaseResponse,
  type PixChargeView,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import {
  type Db,
  type DbOrTx,
  invitationCodeHash,
  isUniqueViolation,
} from '@celebra/db';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, fieldError } from '../../errors/app-error';
import { retryWhileDatabaseUnavailable } from '../../lib/database-retry';
import type { PublicEventChannel } from '../../lib/public-event/public-event-channel';
import type {
  CheckoutItem,
  PaymentProvider,
} from '../../payments/payment-provider';
import { makePaymentReference } from '../../payments/payment-reference';
import {
  passwordVersionOf,
  type SiteGate,
  siteLockOf,
} from '../events/site-gate';
import type {
  OpenedPayment,
  OrderPayment,
  OrderPaymentRequest,
} from './order-payment';
import { findCurrentPixCharge } from './order-pix.repository';
import { priceLines, reserveShares, sharedLines } from './order-pricing';
import { holdSharesAgain } from './order-share-hold';
import {
  hashStatusToken,
  issueStatusToken,
  orderReturnUrl,
  statusTokenMatches,
} from './order-status-token';
import {
  findOrderByIdempotencyKey,
  ORDER_IDEMPOTENCY_CONSTRAINT,
  type OrderOfIdempotencyKey,
  setStatusTokenHash,
  transitionPendingOrder,
} from './orders.repository';
import { createPurchaseQueries } from './purchase.queries';

export type PurchaseService = ReturnType<typeof createPurchaseService>;

const HOUR_MS = 3_600_000;

export function createPurchaseService(deps: {
  db: Db;
  provider: PaymentProvider;
  gate: SiteGate;
  platformFeeBps: number;
  /** Bounds of a free-value gift's amount. */
  freeAmountLimits: FreeAmountLimits;
  /** Told when an order takes or gives back shares of a gift (the site shows what remains). */
  publicEvents: Pick<PublicEventChannel, 'changed'>;
  expiryHours: number;
  /** Opens the order's payment: a card checkout or a Pix charge (order-payment.ts). */
  payment: OrderPayment;
  /** Origin of the public site (the guest comes back to `<siteOrigin>/<slug>/obrigado/<id>`). */
  siteOrigin: string;
  /** Server secret the status token of a purchase with an Idempotency-Key is derived under. */
  statusTokenSecret: string;
  /** How long a purchase with an Idempotency-Key is run again while the database is unreachable. */
  databaseRetryMs?: number;
  now?: () => Date;
}) {
  const { db, provider, payment } = deps;
  const now = deps.now ?? (() => new Date());
  const queries = createPurchaseQueries(db);

  type PurchaseContext = {
    accessToken?: string;
    publicOrigin: string;
    log: FastifyBaseLogger;
    /** The cart's Idempotency-Key: the same key answers the same order, never a second one. */
    idempotencyKey?: string;
  };

  return {
    /**
     * A guest's order of gifts from the event's list, priced from the database (never the
     * client), snapshotted, then handed to the payment provider. The order row commits before
     * the provider is called, so a provider failure leaves a CANCELLED order, never a lost one.
     * With an Idempotency-Key the order is stored with it: a retry (after a 500, a 503 or a lost
     * answer), or a concurrent duplicate, answers that same order and payment link; and while
     * the database restarts the purchase is run again, since running it twice is harmless.
     */
    purchase(
      body: PurchaseBody,
      context: PurchaseContext,
    ): Promise<PurchaseResponse> {
      if (!context.idempotencyKey) return purchaseOnce(body, context);
      return retryWhileDatabaseUnavailable(
        () => purchaseOnce(body, context),
        deps.databaseRetryMs ?? 5_000,
      );
    },
  };

  async function purchaseOnce(
    body: PurchaseBody,
    context: PurchaseContext,
  ): Promise<PurchaseResponse> {
    const site = await queries.site(body.eventId);
    if (!site) throw new AppError('NOT_FOUND', apiTexts.server.eventNotFound);
    deps.gate.assertToken(
      {
        eventId: site.id,
        passwordVersion: passwordVersionOf(
          site.sitePasswordHash,
          site.passwordServiceContracted,
        ),
        locked: siteLockOf(site),
      },
      context.accessToken,
    );
    if (!(site.showGiftList ?? true))
      throw new AppError('FORBIDDEN', apiTexts.server.giftListHidden);
    const guestPaysFee = site.guestPaysFee ?? false;

    const lines = priceLines(body.items, site.gifts, deps.freeAmountLimits);

    const { feeLine, ...amounts } = orderAmounts(
      lines.map(({ unitPrice, quantity }) => ({ price: unitPrice, quantity })),
      deps.platformFeeBps,
      guestPaysFee,
    );
    if (amounts.chargedAmount > ID_MAX)
      throw fieldError('VALIDATION', 'items', messages.server.orderTooLarge);

    const items: CheckoutItem[] = lines.map(
      ({ gift, quantity, unitPrice }) => ({
        id: `gift-${gift.id}`,
        title: gift.name,
        quantity,
        unitPrice,
        pictureUrl: gift.imageUrl ?? undefined,
      }),
    );
    if (feeLine) items.push({ id: 'platform-fee', ...feeLine });
    const key = context.idempotencyKey;
    const statusToken = issueStatusToken(
      deps.statusTokenSecret,
      key ? { eventId: site.id, key } : undefined,
    );
    const method = body.paymentMethod ?? 'PIX';
    const checkout = (order: {
      id: number;
      reference: string;
      expiresAt: Date;
    }) =>
      openCheckout(order, {
        method,
        eventTitle: site.title,
        items,
        amount: amounts.chargedAmount,
        guestContact: body.guestContact,
        returnUrl: orderReturnUrl(
          deps.siteOrigin,
          site.slug,
          order.id,
          statusToken,
        ),
        statusToken,
        publicOrigin: context.publicOrigin,
        log: context.log,
      });

    if (key) {
      const earlier = await findOrderByIdempotencyKey(db, site.id, key);
      if (earlier) return resume(earlier, statusToken, checkout, method);
    }

    const createdAt = now();
    const expiresAt = new Date(
      createdAt.getTime() + deps.expiryHours * HOUR_MS,
    );
    const shared = sharedLines(lines);
    // One statement writes the order and its items; with shares of a gift, one transaction
    // also locks those gifts and checks the shares left first. The provider is called after.
    const newOrder = async () => {
      const reference = makePaymentReference('ord', site.orderId);
      await queries.insertOrder(
        {
          id: site.orderId,
          eventId: site.id,
          guestName: body.guestName,
          guestContact: body.guestContact,
          guestNote: body.guestNote ?? '',
          statusTokenHash: hashStatusToken(statusToken),
          ...amounts,
          guestPaysFee,
          provider: provider.name,
          providerReference: reference,
          expiresAt,
          sharesHeldUntil: payment.holdEnd(method, expiresAt, createdAt),
          idempotencyKey: key ?? null,
          invitationCodeHash: body.invitationCode
            ? invitationCodeHash(body.invitationCode)
            : null,
        },
        lines.map(({ gift, quantity, unitPrice }) => ({
          giftId: gift.id,
          giftName: gift.name,
          giftImageUrl: gift.imageUrl,
          unitPrice,
          quantity,
          giftKind: gift.kind,
          shareCount: gift.shareCount,
        })),
        shared.length > 0
          ? (tx) => reserveShares(tx, shared, createdAt)
          : undefined,
      );
      if (shared.length > 0) await deps.publicEvents.changed(site.id);
      return { id: site.orderId, reference, expiresAt };
    };
    let created: { id: number; reference: string; expiresAt: Date };
    try {
      created = await newOrder();
    } catch (error) {
      if (!key || !isUniqueViolation(error, ORDER_IDEMPOTENCY_CONSTRAINT))
        throw error;
      // A concurrent request with the same key committed first: answer its order.
      const earlier = await findOrderByIdempotencyKey(db, site.id, key);
      if (!earlier) throw error;
      return resume(earlier, statusToken, checkout, method);
    }
    return checkout(created);
  }

  /**
   * The order an earlier request with the same key made: its payment link, or (when that
   * request stopped before storing it) a checkout opened again for the same reference, which
   * the provider answers with the same checkout. The key gives the same status token; an order
   * whose stored hash differs (made before tokens, or under another secret) takes this one.
   * A payment opened again holds the order's shares again (holdSharesAgain: 409 when others
   * took them since its hold lapsed).
   */
  async function resume(
    earlier: OrderOfIdempotencyKey,
    statusToken: string,
    checkout: (order: {
      id: number;
      reference: string;
      expiresAt: Date;
    }) => Promise<PurchaseResponse>,
    method: PaymentMethod,
  ): Promise<PurchaseResponse> {
    if (!statusTokenMatches(statusToken, earlier.statusTokenHash))
      await setStatusTokenHash(db, earlier.id, hashStatusToken(statusToken));
    if (earlier.paymentLink) {
      const charge = await findCurrentPixCharge(db, earlier.id);
      return purchased(
        earlier.id,
        earlier.paymentLink,
        earlier.chargedAmount,
        statusToken,
        charge ? payment.view(charge) : null,
      );
    }
    if (earlier.status !== 'PENDING' || !earlier.reference)
      throw new AppError('PAYMENT_PROVIDER', messages.hostErrors.checkout);
    const at = now();
    const expiresAt = earlier.expiresAt ?? new Date(at.getTime() + HOUR_MS);
    if (
      await holdSharesAgain(
        db,
        {
          id: earlier.id,
          until: payment.holdEnd(method, expiresAt, at),
          now: at,
        },
        apiTexts.giftKinds.sharesUnavailable,
      )
    )
      await deps.publicEvents.changed(earlier.eventId);
    return checkout({
      id: earlier.id,
      reference: earlier.reference,
      expiresAt,
    });
  }

  /**
   * Hands a PENDING order to the provider (card checkout or Pix charge: order-payment.ts), which
   * stores its link; a failure cancels it (502).
   */
  async function openCheckout(
    order: { id: number; reference: string; expiresAt: Date },
    request: Omit<OrderPaymentRequest, 'order'> & {
      statusToken: string;
      log: FastifyBaseLogger;
    },
  ): Promise<PurchaseResponse> {
    let opened: OpenedPayment;
    try {
      opened = await payment.open({ order, ...request });
    } catch (error) {
      request.log.error(
        { err: error, orderId: order.id, reference: order.reference },
        'checkout creation failed; order cancelled',
      );
      await cancelOrder(db, deps.publicEvents, { id: order.id });
      throw new AppError('PAYMENT_PROVIDER', messages.hostErrors.checkout);
    }
    return purchased(
      order.id,
      opened.paymentLink,
      request.amount,
      request.statusToken,
      opened.pix,
    );
  }
}

/** PENDING → CANCELLED; when the order held shares, its event's site shows them free again. */
async function cancelOrder(
  db: DbOrTx,
  publicEvents: Pick<PublicEventChannel, 'changed'>,
  where: { id: number },
): Promise<void> {
  const cancelled = await transitionPendingOrder(db, where, 'CANCELLED');
  if (cancelled?.holdsShares) await publicEvents.changed(cancelled.eventId);
}

function purchased(
  orderId: number,
  paymentLink: string,
  amount: number,
  statusToken: string,
  pix: PixChargeView | null,
): PurchaseResponse {
  return {
    success: true,
    message: apiTexts.server.purchaseCreated,
    paymentLink,
    orderId,
    amount,
    statusToken,
    pix,
  };
}

import { guestSiteTexts, type PixChargeView } from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { Db } from '@celebra/db';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors/app-error';
import { CheckoutFailedError } from '../../payments/payment-provider';
import type { PublicEventChannel } from '../../lib/public-event/public-event-channel';
import type { OrderPayment } from './order-payment';
import { findCurrentPixCharge, findOrderForPix } from './order-pix.repository';
import { holdSharesAgain, setSharesHeldUntil } from './order-share-hold';
import { orderReturnUrl, statusTokenMatches } from './order-status-token';

export type OrderPixService = ReturnType<typeof createOrderPixService>;

/**
 * The guest's Pix screen, behind the order's status token: the current charge, and a new one
 * once it expired while the order still waits for its payment.
 */
export function createOrderPixService(deps: {
  db: Db;
  payment: OrderPayment;
  /** Told when a new charge holds the order's shares again, or frees them when it failed. */
  publicEvents: Pick<PublicEventChannel, 'changed'>;
  /** Origin of the public site (the 'Obrigado!' page the demonstration page links back to). */
  siteOrigin: string;
  now?: () => Date;
}) {
  const { db, payment } = deps;
  const now = deps.now ?? (() => new Date());

  /** A missing or wrong token answers the same 404 as an unknown order. */
  async function pixOrder(orderId: number, token: string | undefined) {
    const order = await findOrderForPix(db, orderId);
    if (!order || !statusTokenMatches(token, order.statusTokenHash))
      throw new AppError('NOT_FOUND', apiTexts.server.orderNotFound);
    const charge = await findCurrentPixCharge(db, orderId);
    if (!charge) throw new AppError('CONFLICT', apiTexts.server.orderNotPix);
    return { order, charge };
  }

  return {
    async current(
      orderId: number,
      token: string | undefined,
    ): Promise<PixChargeView> {
      return payment.view((await pixOrder(orderId, token)).charge);
    },

    /**
     * The current charge while it can be paid (a double click opens nothing), else a new one,
     * which holds the order's shares again until it expires (holdSharesAgain: 409 when others
     * took them meanwhile). 409 when the order no longer waits for a payment (paid, refused,
     * cancelled, or past its own expiry); 502 'Erro ao gerar o Pix.' when the provider fails
     * (the order stays open, its shares free).
     */
    async renew(
      orderId: number,
      token: string | undefined,
      context: { publicOrigin: string; log: FastifyBaseLogger },
    ): Promise<PixChargeView> {
      const { order, charge } = await pixOrder(orderId, token);
      const at = now();
      if (
        order.status !== 'PENDING' ||
        !order.reference ||
        !order.expiresAt ||
        order.expiresAt <= at
      )
        throw new AppError('CONFLICT', apiTexts.server.orderNotAwaitingPayment);
      if (charge.expiresAt > at) return payment.view(charge);
      const holds = await holdSharesAgain(
        db,
        {
          id: order.id,
          until: payment.holdEnd('PIX', order.expiresAt, at),
          now: at,
        },
        () => apiTexts.giftKinds.sharesTakenWhileExpired,
      );
      if (holds) await deps.publicEvents.changed(order.eventId);
      try {
        return await payment.renew(
          {
            order: {
              id: order.id,
              reference: order.reference,
              expiresAt: order.expiresAt,
            },
            eventTitle: order.eventTitle,
            amount: order.chargedAmount,
            guestContact: order.guestContact,
            // The token was checked above: it is the order's.
            returnUrl: orderReturnUrl(
              deps.siteOrigin,
              order.eventSlug,
              order.id,
              token ?? '',
            ),
            publicOrigin: context.publicOrigin,
          },
          charge.attempt,
        );
      } catch (error) {
        if (holds) {
          await setSharesHeldUntil(db, order.id, now());
          await deps.publicEvents.changed(order.eventId);
        }
        if (!(error instanceof CheckoutFailedError)) throw error;
        context.log.error(
          { err: error, orderId: order.id, reference: order.reference },
          'new Pix charge failed; order kept open',
        );
        throw new AppError(
          'PAYMENT_PROVIDER',
          guestSiteTexts.hostErrors.pixCharge,
        );
      }
    },
  };
}

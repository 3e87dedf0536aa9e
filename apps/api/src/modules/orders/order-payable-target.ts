import type { Db } from '@celebra/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../mail/mailer';
import type { PaymentOutcome } from '../../payments/payment-provider';
import type { PayableTarget } from '../../payments/settlement';
import { orderApprovedMail } from './order-approved-mail';
import {
  findOrderForHostMail,
  findOrderStatus,
  transitionPendingOrder,
} from './orders.repository';

const NEXT_STATUS = {
  approved: 'APPROVED',
  refused: 'RECUSED',
  cancelled: 'CANCELLED',
} as const satisfies Record<Exclude<PaymentOutcome, 'pending'>, string>;

/**
 * Settles guest orders ('ord_<id>_<rand>'): approved → APPROVED, refused → RECUSED, cancelled →
 * CANCELLED, each only from PENDING (conditional update), so it applies once. An approval for
 * an order that is already CANCELLED (expired, or cancelled by the provider) keeps it
 * CANCELLED and is logged as an error: the money reached the provider and must be refunded by
 * hand. After an approval commits, the host gets an e-mail; a mail failure is only logged.
 */
export function createOrderPayableTarget(deps: {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Link to the host's received gifts page, put in the e-mail. */
  giftsReceivedUrl: string;
}): PayableTarget {
  return {
    prefix: 'ord',
    async settle(tx, reference, outcome) {
      if (outcome === 'pending')
        return (await findOrderStatus(tx, reference)) ? 'ignored' : 'unknown';
      if (await transitionPendingOrder(tx, { reference }, NEXT_STATUS[outcome]))
        return 'applied';
      const status = await findOrderStatus(tx, reference);
      if (!status) return 'unknown';
      if (outcome === 'approved' && status !== 'APPROVED')
        deps.log.error(
          { reference, status },
          'payment approved for an order that is no longer pending: kept as is, refund it manually',
        );
      return 'ignored';
    },
    async afterSettled(reference, outcome) {
      if (outcome !== 'approved') return;
      const order = await findOrderForHostMail(deps.db, reference);
      if (!order) return;
      await deps.mailer.send(orderApprovedMail(order, deps.giftsReceivedUrl));
    },
  };
}

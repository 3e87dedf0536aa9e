import type { Db } from '@celebra/db';
import type { FastifyBaseLogger } from 'fastify';
import type { PublicEventChannel } from '../../lib/public-event/public-event-channel';
import { enqueueMail } from '../../mail/outbox';
import type { PaymentOutcome } from '../../payments/payment-provider';
import type { PayableTarget } from '../../payments/settlement';
import { eventMembersWith } from '../../lib/event-members';
import { orderApprovedMail, orderReceiptMail } from './order-approved-mail';
import {
  findEventOfShareOrder,
  findOrderForMails,
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
 * hand. An approval enqueues, in the settlement's transaction, the host's e-mail and, when the
 * guest left an e-mail, the guest's receipt: they exist exactly when the approval does. A
 * settled order holding shares of a gift changes what its site shows (shares paid, or given
 * back): the site is told after the commit.
 */
export function createOrderPayableTarget(deps: {
  db: Db;
  publicEvents: Pick<PublicEventChannel, 'changed'>;
  log: FastifyBaseLogger;
  /** Link to the host's received gifts page, put in the host's e-mail. */
  giftsReceivedUrl: string;
  /** Origin of the public site; the receipt links to `<siteOrigin>/<slug>`. */
  siteOrigin: string;
}): PayableTarget {
  return {
    prefix: 'ord',
    async settle(tx, reference, outcome) {
      if (outcome === 'pending')
        return (await findOrderStatus(tx, reference)) ? 'ignored' : 'unknown';
      if (
        await transitionPendingOrder(tx, { reference }, NEXT_STATUS[outcome])
      ) {
        if (outcome === 'approved') {
          const order = await findOrderForMails(tx, reference);
          if (order) {
            const receipt = orderReceiptMail(
              order,
              `${deps.siteOrigin}/${encodeURIComponent(order.eventSlug)}`,
            );
            const hosts = await eventMembersWith(tx, order.eventId, 'money');
            await enqueueMail(
              tx,
              ...hosts.map((host) =>
                orderApprovedMail(order, host, deps.giftsReceivedUrl),
              ),
              ...(receipt ? [receipt] : []),
            );
          }
        }
        return 'applied';
      }
      const status = await findOrderStatus(tx, reference);
      if (!status) return 'unknown';
      if (outcome === 'approved' && status !== 'APPROVED')
        deps.log.error(
          { reference, status },
          'payment approved for an order that is no longer pending: kept as is, refund it manually',
        );
      return 'ignored';
    },
    async afterSettled(reference) {
      const eventId = await findEventOfShareOrder(deps.db, reference);
      if (eventId !== undefined) await deps.publicEvents.changed(eventId);
    },
  };
}

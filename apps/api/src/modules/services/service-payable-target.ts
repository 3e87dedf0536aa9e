import type { Db } from '@celebra/db';
import type { PublicEventChannel } from '../../lib/public-event/public-event-channel';
import type { PayableTarget } from '../../payments/settlement';
import {
  eventOfPurchase,
  markCancelled,
  markContracted,
  purchaseExists,
} from './service-purchases.repository';

/**
 * Settles service purchases ('svc_<id>_<rand>' references): approved → CONTRACTED,
 * refused or cancelled → CANCELLED. Each transition is a conditional update, so it applies once
 * however many deliveries race. An approval that arrives after the purchase EXPIRED still
 * contracts it: the host has paid.
 */
export const createServicePayableTarget = (deps: {
  db: Db;
  /** A contracted Senha or Página service changes the public site. */
  publicEvents: Pick<PublicEventChannel, 'changed'>;
}): PayableTarget => ({
  prefix: 'svc',
  async settle(tx, reference, outcome) {
    const changed =
      outcome === 'approved'
        ? await markContracted(tx, reference)
        : outcome === 'refused' || outcome === 'cancelled'
          ? await markCancelled(tx, reference)
          : false;
    if (changed) return 'applied';
    return (await purchaseExists(tx, reference)) ? 'ignored' : 'unknown';
  },
  async afterSettled(reference, outcome) {
    if (outcome !== 'approved') return;
    const eventId = await eventOfPurchase(deps.db, reference);
    if (eventId !== undefined) await deps.publicEvents.changed(eventId);
  },
});

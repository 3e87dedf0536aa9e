import type { DbOrTx } from '@celebra/db';
import type { ExpiryTarget } from '../../lib/expiry-sweep';
import type { PublicEventChannel } from '../../lib/public-event/public-event-channel';
import { cancelExpiredOrders } from './orders.repository';

/**
 * Cancels every PENDING order whose payment window closed by `now`; answers how many. The
 * events whose gifts got shares back are told, so their sites show the shares free again.
 */
export async function expirePendingOrders(
  db: DbOrTx,
  publicEvents: Pick<PublicEventChannel, 'changed'>,
  now: Date = new Date(),
): Promise<number> {
  const expired = await cancelExpiredOrders(db, now);
  const releasedShares = new Set(
    expired.filter((order) => order.holdsShares).map((order) => order.eventId),
  );
  for (const eventId of releasedShares) await publicEvents.changed(eventId);
  return expired.length;
}

/** The orders' part of the expiry sweep. */
export const orderExpiryTarget = (
  db: DbOrTx,
  publicEvents: Pick<PublicEventChannel, 'changed'>,
): ExpiryTarget => ({
  name: 'pending orders',
  expire: (now) => expirePendingOrders(db, publicEvents, now),
});

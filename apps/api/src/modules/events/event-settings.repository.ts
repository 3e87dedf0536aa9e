import { type DbOrTx, events, eventSettings } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { firstRow } from '../../lib/rows';

/* ---------- settings ---------- */

/** The event's settings row (nulls when it was never written) and its slug. */
export function findEventSettings(db: DbOrTx, eventId: number) {
  return firstRow(
    db
      .select({
        slug: events.slug,
        showGiftList: eventSettings.showGiftList,
        showGuestMessages: eventSettings.showGuestMessages,
        showEventInfo: eventSettings.showEventInfo,
        allowGuestConfirmation: eventSettings.allowGuestConfirmation,
        sitePasswordHash: eventSettings.sitePasswordHash,
        guestPaysFee: eventSettings.guestPaysFee,
      })
      .from(events)
      .leftJoin(eventSettings, eq(eventSettings.eventId, events.id))
      .where(eq(events.id, eventId)),
  );
}

export interface SettingsValues {
  showGiftList: boolean;
  showGuestMessages: boolean;
  showEventInfo: boolean;
  allowGuestConfirmation: boolean;
  /** undefined keeps the stored hash, null clears it. */
  sitePasswordHash?: string | null;
  /** undefined keeps the stored choice. */
  guestPaysFee?: boolean;
}

/** Writes the event's one settings row (creating it when missing). */
export async function saveEventSettings(
  db: DbOrTx,
  eventId: number,
  values: SettingsValues,
) {
  await db
    .insert(eventSettings)
    .values({ eventId, ...values })
    .onConflictDoUpdate({
      target: eventSettings.eventId,
      set: { ...values, updatedAt: new Date() },
    });
}

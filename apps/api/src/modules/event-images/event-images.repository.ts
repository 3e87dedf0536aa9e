import type { EventImageSlot } from '@celebra/contracts';
import { type DbOrTx, events } from '@celebra/db';
import { eq } from 'drizzle-orm';

const COLUMN = { avatar: 'avatarUrl', banner: 'bannerUrl' } as const;

/**
 * Points the event's avatar or banner at `url` (row locked meanwhile); the URL it replaced
 * and both current URLs. Null when the event is gone.
 */
export async function replaceEventImage(
  tx: DbOrTx,
  eventId: number,
  slot: EventImageSlot,
  url: string,
) {
  const [current] = await tx
    .select({ avatarUrl: events.avatarUrl, bannerUrl: events.bannerUrl })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
  if (!current) return null;
  const [updated] = await tx
    .update(events)
    .set({ [COLUMN[slot]]: url })
    .where(eq(events.id, eventId))
    .returning({ avatarUrl: events.avatarUrl, bannerUrl: events.bannerUrl });
  return { previousUrl: current[COLUMN[slot]], ...updated };
}

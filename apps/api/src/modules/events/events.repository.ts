import type {
  EventAppearanceBody,
  EventContentBody,
  EventImageSlot,
} from '@celebra/contracts';
import {
  type DbOrTx,
  events,
  oneRow,
  type StoredImageVariants,
} from '@celebra/db';
import { and, eq, ne } from 'drizzle-orm';
import { ownerEventColumns } from './owner-event.columns';
import { firstRow, hasRow } from '../../lib/rows';

/* ---------- the event row ---------- */

/** Some event (other than `exceptEventId`, when given) uses this slug. */
export function isSlugInUse(
  db: DbOrTx,
  slug: string,
  exceptEventId?: number,
): Promise<boolean> {
  return hasRow(
    db
      .select({ id: events.id })
      .from(events)
      .where(
        and(
          eq(events.slug, slug),
          exceptEventId === undefined
            ? undefined
            : ne(events.id, exceptEventId),
        ),
      )
      .limit(1),
  );
}

export function findOwnerEvent(db: DbOrTx, eventId: number) {
  return firstRow(
    db.select(ownerEventColumns).from(events).where(eq(events.id, eventId)),
  );
}

export function updateEventContent(
  db: DbOrTx,
  eventId: number,
  content: EventContentBody | EventAppearanceBody,
) {
  return firstRow(
    db
      .update(events)
      .set(content)
      .where(eq(events.id, eventId))
      .returning(ownerEventColumns),
  );
}

export async function updateEventSlug(
  db: DbOrTx,
  eventId: number,
  slug: string,
) {
  await db.update(events).set({ slug }).where(eq(events.id, eventId));
}

export const EVENT_IMAGE_COLUMNS = {
  avatar: { url: 'avatarUrl', image: 'avatarImage' },
  banner: { url: 'bannerUrl', image: 'bannerImage' },
} as const;

/** An event picture: its default URL and, once made, its variants. */
export interface EventImage {
  url: string | null;
  image: StoredImageVariants | null;
}

/**
 * Points the event's avatar or banner at `picture` (row locked meanwhile); the picture it
 * replaced and both current URLs. Null when the event is gone.
 */
export async function replaceEventImage(
  tx: DbOrTx,
  eventId: number,
  slot: EventImageSlot,
  picture: EventImage,
) {
  const columns = EVENT_IMAGE_COLUMNS[slot];
  const [current] = await tx
    .select({ url: events[columns.url], image: events[columns.image] })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
  if (!current) return null;
  const updated = oneRow(
    await tx
      .update(events)
      .set({ [columns.url]: picture.url, [columns.image]: picture.image })
      .where(eq(events.id, eventId))
      .returning({ avatarUrl: events.avatarUrl, bannerUrl: events.bannerUrl }),
  );
  return { previous: current, ...updated };
}

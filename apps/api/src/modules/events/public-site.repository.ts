import type { PublicEventSettings } from '@celebra/contracts';
import {
  type DbOrTx,
  eventCategories,
  events,
  eventSettings,
  eventTypes,
  galleryItems,
} from '@celebra/db';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { ownerEventColumns } from './owner-event.columns';

/* ---------- the public site ---------- */

/** An active event as the public site sees it, with its toggles and site password hash. */
export type PublicEventRow = NonNullable<
  Awaited<ReturnType<typeof findActivePublicEvent>>
>;

async function findActivePublicEvent(db: DbOrTx, where: SQL) {
  const [row] = await db
    .select({
      event: ownerEventColumns,
      avatarImage: events.avatarImage,
      bannerImage: events.bannerImage,
      showGiftList: eventSettings.showGiftList,
      showGuestMessages: eventSettings.showGuestMessages,
      showEventInfo: eventSettings.showEventInfo,
      allowGuestConfirmation: eventSettings.allowGuestConfirmation,
      rsvpOpenAnswers: eventSettings.rsvpOpenAnswers,
      rsvpDeadline: eventSettings.rsvpDeadline,
      guestPaysFee: eventSettings.guestPaysFee,
      sitePasswordHash: eventSettings.sitePasswordHash,
    })
    .from(events)
    .leftJoin(eventSettings, eq(eventSettings.eventId, events.id))
    .where(and(where, eq(events.active, true)));
  if (!row) return undefined;
  const settings: PublicEventSettings = {
    showGiftList: row.showGiftList ?? true,
    showGuestMessages: row.showGuestMessages ?? true,
    showEventInfo: row.showEventInfo ?? true,
    allowGuestConfirmation: row.allowGuestConfirmation ?? true,
    rsvpOpenAnswers: row.rsvpOpenAnswers ?? true,
    rsvpDeadline: row.rsvpDeadline ?? null,
  };
  return {
    event: row.event,
    images: { avatar: row.avatarImage, banner: row.bannerImage },
    settings,
    guestPaysFee: row.guestPaysFee ?? false,
    sitePasswordHash: row.sitePasswordHash,
  };
}

/** `slug` as stored (trimmed, lower case). */
export function findActivePublicEventBySlug(db: DbOrTx, slug: string) {
  return findActivePublicEvent(db, eq(events.slug, slug));
}

export function findActivePublicEventById(db: DbOrTx, eventId: number) {
  return findActivePublicEvent(db, eq(events.id, eventId));
}

/** The name of the event's type ('Casamento'), through its gift category. */
export async function findEventKindName(
  db: DbOrTx,
  eventId: number,
): Promise<string> {
  const [row] = await db
    .select({ name: eventTypes.name })
    .from(events)
    .innerJoin(eventCategories, eq(eventCategories.id, events.eventCategoryId))
    .innerJoin(eventTypes, eq(eventTypes.id, eventCategories.eventTypeId))
    .where(eq(events.id, eventId));
  return row?.name ?? '';
}

/** The event's gallery, oldest first: the public site's and the host's. */
export function listGallery(db: DbOrTx, eventId: number) {
  return db
    .select({
      id: galleryItems.id,
      type: galleryItems.type,
      url: galleryItems.url,
      image: galleryItems.image,
      createdAt: galleryItems.createdAt,
    })
    .from(galleryItems)
    .where(eq(galleryItems.eventId, eventId))
    .orderBy(asc(galleryItems.id));
}

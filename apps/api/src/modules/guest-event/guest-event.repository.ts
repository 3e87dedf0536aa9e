import {
  type DbOrTx,
  eventDetails,
  eventGifts,
  galleryItems,
  gifts,
} from '@celebra/db';
import { and, asc, eq } from 'drizzle-orm';

export async function findDetails(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select({
      eventDate: eventDetails.eventDate,
      startTime: eventDetails.startTime,
      endTime: eventDetails.endTime,
      eventType: eventDetails.eventType,
      eventLocation: eventDetails.eventLocation,
      postalCode: eventDetails.postalCode,
      fullAddress: eventDetails.fullAddress,
      latitude: eventDetails.latitude,
      longitude: eventDetails.longitude,
      transmission: eventDetails.transmission,
      transmissionLink: eventDetails.transmissionLink,
      transmissionPassword: eventDetails.transmissionPassword,
    })
    .from(eventDetails)
    .where(eq(eventDetails.eventId, eventId));
  return row;
}

/** The event's list, in the order the gifts were added; inactive catalogue gifts left out. */
export function listActiveEventGifts(db: DbOrTx, eventId: number) {
  return db
    .select({
      id: gifts.id,
      name: gifts.name,
      price: gifts.price,
      imageUrl: gifts.imageUrl,
    })
    .from(eventGifts)
    .innerJoin(gifts, eq(gifts.id, eventGifts.giftId))
    .where(and(eq(eventGifts.eventId, eventId), eq(gifts.active, true)))
    .orderBy(asc(eventGifts.id));
}

export function listGallery(db: DbOrTx, eventId: number) {
  return db
    .select({
      id: galleryItems.id,
      type: galleryItems.type,
      url: galleryItems.url,
    })
    .from(galleryItems)
    .where(eq(galleryItems.eventId, eventId))
    .orderBy(asc(galleryItems.id));
}

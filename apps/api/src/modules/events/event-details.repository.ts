import {
  type DbOrTx,
  eventDetails,
  type NewEventDetails,
  oneRow,
} from '@celebra/db';
import { eq } from 'drizzle-orm';
import { firstRow } from '../../lib/rows';

/* ---------- details: when and where ---------- */

/** The stored event details, as the host, the public site and the back office read them. */
export const eventDetailsColumns = {
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
};

export function findEventDetails(db: DbOrTx, eventId: number) {
  return firstRow(
    db
      .select(eventDetailsColumns)
      .from(eventDetails)
      .where(eq(eventDetails.eventId, eventId)),
  );
}

export type EventDetailsValues = Omit<NewEventDetails, 'eventId' | 'updatedAt'>;

/** Writes the event's one details row (creating it when missing). */
export async function saveEventDetails(
  db: DbOrTx,
  eventId: number,
  values: EventDetailsValues,
) {
  const row = oneRow(
    await db
      .insert(eventDetails)
      .values({ eventId, ...values })
      .onConflictDoUpdate({
        target: eventDetails.eventId,
        set: { ...values, updatedAt: new Date() },
      })
      .returning(eventDetailsColumns),
  );
  return row;
}

import {
  DEFAULT_EVENT_KIND,
  type EventDetailsBody,
  type GetEventDetailsResponse,
  hostTexts,
  type PublicEventDetails,
  type UpdateEventDetailsResponse,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import {
  type EventDetailsValues,
  findEventDetails,
  saveEventDetails,
} from './event-details.repository';
import { recordActivity } from '../../lib/activity';
import type { EventWriterDeps } from './event-writer-deps';

export type EventDetailsService = ReturnType<typeof createEventDetailsService>;

/** The details of an event whose host never filled 'Informações do Evento'. */
export const EMPTY_DETAILS: PublicEventDetails = {
  eventDate: null,
  startTime: null,
  endTime: null,
  eventType: DEFAULT_EVENT_KIND,
  eventLocation: null,
  postalCode: null,
  fullAddress: null,
  latitude: null,
  longitude: null,
  transmission: null,
  transmissionLink: null,
  transmissionPassword: null,
};

/** The host form's details as stored: the fields of the other kind of event are cleared. */
function detailsValuesOf(body: EventDetailsBody): EventDetailsValues {
  const inPerson = body.eventType === 'in-person';
  const onlyIf = <T>(applies: boolean, value: T | null | undefined) =>
    applies ? (value ?? null) : null;
  return {
    eventDate: body.date,
    startTime: body.startTime,
    endTime: body.endTime,
    eventType: body.eventType,
    eventLocation: onlyIf(inPerson, body.eventLocation),
    postalCode: onlyIf(inPerson, body.postalCode),
    fullAddress: onlyIf(inPerson, body.fullAddress),
    latitude: onlyIf(inPerson, body.latitude),
    longitude: onlyIf(inPerson, body.longitude),
    transmission: onlyIf(!inPerson, body.transmission),
    transmissionLink: onlyIf(!inPerson, body.transmissionLink),
    transmissionPassword: onlyIf(!inPerson, body.transmissionPassword),
  };
}

/** 'Informações do Evento': when and where the event happens. */
export function createEventDetailsService({
  db,
  publicEvents,
}: EventWriterDeps) {
  return {
    async details(eventId: number): Promise<GetEventDetailsResponse> {
      const eventDetails =
        (await findEventDetails(db, eventId)) ?? EMPTY_DETAILS;
      return {
        success: true,
        message: apiTexts.server.eventDetailsLoaded,
        eventDetails,
      };
    },

    async updateDetails(
      eventId: number,
      actorId: number,
      body: EventDetailsBody,
    ): Promise<UpdateEventDetailsResponse> {
      const eventDetails = await db.transaction(async (tx) => {
        const row = await saveEventDetails(tx, eventId, detailsValuesOf(body));
        await recordActivity(tx, { eventId, actorId, action: 'site_changed' });
        return row;
      });
      await publicEvents.changed(eventId);
      return {
        success: true,
        message: hostTexts.success.infoUpdated,
        eventDetails,
      };
    },
  };
}

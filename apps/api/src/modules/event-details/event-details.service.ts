import {
  DEFAULT_EVENT_KIND,
  type EventDetailsBody,
  type GetEventDetailsResponse,
  messages,
  type OwnerEventDetails,
  type UpdateEventDetailsResponse,
} from '@celebra/contracts';
import type { Db } from '@celebra/db';
import {
  type EventDetailsValues,
  findEventDetails,
  saveEventDetails,
} from './event-details.repository';

export type EventDetailsService = ReturnType<typeof createEventDetailsService>;

const NEVER_FILLED: OwnerEventDetails = {
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

/** The row to store: the fields of the other kind of event are cleared. */
function valuesOf(body: EventDetailsBody): EventDetailsValues {
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

/** 'Informações do Evento': when and where. */
export function createEventDetailsService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async get(eventId: number): Promise<GetEventDetailsResponse> {
      const eventDetails =
        (await findEventDetails(db, eventId)) ?? NEVER_FILLED;
      return {
        success: true,
        message: messages.server.eventDetailsLoaded,
        eventDetails,
      };
    },

    async update(
      eventId: number,
      body: EventDetailsBody,
    ): Promise<UpdateEventDetailsResponse> {
      const eventDetails = await saveEventDetails(db, eventId, valuesOf(body));
      return {
        success: true,
        message: messages.success.infoUpdated,
        eventDetails,
      };
    },
  };
}

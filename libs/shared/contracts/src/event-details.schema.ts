import { z } from 'zod';
import {
  eventKindSchema,
  makeCalendarDateSchema,
  makeTimeOfDaySchema,
  okResponse,
} from './common.schema';
import { CEP_PATTERN } from './constants';
import { messages } from './messages';
import { publicEventDetailsSchema } from './public-event.schema';

const v = messages.validation;

export const EVENT_PLACE_MAX_LENGTH = 200;
export const EVENT_ADDRESS_MAX_LENGTH = 500;
export const TRANSMISSION_LINK_MAX_LENGTH = 2000;

/** Event details as stored (host-guest §3): the host app and the public site read the same fields. */
export const ownerEventDetailsSchema = publicEventDetailsSchema;

function optionalText(max: number) {
  return z
    .string({ error: v.invalidValue })
    .trim()
    .max(max, v.tooLong)
    .nullish();
}

function coordinate(limit: number) {
  return z
    .number({ error: v.invalidValue })
    .min(-limit, v.invalidValue)
    .max(limit, v.invalidValue)
    .nullish();
}

const httpUrlSchema = z.url({ protocol: /^https?$/ });

/** Missing or blank (after trimming); a value of the wrong type already has its own issue. */
function absent(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * Every field of the 'Informações do Evento' form; the date field is named `date` (stored as
 * eventDate). Address fields apply to in-person events, transmission fields to virtual ones.
 */
export const eventDetailsFieldsSchema = z.object({
  /** 'YYYY-MM-DD'. */
  date: makeCalendarDateSchema(v.dateRequired),
  /** 'HH:mm'. */
  startTime: makeTimeOfDaySchema(v.startTimeRequired),
  endTime: makeTimeOfDaySchema(v.endTimeRequired),
  eventType: eventKindSchema,
  eventLocation: optionalText(EVENT_PLACE_MAX_LENGTH),
  /** Saved as 'NNNNN-NNN'. */
  postalCode: optionalText(9).overwrite((cep) =>
    cep && CEP_PATTERN.test(cep)
      ? cep.replace(/^(\d{5})-?(\d{3})$/, '$1-$2')
      : cep,
  ),
  fullAddress: optionalText(EVENT_ADDRESS_MAX_LENGTH),
  latitude: coordinate(90),
  longitude: coordinate(180),
  /** Platform name, e.g. 'YouTube'. */
  transmission: optionalText(EVENT_PLACE_MAX_LENGTH),
  transmissionLink: optionalText(TRANSMISSION_LINK_MAX_LENGTH),
  transmissionPassword: optionalText(EVENT_PLACE_MAX_LENGTH),
});

type EventDetailsFields = z.infer<typeof eventDetailsFieldsSchema>;

function requireFieldsOfKind(
  value: EventDetailsFields,
  ctx: z.RefinementCtx,
): void {
  const require = (
    field: keyof EventDetailsFields,
    message: string,
  ): boolean => {
    if (!absent(value[field])) return true;
    ctx.addIssue({ code: 'custom', path: [field], message });
    return false;
  };
  if (value.eventType === 'in-person') {
    require('eventLocation', v.eventLocationRequired);
    if (
      require('postalCode', v.postalCodeRequired) &&
      typeof value.postalCode === 'string' &&
      !CEP_PATTERN.test(value.postalCode)
    )
      ctx.addIssue({
        code: 'custom',
        path: ['postalCode'],
        message: v.postalCodeInvalid,
      });
    require('fullAddress', v.fullAddressRequired);
  }
  if (value.eventType === 'virtual') {
    require('transmission', v.transmissionRequired);
    if (
      require('transmissionLink', v.transmissionLinkRequired) &&
      typeof value.transmissionLink === 'string' &&
      !httpUrlSchema.safeParse(value.transmissionLink).success
    )
      ctx.addIssue({
        code: 'custom',
        path: ['transmissionLink'],
        message: v.urlInvalid,
      });
    require('transmissionPassword', v.transmissionPasswordRequired);
  }
}

/**
 * `PUT /api/users/event-details/{eventId}` (host-guest §5 Event info). The per-kind checks run
 * even when another field fails, so every missing field gets its own message.
 */
export const eventDetailsBodySchema = eventDetailsFieldsSchema.superRefine(
  requireFieldsOfKind,
  {
    when: (payload) =>
      typeof payload.value === 'object' && payload.value !== null,
  },
);

/** `GET /api/users/event-details/{eventId}`: fields never filled are null. */
export const getEventDetailsResponseSchema = okResponse({
  message: z.string(),
  eventDetails: ownerEventDetailsSchema,
});

/** `PUT /api/users/event-details/{eventId}`: 'Informações atualizadas.' */
export const updateEventDetailsResponseSchema = getEventDetailsResponseSchema;

export type OwnerEventDetails = z.infer<typeof ownerEventDetailsSchema>;
export type EventDetailsBody = z.infer<typeof eventDetailsBodySchema>;
export type EventDetailsBodyInput = z.input<typeof eventDetailsBodySchema>;
export type GetEventDetailsResponse = z.infer<
  typeof getEventDetailsResponseSchema
>;
export type UpdateEventDetailsResponse = z.infer<
  typeof updateEventDetailsResponseSchema
>;

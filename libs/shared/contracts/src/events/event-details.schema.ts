import { z } from 'zod';
import {
  eventKindSchema,
  makeCalendarDateSchema,
  makeTimeOfDaySchema,
  okResponse,
  singleLineString,
  type EventKind,
} from '../common.schema';
import {
  CEP_PATTERN,
  DEFAULT_EVENT_KIND,
  EVENT_KINDS,
  TIME_OF_DAY_PATTERN,
} from '../constants';
import * as messages from '../texts/shared';
import { publicEventDetailsSchema } from './public-event.schema';

const v = messages.validation;

export const EVENT_PLACE_MAX_LENGTH = 200;
export const EVENT_ADDRESS_MAX_LENGTH = 500;
export const TRANSMISSION_LINK_MAX_LENGTH = 2000;

/** Event details as stored: the host app, the public site and the back office read the same fields. */
export const ownerEventDetailsSchema = publicEventDetailsSchema;

type KindField =
  | 'eventLocation'
  | 'postalCode'
  | 'fullAddress'
  | 'transmission'
  | 'transmissionLink'
  | 'transmissionPassword';

/**
 * What differs between the host's 'Informações do Evento' form and the back office's event
 * save. Everything else (field types, the CEP and link formats, coordinates) is shared.
 */
export interface EventDetailsRules<
  DateKey extends string,
  BlankAsNull extends boolean = boolean,
> {
  /** Name of the date field: the host form sends `date`, the back office `eventDate`. */
  dateKey: DateKey;
  /** Message when the date, the start or the end time is missing. */
  whenRequired: { date: string; startTime: string; endTime: string };
  /** Longest text of each field (no limit when left out). */
  maxLength: Partial<Record<KindField, number>>;
  /** The fields each kind of event must fill, with the message when one is missing. */
  requiredOfKind: Record<EventKind, Partial<Record<KindField, string>>>;
  /** Blank ('', spaces, null) and missing optional fields become null; otherwise they are kept as sent. */
  blankAsNull: BlankAsNull;
  /** A missing eventType means in-person; otherwise it is required. */
  defaultKind: boolean;
  /** The CEP and link formats are checked whenever filled; otherwise only for the event's kind. */
  checkFormatsAlways: boolean;
  /** Message when the whole details object is missing (zod's own message when left out). */
  missingMessage?: string;
}

/** Missing or blank (after trimming); a value of the wrong type already has its own issue. */
function absent(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '')
  );
}

/**
 * A blank required field is reported as missing rather than as an aborted check, so the
 * per-kind checks still run and every missing field gets its message at once.
 */
function blankAsMissing<Schema extends z.ZodType<string, string>>(
  schema: Schema,
): z.ZodType<z.output<Schema>, z.input<Schema>> {
  return z.preprocess(
    (input) => (absent(input) ? undefined : input),
    schema,
  ) as unknown as z.ZodType<z.output<Schema>, z.input<Schema>>;
}

const httpUrlSchema = z.url({ protocol: /^https?$/ });
const HTTP_URL_PATTERN = /^https?:\/\/\S+$/i;

/** An http(s) link, as both the URL parser and the plain pattern see it. */
function isHttpLink(value: string): boolean {
  return HTTP_URL_PATTERN.test(value) && httpUrlSchema.safeParse(value).success;
}

const formatCep = (cep: string) =>
  CEP_PATTERN.test(cep) ? cep.replace(/^(\d{5})-?(\d{3})$/, '$1-$2') : cep;

/**
 * The event details schema of one audience. The per-kind checks run even when another field
 * fails, so every missing field gets its own message.
 */
export function makeEventDetailsSchema<
  DateKey extends string,
  BlankAsNull extends boolean,
>(rules: EventDetailsRules<DateKey, BlankAsNull>) {
  type Optional<Schema extends z.ZodType> = BlankAsNull extends true
    ? z.ZodPipe<z.ZodTransform, z.ZodNullable<Schema>>
    : z.ZodOptional<z.ZodNullable<Schema>>;
  const optional = <Schema extends z.ZodType>(schema: Schema) =>
    (rules.blankAsNull
      ? z.preprocess(
          (input) => (absent(input) ? null : input),
          schema.nullable(),
        )
      : schema.nullish()) as Optional<Schema>;
  const text = (field: KindField, format = (value: string) => value) => {
    const max = rules.maxLength[field];
    const schema = singleLineString();
    return optional(
      (max === undefined ? schema : schema.max(max, v.tooLong)).overwrite(
        format,
      ),
    );
  };
  const coordinate = (limit: number) =>
    optional(
      z
        .number({ error: v.invalidValue })
        .min(-limit, v.invalidValue)
        .max(limit, v.invalidValue),
    );
  const eventType = rules.defaultKind
    ? z.preprocess(
        (input) => (absent(input) ? DEFAULT_EVENT_KIND : input),
        z.enum(EVENT_KINDS, { error: v.invalidValue }),
      )
    : eventKindSchema;
  const date = {
    [rules.dateKey]: blankAsMissing(
      makeCalendarDateSchema(rules.whenRequired.date),
    ),
  } as Record<DateKey, z.ZodType<string, string>>;

  const fields = z.object(
    {
      ...date,
      /** 'HH:mm'. */
      startTime: blankAsMissing(
        makeTimeOfDaySchema(rules.whenRequired.startTime),
      ),
      endTime: blankAsMissing(makeTimeOfDaySchema(rules.whenRequired.endTime)),
      eventType,
      eventLocation: text('eventLocation'),
      /** Saved as 'NNNNN-NNN'. */
      postalCode: text('postalCode', formatCep),
      fullAddress: text('fullAddress'),
      latitude: coordinate(90),
      longitude: coordinate(180),
      /** Platform name, e.g. 'YouTube'. */
      transmission: text('transmission'),
      transmissionLink: text('transmissionLink'),
      transmissionPassword: text('transmissionPassword'),
    },
    rules.missingMessage === undefined
      ? undefined
      : {
          error: (issue) =>
            issue.input === undefined ? rules.missingMessage : v.invalidValue,
        },
  );

  type Fields = Record<
    KindField | 'eventType' | 'startTime' | 'endTime',
    unknown
  >;

  /** The event ends on the day it starts, after it starts ('HH:mm' compares as text). */
  function checkTimes(value: Fields, ctx: z.RefinementCtx): void {
    const { startTime, endTime } = value;
    if (
      typeof startTime === 'string' &&
      typeof endTime === 'string' &&
      TIME_OF_DAY_PATTERN.test(startTime) &&
      TIME_OF_DAY_PATTERN.test(endTime) &&
      endTime <= startTime
    )
      ctx.addIssue({
        code: 'custom',
        path: ['endTime'],
        message: v.endTimeNotAfterStart,
      });
  }

  function checkKind(value: Fields, ctx: z.RefinementCtx): void {
    const kind = value.eventType as EventKind;
    const required = rules.requiredOfKind[kind] ?? {};
    const filledInvalid = (
      field: KindField,
      valid: (text: string) => boolean,
    ) => {
      const given = value[field];
      if (absent(given) || typeof given !== 'string' || valid(given)) return;
      const format =
        field === 'postalCode' ? v.postalCodeInvalid : v.urlInvalid;
      ctx.addIssue({ code: 'custom', path: [field], message: format });
    };
    for (const [field, message] of Object.entries(required) as [
      KindField,
      string,
    ][])
      if (absent(value[field]))
        ctx.addIssue({ code: 'custom', path: [field], message });
    const checkCep = rules.checkFormatsAlways || kind === 'in-person';
    const checkLink = rules.checkFormatsAlways || kind === 'virtual';
    if (checkCep) filledInvalid('postalCode', (cep) => CEP_PATTERN.test(cep));
    if (checkLink) filledInvalid('transmissionLink', isHttpLink);
  }

  return fields.superRefine(
    (value, ctx) => {
      checkKind(value as unknown as Fields, ctx);
      checkTimes(value as unknown as Fields, ctx);
    },
    {
      when: (payload) =>
        typeof payload.value === 'object' && payload.value !== null,
    },
  );
}

/** The host's 'Informações do Evento' form: every field of the event's kind is required. */
export const HOST_EVENT_DETAILS_RULES = {
  dateKey: 'date',
  whenRequired: {
    date: v.dateRequired,
    startTime: v.startTimeRequired,
    endTime: v.endTimeRequired,
  },
  maxLength: {
    eventLocation: EVENT_PLACE_MAX_LENGTH,
    postalCode: 9,
    fullAddress: EVENT_ADDRESS_MAX_LENGTH,
    transmission: EVENT_PLACE_MAX_LENGTH,
    transmissionLink: TRANSMISSION_LINK_MAX_LENGTH,
    transmissionPassword: EVENT_PLACE_MAX_LENGTH,
  },
  requiredOfKind: {
    'in-person': {
      eventLocation: v.eventLocationRequired,
      postalCode: v.postalCodeRequired,
      fullAddress: v.fullAddressRequired,
    },
    virtual: {
      transmission: v.transmissionRequired,
      transmissionLink: v.transmissionLinkRequired,
      transmissionPassword: v.transmissionPasswordRequired,
    },
  },
  blankAsNull: false,
  defaultKind: false,
  checkFormatsAlways: false,
} as const satisfies EventDetailsRules<'date'>;

/**
 * Every field of the 'Informações do Evento' form; the date field is named `date` (stored as
 * eventDate). Address fields apply to in-person events, transmission fields to virtual ones.
 */
export const eventDetailsBodySchema = makeEventDetailsSchema(
  HOST_EVENT_DETAILS_RULES,
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

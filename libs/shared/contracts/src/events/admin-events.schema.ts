import { z } from 'zod';
import {
  colorSchema,
  idSchema,
  makeCalendarDateSchema,
  cappedTotalShape,
  multiLineString,
  okResponse,
  paginationQuerySchema,
  requiredText,
  singleLineString,
} from '../common.schema';
import { SLUG_MAX_LENGTH, SLUG_MIN_LENGTH, SLUG_PATTERN } from '../constants';
import * as messages from '../texts/shared';
import {
  type EventDetailsRules,
  makeEventDetailsSchema,
} from './event-details.schema';
import { publicEventDetailsSchema } from './public-event.schema';

const v = messages.validation;
const FILTER_MAX_LENGTH = 120;
const TITLE_MAX_LENGTH = 120;
const TEXT_MAX_LENGTH = 300;
const DESCRIPTION_MAX_LENGTH = 5000;

function isBlank(input: unknown): boolean {
  return (
    input === undefined ||
    input === null ||
    (typeof input === 'string' && input.trim() === '')
  );
}

/** A query parameter where '' means "not given". */
function optionalParam<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess(
    (input) => (isBlank(input) ? undefined : input),
    schema.optional(),
  );
}

export const ADMIN_EVENT_STATUS_FILTERS = ['active', 'disabled'] as const;
export const ADMIN_EVENT_DATE_FILTERS = ['createdAt', 'eventDate'] as const;

/**
 * `GET /api/admin/events`: id exact; title and slug any part, case-insensitive; active
 * 'active' | 'disabled'; startDate/endDate ('YYYY-MM-DD', both inclusive, São Paulo days)
 * on the creation date or the event date (dateFilterType, default createdAt).
 */
export const listAdminEventsQuerySchema = paginationQuerySchema
  .extend({
    id: optionalParam(idSchema),
    title: optionalParam(singleLineString().max(FILTER_MAX_LENGTH, v.tooLong)),
    slug: optionalParam(singleLineString().max(FILTER_MAX_LENGTH, v.tooLong)),
    active: optionalParam(
      z.enum(ADMIN_EVENT_STATUS_FILTERS, { error: v.invalidValue }),
    ),
    dateFilterType: optionalParam(
      z.enum(ADMIN_EVENT_DATE_FILTERS, { error: v.invalidValue }),
    ),
    startDate: optionalParam(makeCalendarDateSchema()),
    endDate: optionalParam(makeCalendarDateSchema()),
  })
  .refine(
    (query) =>
      !query.startDate || !query.endDate || query.startDate <= query.endDate,
    { path: ['endDate'], message: messages.server.dateRangeInvalid },
  );

export const adminEventParamsSchema = z.object({ id: idSchema });

const eventOwnerNameSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
});

export const adminEventListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  slug: z.string(),
  active: z.boolean(),
  color: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** 'YYYY-MM-DD'; null until the host fills the event information. */
  eventDate: z.string().nullable(),
  user: eventOwnerNameSchema,
});

/**
 * Newest first; `total` counts the matches up to a bound (`cappedTotalShape`), `totalPages` is
 * ceil(total / limit), a lower bound too when `totalIsLowerBound`.
 */
export const listAdminEventsResponseSchema = okResponse({
  events: z.array(adminEventListItemSchema),
  ...cappedTotalShape,
  totalPages: z.number().int(),
});

/** The event as the back office shows and edits it with its details. */
export const adminEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  slug: z.string(),
  active: z.boolean(),
  color: z.string(),
  titleDescription: z.string(),
  description: z.string(),
  eventCategoryId: z.number().int(),
  avatarUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  details: publicEventDetailsSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  user: eventOwnerNameSchema.extend({ id: z.number().int() }),
});

/** `GET /api/admin/events/{id}`. */
export const getAdminEventResponseSchema = okResponse({
  event: adminEventSchema,
});

/** Lower-cased; empty gives the back office's own text; in use (another event) answers 409. */
export const adminSlugSchema = z
  .string({ error: v.adminSlugEmpty })
  .trim()
  .toLowerCase()
  .min(1, { error: v.adminSlugEmpty, abort: true })
  .min(SLUG_MIN_LENGTH, { error: v.slugLength, abort: true })
  .max(SLUG_MAX_LENGTH, { error: v.slugLength, abort: true })
  .regex(SLUG_PATTERN, v.slugFormat);

/**
 * The back office's rules for the event details: date and times always required; in-person
 * (the default) also eventLocation and fullAddress, virtual also transmission and
 * transmissionLink, each with '* Campo obrigatório'. Blank optional fields are stored as null;
 * the CEP and the link are checked whenever filled.
 */
export const ADMIN_EVENT_DETAILS_RULES = {
  dateKey: 'eventDate',
  whenRequired: {
    date: v.required,
    startTime: v.required,
    endTime: v.required,
  },
  maxLength: {
    eventLocation: TEXT_MAX_LENGTH,
    fullAddress: TEXT_MAX_LENGTH,
    transmission: TITLE_MAX_LENGTH,
    transmissionLink: TEXT_MAX_LENGTH,
    transmissionPassword: TITLE_MAX_LENGTH,
  },
  requiredOfKind: {
    'in-person': { eventLocation: v.required, fullAddress: v.required },
    virtual: { transmission: v.required, transmissionLink: v.required },
  },
  blankAsNull: true,
  defaultKind: true,
  checkFormatsAlways: true,
  missingMessage: v.required,
} as const satisfies EventDetailsRules<'eventDate'>;

/** Event details of the admin save. */
export const adminEventDetailsBodySchema = makeEventDetailsSchema(
  ADMIN_EVENT_DETAILS_RULES,
);

/**
 * `PUT /api/admin/events/{id}`: the event and its details in one save. Fields marked
 * optional keep their value when left out.
 */
export const updateAdminEventBodySchema = z.object({
  title: requiredText().max(TITLE_MAX_LENGTH, v.tooLong),
  subtitle: requiredText().max(TITLE_MAX_LENGTH, v.tooLong),
  slug: adminSlugSchema,
  titleDescription: singleLineString()
    .max(TEXT_MAX_LENGTH, v.tooLong)
    .optional(),
  description: multiLineString()
    .max(DESCRIPTION_MAX_LENGTH, v.tooLong)
    .optional(),
  color: colorSchema.optional(),
  active: z.boolean({ error: v.invalidValue }).optional(),
  eventCategoryId: idSchema.optional(),
  details: adminEventDetailsBodySchema,
});

export type AdminEventStatusFilter =
  (typeof ADMIN_EVENT_STATUS_FILTERS)[number];
export type AdminEventDateFilter = (typeof ADMIN_EVENT_DATE_FILTERS)[number];
export type ListAdminEventsQuery = z.infer<typeof listAdminEventsQuerySchema>;
export type ListAdminEventsQueryInput = z.input<
  typeof listAdminEventsQuerySchema
>;
export type AdminEventParams = z.infer<typeof adminEventParamsSchema>;
export type AdminEventListItem = z.infer<typeof adminEventListItemSchema>;
export type ListAdminEventsResponse = z.infer<
  typeof listAdminEventsResponseSchema
>;
export type AdminEvent = z.infer<typeof adminEventSchema>;
export type GetAdminEventResponse = z.infer<typeof getAdminEventResponseSchema>;
export type AdminEventDetailsBody = z.infer<typeof adminEventDetailsBodySchema>;
export type UpdateAdminEventBody = z.infer<typeof updateAdminEventBodySchema>;
export type UpdateAdminEventBodyInput = z.input<
  typeof updateAdminEventBodySchema
>;

/** 'Evento atualizado com sucesso!' */
export const updateAdminEventResponseSchema = okResponse({
  message: z.string(),
});

export type UpdateAdminEventResponse = z.infer<
  typeof updateAdminEventResponseSchema
>;

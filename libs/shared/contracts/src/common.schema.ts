import { z } from 'zod';
import {
  CALENDAR_DATE_PATTERN,
  CEP_PATTERN,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  EVENT_COLORS,
  EVENT_KINDS,
  EVENT_SERVICE_STATUSES,
  GALLERY_TYPES,
  ID_MAX,
  ORDER_STATUSES,
  PAGE_SIZE,
  PAGE_SIZE_MAX,
  PAYOUT_STATUSES,
  PHONE_PATTERN,
  SERVICE_TYPES,
  SLUG_MAX_LENGTH,
  SLUG_MIN_LENGTH,
  SLUG_PATTERN,
  TIME_OF_DAY_PATTERN,
} from './constants';
import * as messages from './texts/shared';

/*
 * Field schemas here use checks and overwrites only (no .transform), so they also encode:
 * fastify-type-provider-zod serialises responses with z.encode.
 */

const v = messages.validation;

interface FieldMessages {
  /** Missing or blank value. */
  required: string;
  /** Present but malformed value. */
  invalid: string;
}

function missing(input: unknown): boolean {
  return input === undefined || input === null || input === '';
}

function requiredString(required: string) {
  return z.string({
    error: (issue) => (missing(issue.input) ? required : v.invalidValue),
  });
}

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;

/** C0 controls (NUL, CR, LF…), DEL, C1 controls and the Unicode line and paragraph separators. */
function isControlCharacter(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x2028 ||
    code === 0x2029
  );
}

function everyCode(text: string, allowed: (code: number) => boolean) {
  for (let index = 0; index < text.length; index += 1)
    if (!allowed(text.charCodeAt(index))) return false;
  return true;
}

/** One line of text: no line break and no other control character. */
export const isSingleLine = (text: string): boolean =>
  everyCode(text, (code) => !isControlCharacter(code));

/** Text that may break lines (LF, CR, tab) but holds no other control character. */
export const hasNoHiddenControls = (text: string): boolean =>
  everyCode(
    text,
    (code) =>
      !isControlCharacter(code) || code === TAB || code === LF || code === CR,
  );

/**
 * A trimmed string of one line (names, titles, places, keys): a line break or any control
 * character (NUL, the C0 and C1 ranges) → 'Use uma só linha…'. Such text reaches calendar
 * files, CSV exports and e-mail headers, where a line break starts a new record.
 */
export function singleLineString(error: string = v.invalidValue) {
  return z.string({ error }).trim().refine(isSingleLine, v.controlCharacters);
}

/** A trimmed text of several lines (descriptions, messages): no control character but LF, CR and tab. */
export function multiLineString(error: string = v.invalidValue) {
  return z
    .string({ error })
    .trim()
    .refine(hasNoHiddenControls, v.invisibleCharacters);
}

/** A trimmed single-line string that must not be blank. */
export function requiredText(message: string = v.required) {
  return requiredString(message)
    .trim()
    .min(1, message)
    .refine(isSingleLine, v.controlCharacters);
}

/** A trimmed text of several lines that must not be blank. */
export function requiredMultiLineText(message: string = v.required) {
  return requiredString(message)
    .trim()
    .min(1, message)
    .refine(hasNoHiddenControls, v.invisibleCharacters);
}

/** Positive integer id; path and query strings are coerced ('12' → 12). */
export const idSchema = z.coerce
  .number({ error: v.invalidId })
  .int(v.invalidId)
  .min(1, v.invalidId)
  .max(ID_MAX, v.invalidId);

/** Money in integer centavos, 0 or more. */
export const centsSchema = z
  .number({ error: v.invalidValue })
  .int(v.invalidValue)
  .min(0, v.invalidValue);

/**
 * Money in integer centavos, above 0 and within a PostgreSQL integer column (amounts typed
 * by a person); `message` for anything else.
 */
export function makePositiveCentsSchema(message: string = v.invalidValue) {
  return z
    .number({ error: message })
    .int(message)
    .min(1, message)
    .max(ID_MAX, message);
}

/** Money in integer centavos, above 0. */
export const positiveCentsSchema = makePositiveCentsSchema();

/** Trimmed, lower-cased e-mail with a 2–6 letter top-level domain. */
export function makeEmailSchema({ required, invalid }: FieldMessages) {
  return requiredString(required)
    .trim()
    .toLowerCase()
    .min(1, { error: required, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: invalid, abort: true })
    .regex(EMAIL_PATTERN, invalid);
}

/** E-mail with the login/registration messages ('* Campo obrigatório' / '* Formato de e-mail inválido'). */
export const emailSchema = makeEmailSchema({
  required: v.required,
  invalid: v.emailFormatInvalid,
});

/** Phone in the masked form '(DD) NNNNN-NNNN' (or an 8-digit landline '(DD) NNNN-NNNN'). */
export function makePhoneSchema({ required, invalid }: FieldMessages) {
  return requiredString(required)
    .trim()
    .min(1, { error: required, abort: true })
    .regex(PHONE_PATTERN, invalid);
}

/** Phone with the guest-form messages ('* Telefone obrigatório' / '* Telefone inválido'). */
export const phoneSchema = makePhoneSchema({
  required: v.phoneRequired,
  invalid: v.phoneInvalid,
});

/** CEP: 5 digits, optional hyphen, 3 digits; stored as 'NNNNN-NNN'. */
export const cepSchema = requiredString(v.postalCodeRequired)
  .trim()
  .min(1, { error: v.postalCodeRequired, abort: true })
  .regex(CEP_PATTERN, { error: v.postalCodeInvalid, abort: true })
  .overwrite((cep) => cep.replace(/^(\d{5})-?(\d{3})$/, '$1-$2'));

/** Event link: trimmed, lower-cased, 3–60 of a–z, 0–9 and single inner hyphens. */
export const slugSchema = requiredString(v.slugEmpty)
  .trim()
  .toLowerCase()
  .min(1, { error: v.slugEmpty, abort: true })
  .min(SLUG_MIN_LENGTH, { error: v.slugLength, abort: true })
  .max(SLUG_MAX_LENGTH, { error: v.slugLength, abort: true })
  .regex(SLUG_PATTERN, v.slugFormat);

function isRealCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined)
    return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** A calendar day 'YYYY-MM-DD' that exists. */
export function makeCalendarDateSchema(required: string = v.required) {
  return requiredString(required)
    .trim()
    .min(1, { error: required, abort: true })
    .regex(CALENDAR_DATE_PATTERN, { error: v.dateInvalid, abort: true })
    .refine(isRealCalendarDate, v.dateInvalid);
}

/** A time of day 'HH:mm' (24 h). */
export function makeTimeOfDaySchema(required: string = v.required) {
  return requiredString(required)
    .trim()
    .min(1, { error: required, abort: true })
    .regex(TIME_OF_DAY_PATTERN, v.timeInvalid);
}

/** `?page=&limit=`: page ≥ 1 (default 1), limit 1–100 (default 20). */
export const paginationQuerySchema = z.object({
  page: z.coerce
    .number({ error: v.invalidPagination })
    .int(v.invalidPagination)
    .min(1, v.invalidPagination)
    .default(1),
  limit: z.coerce
    .number({ error: v.invalidPagination })
    .int(v.invalidPagination)
    .min(1, v.invalidPagination)
    .max(PAGE_SIZE_MAX, v.invalidPagination)
    .default(PAGE_SIZE),
});

/**
 * The total of a back-office list that may match many rows: `total` counts the matches up to
 * max(TOTAL_COUNT_CAP, the end of the page asked for); when more match, `total` is that bound
 * and `totalIsLowerBound` is true (shown as 'mais de 1.000').
 */
export const cappedTotalShape = {
  total: z.number().int(),
  totalIsLowerBound: z.boolean(),
};

/** One of the 17 preset colours. */
export const colorSchema = z.enum(EVENT_COLORS, {
  error: (issue) => (missing(issue.input) ? v.required : v.colorInvalid),
});

export const eventKindSchema = z.enum(EVENT_KINDS, {
  error: (issue) =>
    missing(issue.input) ? v.eventKindRequired : v.invalidValue,
});
export const galleryTypeSchema = z.enum(GALLERY_TYPES, {
  error: v.invalidValue,
});
export const serviceTypeSchema = z.enum(SERVICE_TYPES, {
  error: v.invalidValue,
});
export const payoutStatusSchema = z.enum(PAYOUT_STATUSES, {
  error: v.invalidValue,
});
export const orderStatusSchema = z.enum(ORDER_STATUSES, {
  error: v.invalidValue,
});
export const eventServiceStatusSchema = z.enum(EVENT_SERVICE_STATUSES, {
  error: v.invalidValue,
});

/** Every successful response: `{ success: true, message? }`. */
export const successResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
});

/** A successful response carrying `shape`: `{ success: true, message?, ...shape }`. */
export function okResponse<Shape extends z.ZodRawShape>(shape: Shape) {
  return successResponseSchema.extend(shape);
}

export type Id = z.infer<typeof idSchema>;
export type Cents = z.infer<typeof centsSchema>;
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;
export type EventColor = z.infer<typeof colorSchema>;
export type EventKind = z.infer<typeof eventKindSchema>;
export type GalleryType = z.infer<typeof galleryTypeSchema>;
export type ServiceType = z.infer<typeof serviceTypeSchema>;
export type PayoutStatus = z.infer<typeof payoutStatusSchema>;
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export type EventServiceStatus = z.infer<typeof eventServiceStatusSchema>;
export type SuccessResponse = z.infer<typeof successResponseSchema>;

import { z } from 'zod';
import * as messages from './texts/shared';

export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'REAUTHENTICATION_REQUIRED',
  'PASSWORD_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  'GONE',
  /** Well-formed but refused by a rule of the content (an import with bad rows, too many companions). */
  'UNPROCESSABLE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'PAYMENT_PROVIDER',
  'LOOKUP_UNAVAILABLE',
  'DATABASE_UNAVAILABLE',
  'INTERNAL',
] as const;

export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/**
 * HTTP status of each code. PASSWORD_REQUIRED (public site behind a site password) is 401: the
 * public calls use the client's mode 'none', which never sends anyone to /login on a 401.
 */
export const ERROR_HTTP_STATUS = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  /** A sensitive call whose session has not confirmed its password lately. */
  REAUTHENTICATION_REQUIRED: 403,
  PASSWORD_REQUIRED: 401,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** What the link named existed but is no more usable (an expired or revoked invitation). */
  GONE: 410,
  UNPROCESSABLE: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  PAYMENT_PROVIDER: 502,
  LOOKUP_UNAVAILABLE: 502,
  /** The database cannot be reached (restart, outage): answered with Retry-After. */
  DATABASE_UNAVAILABLE: 503,
  INTERNAL: 500,
} as const satisfies Record<ErrorCode, number>;

/** Message used when a coded error carries none of its own. */
export const ERROR_DEFAULT_MESSAGES = {
  VALIDATION: messages.server.validation,
  UNAUTHORIZED: messages.server.unauthorized,
  FORBIDDEN: messages.server.forbidden,
  REAUTHENTICATION_REQUIRED: messages.server.reauthenticationRequired,
  PASSWORD_REQUIRED: messages.server.sitePasswordRequired,
  NOT_FOUND: messages.server.notFound,
  CONFLICT: messages.server.conflict,
  GONE: messages.server.gone,
  UNPROCESSABLE: messages.server.validation,
  PAYLOAD_TOO_LARGE: messages.server.payloadTooLarge,
  UNSUPPORTED_MEDIA_TYPE: messages.server.unsupportedMediaType,
  RATE_LIMITED: messages.server.tooManyRequests,
  PAYMENT_PROVIDER: messages.hostErrors.checkout,
  LOOKUP_UNAVAILABLE: messages.server.lookupUnavailable,
  DATABASE_UNAVAILABLE: messages.server.databaseUnavailable,
  INTERNAL: messages.server.internal,
} as const satisfies Record<ErrorCode, string>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return errorCodeSchema.safeParse(value).success;
}

/** Every failed response: `{ success: false, message, code?, fieldErrors? }`. */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
  /** Field path (dot-joined) → its messages, for validation failures. */
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});

export type ErrorResponse = z.infer<typeof errorResponseSchema>;

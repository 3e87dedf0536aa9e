import { clientTexts } from './texts';

export type FieldErrors = Record<string, string[]>;

export type ApiErrorOptions = {
  status: number;
  code?: string;
  fieldErrors?: FieldErrors;
  /** True when the text is the client's generic fallback, not a server or specific message. */
  generic?: boolean;
  /** The server's whole failure body, for failures that carry more than a message. */
  body?: unknown;
  cause?: unknown;
};

/** A failed call: the pt-BR text to show, the HTTP status (0 when no response) and server details. */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly fieldErrors?: FieldErrors;
  readonly generic: boolean;
  readonly body?: unknown;

  constructor(message: string, options: ApiErrorOptions) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.fieldErrors = options.fieldErrors;
    this.generic = options.generic ?? false;
    this.body = options.body;
  }
}

export const clientErrorCodes = {
  bodyRequired: 'BODY_REQUIRED',
  urlRequired: 'URL_REQUIRED',
  authMissing: 'AUTH_MISSING',
  network: 'NETWORK_ERROR',
  invalidResponse: 'INVALID_RESPONSE',
} as const;

export const isApiError = (error: unknown): error is ApiError =>
  error instanceof ApiError;

/**
 * The text a screen shows for a failure: the server's (or a specific client) message,
 * else the screen's own fallback. The generic 'Ocorreu um erro inesperado.' yields to the fallback.
 */
export const getErrorMessage = (error: unknown, fallback: string): string => {
  if (isApiError(error)) return error.generic ? fallback : error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
};

export const unexpectedError = (
  status: number,
  details: Pick<ApiErrorOptions, 'code' | 'cause'> = {},
): ApiError =>
  new ApiError(clientTexts.unexpected, {
    status,
    generic: true,
    ...details,
  });

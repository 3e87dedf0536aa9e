import {
  ERROR_DEFAULT_MESSAGES,
  ERROR_HTTP_STATUS,
  type ErrorCode,
} from '@celebra/contracts';

/** A failure with a pt-BR message meant for the user and the HTTP status that carries it. */
export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_DEFAULT_MESSAGES[code],
    readonly fieldErrors?: Record<string, string[]>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }

  get status(): number {
    return ERROR_HTTP_STATUS[this.code];
  }
}

/** An AppError whose message is also the one error of `field`. */
export function fieldError(
  code: ErrorCode,
  field: string,
  message: string,
): AppError {
  return new AppError(code, message, { [field]: [message] });
}

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

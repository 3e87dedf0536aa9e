import { AppError } from '../../errors/app-error';

/**
 * The postal-code or geocoding provider failed, timed out or answered something unreadable
 * (→ 502 'LOOKUP_UNAVAILABLE'); provider and reason reach the log, not the answer.
 */
export class LookupUnavailableError extends AppError {
  constructor(
    readonly provider: string,
    readonly reason: string,
  ) {
    super('LOOKUP_UNAVAILABLE');
  }
}

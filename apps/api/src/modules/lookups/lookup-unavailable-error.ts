import { messages } from '@celebra/contracts';

/** The postal-code or geocoding provider failed, timed out or answered something unreadable (→ 502). */
export class LookupUnavailableError extends Error {
  override readonly name = 'LookupUnavailableError';

  constructor(
    readonly provider: string,
    readonly reason: string,
  ) {
    super(messages.server.lookupUnavailable);
  }
}

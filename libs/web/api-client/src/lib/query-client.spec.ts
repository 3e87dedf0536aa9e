import { ApiError, clientErrorCodes } from './api-error';
import { shouldRetry } from './query-client';

const apiError = (status: number, code?: string) =>
  new ApiError('falhou', { status, code });

describe('shouldRetry', () => {
  it('retries server errors and network failures, at most twice', () => {
    expect(shouldRetry(0, apiError(503))).toBe(true);
    expect(shouldRetry(1, apiError(0, clientErrorCodes.network))).toBe(true);
    expect(shouldRetry(2, apiError(503))).toBe(false);
  });

  it('never retries answers the server meant (4xx) or client-side refusals', () => {
    expect(shouldRetry(0, apiError(400))).toBe(false);
    expect(shouldRetry(0, apiError(404))).toBe(false);
    expect(shouldRetry(0, apiError(0, clientErrorCodes.authMissing))).toBe(
      false,
    );
  });
});

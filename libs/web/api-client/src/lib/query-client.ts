import { clientErrorCodes, isApiError } from './api-error';
import { QueryClient } from '@tanstack/react-query';

const maxRetries = 2;

/** Only failures that may pass on their own are retried: network errors and 5xx answers. */
export const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (failureCount >= maxRetries) return false;
  if (!isApiError(error)) return true;
  return error.status >= 500 || error.code === clientErrorCodes.network;
};

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });

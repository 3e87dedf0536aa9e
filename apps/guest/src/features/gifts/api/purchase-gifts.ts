import {
  ApiError,
  newIdempotencyKey,
  purchaseGifts,
  siteAccess,
} from '@celebra/api-client';
import type { PurchaseBody } from '@celebra/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { guestApiClient } from '../../../lib/api-client';

/**
 * Sending the same cart again is a retry of the same checkout attempt (same Idempotency-Key),
 * unless the last answer was final: a 4xx or a 502 (the provider refused; that order is
 * cancelled). A network error, a 500 or a 503 keeps the key, so the server answers the order
 * it may already have made instead of making a second one.
 */
const endsAttempt = (error: unknown) =>
  error instanceof ApiError &&
  ((error.status >= 400 && error.status < 500) || error.status === 502);

export const usePurchaseGifts = (slug: string) => {
  const attempt = useRef<{ cart: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (body: PurchaseBody) => {
      const cart = JSON.stringify(body);
      if (attempt.current?.cart !== cart)
        attempt.current = { cart, key: newIdempotencyKey() };
      return purchaseGifts(
        body,
        siteAccess.read(slug),
        guestApiClient,
        attempt.current.key,
      );
    },
    onError: (error) => {
      if (endsAttempt(error)) attempt.current = null;
    },
  });
};

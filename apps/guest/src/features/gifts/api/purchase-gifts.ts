import { ApiError, callRoute, newIdempotencyKey } from '@celebra/api-client';
import { IDEMPOTENCY_KEY_HEADER, type PurchaseBody } from '@celebra/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { guestApiClient } from '../../../lib/api-client';
import { apiRoutes } from '../../../lib/api-routes';
import { siteAccessHeadersFor } from '../../../lib/site-access';

/**
 * Sending the same cart again is a retry of the same checkout attempt (same Idempotency-Key),
 * unless the last answer was final: a 4xx or a 502 (the provider refused; that order is
 * cancelled). A network error, a 500 or a 503 keeps the key, so the server answers the order
 * it may already have made instead of making a second one.
 */
const endsAttempt = (error: unknown) =>
  error instanceof ApiError &&
  ((error.status >= 400 && error.status < 500) || error.status === 502);

/**
 * A 409 says the gift list changed since the guest read it: a price (the message 'O valor
 * deste presente mudou. Confira o novo valor.'), a gift removed, the shares left. `onListChanged`
 * then reads the event again, so the list and the cart show the new prices and drop what is
 * gone, and the guest's next try sends them.
 */
const listChanged = (error: unknown) =>
  error instanceof ApiError && error.status === 409;

export const usePurchaseGifts = (
  slug: string,
  { onListChanged }: { onListChanged?: () => void } = {},
) => {
  const attempt = useRef<{ cart: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (body: PurchaseBody) => {
      const cart = JSON.stringify(body);
      if (attempt.current?.cart !== cart)
        attempt.current = { cart, key: newIdempotencyKey() };
      return callRoute(
        apiRoutes.purchase,
        {
          body,
          headers: {
            ...siteAccessHeadersFor(slug),
            [IDEMPOTENCY_KEY_HEADER]: attempt.current.key,
          },
        },
        guestApiClient,
      );
    },
    onError: (error) => {
      if (endsAttempt(error)) attempt.current = null;
      if (listChanged(error)) onListChanged?.();
    },
  });
};

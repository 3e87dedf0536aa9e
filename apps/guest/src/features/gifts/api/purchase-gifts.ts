import { ApiError, callRoute, newIdempotencyKey } from '@celebra/api-client';
import { IDEMPOTENCY_KEY_HEADER, type PurchaseBody } from '@celebra/contracts';
import { useMutation } from '@tanstack/react-query';
import { guestApiClient } from '../../../lib/api-client';
import { apiRoutes } from '../../../lib/api-routes';
import { readCheckout, saveCheckout } from '../../../lib/checkout-storage';
import { siteAccessHeadersFor } from '../../../lib/site-access';

/**
 * Sending the same cart again is a retry of the same checkout attempt (same Idempotency-Key),
 * unless the last answer was final: a 4xx or a 502 (the provider refused; that order is
 * cancelled). A network error, a 500 or a 503 keeps the key, so the server answers the order
 * it may already have made instead of making a second one. The attempt is saved with the
 * checkout in this browser: after Back from the Pix page, or a reload, the same cart answers
 * the same order (and its Pix), never a second order holding the shares again.
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
) =>
  useMutation({
    mutationFn: (body: PurchaseBody) => {
      const cart = JSON.stringify(body);
      let attempt = readCheckout(slug).attempt;
      if (attempt?.cart !== cart) {
        attempt = { cart, key: newIdempotencyKey() };
        saveCheckout(slug, { attempt });
      }
      return callRoute(
        apiRoutes.purchase,
        {
          body,
          headers: {
            ...siteAccessHeadersFor(slug),
            [IDEMPOTENCY_KEY_HEADER]: attempt.key,
          },
        },
        guestApiClient,
      );
    },
    // The order answered: a Pix order is the guest's pending Pix until it is paid.
    onSuccess: ({ orderId, statusToken, pix }) => {
      const { attempt } = readCheckout(slug);
      saveCheckout(slug, {
        attempt: attempt && { ...attempt, orderId },
        pendingPix: pix ? { orderId, token: statusToken } : undefined,
      });
    },
    onError: (error) => {
      if (endsAttempt(error)) saveCheckout(slug, { attempt: undefined });
      if (listChanged(error)) onListChanged?.();
    },
  });

import { guestApiClient } from '../../../lib/api-client';
import type { PurchaseBody, PurchaseResponse } from '@celebra/contracts';
import { useMutation } from '@tanstack/react-query';
import { siteAccessHeadersFor } from '../../../lib/site-access';

/** `POST /guests/purchase` (typed, not parsed: no zod on the public site). */
export const purchaseGifts = (slug: string, body: PurchaseBody) =>
  guestApiClient.request<PurchaseResponse>({
    method: 'POST',
    path: '/guests/purchase',
    mode: 'none',
    body,
    headers: siteAccessHeadersFor(slug),
  });

export const usePurchaseGifts = (slug: string) =>
  useMutation({
    mutationFn: (body: PurchaseBody) => purchaseGifts(slug, body),
  });

import { guestApiClient } from '../../../lib/api-client';
import type { UnlockSiteBody, UnlockSiteResponse } from '@celebra/contracts';
import { useMutation } from '@tanstack/react-query';
import { siteAccess } from '../../../lib/site-access';

/** `POST /guests/event/{slug}/unlock` (typed, not parsed: no zod on the public site). */
export const unlockSite = (slug: string, body: UnlockSiteBody) =>
  guestApiClient.request<UnlockSiteResponse>({
    method: 'POST',
    path: `/guests/event/${encodeURIComponent(slug)}/unlock`,
    mode: 'none',
    body,
  });

/** Unlocks the site and keeps its access token for this tab. */
export const useUnlockSite = (slug: string) =>
  useMutation({
    mutationFn: (body: UnlockSiteBody) => unlockSite(slug, body),
    onSuccess: (unlocked) => siteAccess.save(slug, unlocked),
  });

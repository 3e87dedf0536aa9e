import { siteAccess, unlockSite } from '@celebra/api-client';
import type { UnlockSiteBody } from '@celebra/contracts';
import { useMutation } from '@tanstack/react-query';
import { guestApiClient } from '../../../lib/api-client';

/** Unlocks the site and keeps its access token for this tab. */
export const useUnlockSite = (slug: string) =>
  useMutation({
    mutationFn: (body: UnlockSiteBody) =>
      unlockSite(slug, body, guestApiClient),
    onSuccess: (unlocked) => siteAccess.save(slug, unlocked),
  });

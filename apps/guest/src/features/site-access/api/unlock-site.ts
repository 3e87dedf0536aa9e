import { callRoute, siteAccess } from '@celebra/api-client';
import type { UnlockSiteBody } from '@celebra/contracts';
import { useMutation } from '@tanstack/react-query';
import { guestApiClient } from '../../../lib/api-client';
import { apiRoutes } from '../../../lib/api-routes';

/** Unlocks the site and keeps its access token for this tab. */
export const useUnlockSite = (slug: string) =>
  useMutation({
    mutationFn: (body: UnlockSiteBody) =>
      callRoute(
        apiRoutes.unlockSite,
        { params: { slug }, body },
        guestApiClient,
      ),
    onSuccess: (unlocked) => siteAccess.save(slug, unlocked),
  });

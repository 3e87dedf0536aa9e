import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { siteAccess, sitePasswordGateOf } from '@celebra/api-client';
import { eventKeys } from '../../features/event/api/get-event';

/**
 * When a call of a protected site is refused for want of a valid access token (it expired, or
 * the host changed the password), the tab forgets its token and the password form comes back.
 */
export const useRelockOnExpiredAccess = (slug: string) => {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        const state = event.mutation?.state;
        if (event.type !== 'updated' || state?.status !== 'error') return;
        if (!sitePasswordGateOf(state.error)) return;
        siteAccess.clear(slug);
        void queryClient.resetQueries({ queryKey: eventKeys.detail(slug) });
      }),
    [queryClient, slug],
  );
};

import { FullPageLoading } from '@celebra/ui';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';

/**
 * The invitation e-mail's link (`/convite/<token>`), in both route sets: signed in, it accepts
 * into the account; signed out, it leads to login or to a new account.
 */
export const invitationRoute = (signedIn: boolean): RouteObject => ({
  path: paths.invitation,
  hydrateFallbackElement: <FullPageLoading />,
  lazy: async () => {
    const { InvitationPage } = await import(
      '../../features/members/components/invitation-page'
    );
    return { element: <InvitationPage signedIn={signedIn} /> };
  },
});

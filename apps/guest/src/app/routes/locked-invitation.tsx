import { lazyPage } from './lazy-page';

/** An invitation's personal page on a site behind its password ('/<slug>/c/<code>'). */
export const LockedInvitation = lazyPage(() =>
  import(
    '../../features/invitations/components/locked-site-personal-page'
  ).then((module) => module.LockedSitePersonalPage),
);

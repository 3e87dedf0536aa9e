import { lazyPage } from './lazy-page';

/** A guest's 'Meus dados' (/meus-dados). */
export const GuestData = lazyPage(() =>
  import('../../features/privacy/components/guest-data-page').then(
    (module) => module.GuestDataPage,
  ),
);

import { lazyPage } from './lazy-page';

/** The guest's Pix screen of an order. */
export const Pix = lazyPage(() =>
  import('../../features/orders/components/pix-page').then(
    (module) => module.PixPage,
  ),
);

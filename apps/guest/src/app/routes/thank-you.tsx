import { lazyPage } from './lazy-page';

/** The 'Obrigado!' page of an order. */
export const ThankYou = lazyPage(() =>
  import('../../features/orders/components/thank-you-page').then(
    (module) => module.ThankYouPage,
  ),
);

import type { QueryClient } from '@tanstack/react-query';
import { pixRouteOf } from '../lib/pix-route';
import { slugFromPath } from '../lib/slug-from-path';
import { thankYouRouteOf } from '../lib/thank-you-route';
import { QueryProvider } from '@celebra/api-client';
import { EventSite } from './routes/event-site';
import { Pix } from './routes/pix';
import { ThankYou } from './routes/thank-you';

export type AppProps = { queryClient?: QueryClient };

/**
 * No router: '/:slug/obrigado/:orderId' is the 'Obrigado!' page of an order,
 * '/:slug/pix/:orderId' its Pix screen; '/' and '/:slug/*' show the site of the first path
 * segment.
 */
export const App = ({ queryClient }: AppProps) => {
  const thankYou = thankYouRouteOf(
    window.location.pathname,
    window.location.search,
  );
  const pix = thankYou
    ? null
    : pixRouteOf(window.location.pathname, window.location.search);
  return (
    <QueryProvider queryClient={queryClient}>
      {thankYou ? (
        <ThankYou {...thankYou} />
      ) : pix ? (
        <Pix {...pix} />
      ) : (
        <EventSite slug={slugFromPath(window.location.pathname)} />
      )}
    </QueryProvider>
  );
};

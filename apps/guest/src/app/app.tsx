import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { isGuestDataPath } from '../lib/guest-data-path';
import { pixRouteOf } from '../lib/pix-route';
import { slugFromPath } from '../lib/slug-from-path';
import { thankYouRouteOf } from '../lib/thank-you-route';
import { isWallPath } from '../lib/wall-path';
import { createQueryClient } from '@celebra/api-client';
import { EventSite } from './routes/event-site';
import { GuestData } from './routes/guest-data';
import { Pix } from './routes/pix';
import { ThankYou } from './routes/thank-you';
import { Wall } from './routes/wall';

export type AppProps = { queryClient?: QueryClient };

/**
 * No router: '/meus-dados' is a guest's 'Meus dados' (every event),
 * '/:slug/obrigado/:orderId' the 'Obrigado!' page of an order, '/:slug/pix/:orderId' its Pix
 * screen, '/:slug/telao' the party's wall; '/' and '/:slug/*' show the site of the first path
 * segment.
 */
export const App = ({ queryClient }: AppProps) => {
  // Not api-client's QueryProvider: importing it splits the site's first download into more
  // chunks (about 1 KB more gzip); the client is the same createQueryClient.
  const [client] = useState(() => queryClient ?? createQueryClient());
  const guestData = isGuestDataPath(window.location.pathname);
  const thankYou = thankYouRouteOf(
    window.location.pathname,
    window.location.search,
  );
  const pix = thankYou
    ? null
    : pixRouteOf(window.location.pathname, window.location.search);
  return (
    <QueryClientProvider client={client}>
      {guestData ? (
        <GuestData />
      ) : thankYou ? (
        <ThankYou {...thankYou} />
      ) : pix ? (
        <Pix {...pix} />
      ) : isWallPath(window.location.pathname) ? (
        <Wall />
      ) : (
        <EventSite slug={slugFromPath(window.location.pathname)} />
      )}
    </QueryClientProvider>
  );
};

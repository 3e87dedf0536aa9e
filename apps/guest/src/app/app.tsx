import type { QueryClient } from '@tanstack/react-query';
import { slugFromPath } from '../lib/slug-from-path';
import { AppProvider } from './provider';
import { EventSite } from './routes/event-site';

export type AppProps = { queryClient?: QueryClient };

/** No router: '/' and '/:slug/*' both show the site of the first path segment. */
export const App = ({ queryClient }: AppProps) => (
  <AppProvider queryClient={queryClient}>
    <EventSite slug={slugFromPath(window.location.pathname)} />
  </AppProvider>
);

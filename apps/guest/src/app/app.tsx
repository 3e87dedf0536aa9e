import type { QueryClient } from '@tanstack/react-query';
import { EventPage } from '../features/event/components/event-page';
import { slugFromPath } from '../lib/slug-from-path';
import { AppProvider } from './provider';

export type AppProps = { queryClient?: QueryClient };

/** No router: '/' and '/:slug/*' both show the event page of the first path segment. */
export const App = ({ queryClient }: AppProps) => (
  <AppProvider queryClient={queryClient}>
    <EventPage slug={slugFromPath(window.location.pathname)} />
  </AppProvider>
);

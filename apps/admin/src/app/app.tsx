import type { QueryClient } from '@tanstack/react-query';
import { QueryProvider } from '@celebra/api-client';
import { AppRouter } from './router';

export type AppProps = { queryClient?: QueryClient };

export const App = ({ queryClient }: AppProps) => (
  <QueryProvider queryClient={queryClient}>
    <AppRouter />
  </QueryProvider>
);

import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export type AppProps = { queryClient?: QueryClient };

export const App = ({ queryClient }: AppProps) => (
  <AppProvider queryClient={queryClient}>
    <AppRouter />
  </AppProvider>
);

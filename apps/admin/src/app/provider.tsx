import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '@celebra/api-client';

export type AppProviderProps = {
  children: ReactNode;
  /** A client of the caller's (tests); default a new one per app. */
  queryClient?: QueryClient;
};

export const AppProvider = ({ children, queryClient }: AppProviderProps) => {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
};

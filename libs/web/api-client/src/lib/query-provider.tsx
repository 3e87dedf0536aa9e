import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from './query-client';

export type QueryProviderProps = {
  children: ReactNode;
  /** A client of the caller's (tests); default a new one per app. */
  queryClient?: QueryClient;
};

/** The app's query client (createQueryClient's retry and staleness rules) for everything below. */
export const QueryProvider = ({
  children,
  queryClient,
}: QueryProviderProps) => {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
};

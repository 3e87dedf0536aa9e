import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '@celebra/api-client';

/**
 * The app's query client with its retry policy, minus the waits between retries: a test of a
 * failed load then does not depend on how fast a loaded machine gets through them.
 */
export const createTestQueryClient = () => {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, retryDelay: 0 },
  });
  return client;
};

/** Renders a component with the app's query client settings. */
export const renderWithQueryClient = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      {ui}
    </QueryClientProvider>,
  );

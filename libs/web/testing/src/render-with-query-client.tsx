import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '@celebra/api-client';

/** Renders a component with the app's query client settings. */
export const renderWithQueryClient = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
    </QueryClientProvider>,
  );

import { createTestQueryClient } from '@celebra/web-testing';
import type { MeResponse } from '@celebra/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { currentUserQueryOptions } from '../lib/auth/current-user-query';
import { CurrentEventProvider } from '../lib/current-event/current-event-provider';
import { StepUpProvider } from '../lib/step-up/step-up-provider';
import { demoSession, signIn } from './fixtures';

/**
 * Renders a signed-in screen: stored credentials, the session loaded, its current event (the
 * remembered one, else the default) and the password dialog, inside a router.
 */
export const renderSignedIn = (
  ui: ReactNode,
  session: MeResponse = demoSession,
) => {
  signIn();
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQueryOptions().queryKey, session);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <CurrentEventProvider>
          <StepUpProvider>{ui}</StepUpProvider>
        </CurrentEventProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
};

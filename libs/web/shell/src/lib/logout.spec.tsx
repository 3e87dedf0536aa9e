import { reloadPage } from '@celebra/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  act,
  render,
  renderHook,
  screen,
  waitFor,
} from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { type LogoutFlow, useLogoutFlow } from './logout';
import { LogoutPage } from './logout-page';

jest.mock('@celebra/ui', () => ({
  ...jest.requireActual<object>('@celebra/ui'),
  reloadPage: jest.fn(),
}));

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>
    {children}
  </QueryClientProvider>
);

const flowWith = (logout: () => Promise<unknown>) => {
  const session = { clear: jest.fn() };
  const flow: LogoutFlow = { logout: jest.fn(logout), session };
  return { flow, session };
};

beforeEach(() => jest.mocked(reloadPage).mockClear());

describe('useLogoutFlow', () => {
  it('revokes the token, then forgets the session and reloads', async () => {
    const { flow, session } = flowWith(async () => ({ success: true }));
    const { result } = renderHook(() => useLogoutFlow(flow), { wrapper });

    act(() => result.current.mutate());

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(flow.logout).toHaveBeenCalledTimes(1);
    expect(session.clear).toHaveBeenCalledTimes(1);
  });

  it('signs out locally even when the server cannot be reached', async () => {
    const { flow, session } = flowWith(async () => {
      throw new Error('Erro de rede!');
    });
    const { result } = renderHook(() => useLogoutFlow(flow), { wrapper });

    act(() => result.current.mutate());

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(session.clear).toHaveBeenCalledTimes(1);
  });

  it('is pending until the server answers, and only then clears the session', async () => {
    let answer: () => void = () => undefined;
    const { flow, session } = flowWith(
      () => new Promise<void>((resolve) => (answer = resolve)),
    );
    const { result } = renderHook(() => useLogoutFlow(flow), { wrapper });

    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isPending).toBe(true));
    expect(session.clear).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();

    act(() => answer());
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(session.clear).toHaveBeenCalledTimes(1);
  });
});

describe('LogoutPage', () => {
  it('shows the loading screen and signs out once on arrival, even in StrictMode', async () => {
    const { flow, session } = flowWith(async () => ({ success: true }));
    render(
      <StrictMode>
        <LogoutPage flow={flow} />
      </StrictMode>,
      { wrapper },
    );

    expect(
      screen.getByRole('status', { name: 'Carregando...' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(flow.logout).toHaveBeenCalledTimes(1);
    expect(session.clear).toHaveBeenCalledTimes(1);
  });
});

import {
  QueryClient,
  QueryClientProvider,
  queryOptions,
} from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useAuthState } from './auth-state';
import { usePrincipal } from './use-principal';

type Principal = { name: string };

const principalQuery = (queryFn: () => Promise<Principal>) =>
  queryOptions({
    queryKey: ['session'],
    queryFn,
    retry: false,
    staleTime: Infinity,
  });

const withClient = (client = new QueryClient()) => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
};

/** A query function whose answer the test gives. */
const controlledAnswer = () => {
  let settle: { resolve: (p: Principal) => void; reject: (e: Error) => void } =
    { resolve: () => undefined, reject: () => undefined };
  const queryFn = jest.fn(
    () =>
      new Promise<Principal>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return {
    queryFn,
    resolve: (principal: Principal) => settle.resolve(principal),
    reject: (error: Error) => settle.reject(error),
  };
};

describe('useAuthState', () => {
  it('is checking while the principal is asked for, then authenticated with it', async () => {
    const answer = controlledAnswer();
    const { wrapper } = withClient();
    const { result } = renderHook(
      () => useAuthState(principalQuery(answer.queryFn)),
      { wrapper },
    );

    expect(result.current).toEqual({ status: 'checking' });
    act(() => answer.resolve({ name: 'Ana' }));

    await waitFor(() =>
      expect(result.current).toEqual({
        status: 'authenticated',
        principal: { name: 'Ana' },
      }),
    );
  });

  it('is unauthorized when the principal query fails, without retrying', async () => {
    const answer = controlledAnswer();
    const { wrapper } = withClient();
    const { result } = renderHook(
      () => useAuthState(principalQuery(answer.queryFn)),
      { wrapper },
    );

    act(() => answer.reject(new Error('401')));

    await waitFor(() =>
      expect(result.current).toEqual({ status: 'unauthorized' }),
    );
    expect(answer.queryFn).toHaveBeenCalledTimes(1);
  });

  it('keeps the principal it has when a background refetch fails', async () => {
    const answer = controlledAnswer();
    const { client, wrapper } = withClient();
    const { result } = renderHook(
      () => useAuthState(principalQuery(answer.queryFn)),
      { wrapper },
    );
    act(() => answer.resolve({ name: 'Ana' }));
    await waitFor(() => expect(result.current.status).toBe('authenticated'));

    const refetch = client.refetchQueries({ queryKey: ['session'] });
    await waitFor(() => expect(answer.queryFn).toHaveBeenCalledTimes(2));
    act(() => answer.reject(new Error('Erro de rede!')));
    await act(() => refetch);

    expect(result.current).toEqual({
      status: 'authenticated',
      principal: { name: 'Ana' },
    });
  });

  it('checks again, then turns authenticated, when the principal is loaded after login', async () => {
    const answer = controlledAnswer();
    const { client, wrapper } = withClient();
    const { result } = renderHook(
      () => useAuthState(principalQuery(answer.queryFn)),
      { wrapper },
    );
    act(() => answer.reject(new Error('401')));
    await waitFor(() => expect(result.current.status).toBe('unauthorized'));

    const refetch = client.refetchQueries({ queryKey: ['session'] });
    await waitFor(() => expect(answer.queryFn).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current.status).toBe('checking'));
    act(() => answer.resolve({ name: 'Marina' }));
    await act(() => refetch);

    await waitFor(() =>
      expect(result.current).toEqual({
        status: 'authenticated',
        principal: { name: 'Marina' },
      }),
    );
  });
});

describe('usePrincipal', () => {
  it('gives the signed-in principal', () => {
    const { client, wrapper } = withClient();
    const query = principalQuery(async () => ({ name: 'Ana' }));
    client.setQueryData(query.queryKey, { name: 'Ana' });

    const { result } = renderHook(() => usePrincipal(query, 'useSession'), {
      wrapper,
    });

    expect(result.current).toEqual({ name: 'Ana' });
  });

  it('throws, naming the hook, outside the authenticated routes', () => {
    const { wrapper } = withClient();
    const query = principalQuery(() => new Promise<Principal>(() => undefined));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(() =>
      renderHook(() => usePrincipal(query, 'useCurrentAdmin'), { wrapper }),
    ).toThrow('useCurrentAdmin used outside the authenticated routes');
    jest.mocked(console.error).mockRestore();
  });
});

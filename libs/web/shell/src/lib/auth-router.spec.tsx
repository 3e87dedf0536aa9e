import { QueryClient, queryOptions } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Link, Outlet, type RouteObject } from 'react-router-dom';
import { type AuthRouteSets, createShellApp } from './auth-router';

type Principal = { name: string };

const principalQuery = (queryFn: () => Promise<Principal>) => () =>
  queryOptions({
    queryKey: ['session'],
    queryFn,
    retry: false,
    staleTime: Infinity,
  });

const signedOut: RouteObject[] = [{ path: '*', element: <h1>Entrar</h1> }];

const Layout = () => {
  return (
    <>
      <nav aria-label="Menu">
        <Link to="/recados">Recados</Link>
      </nav>
      <Outlet />
    </>
  );
};
const signedIn: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <h1>Início</h1> },
      { path: '/recados', element: <h1>Recados</h1> },
    ],
  },
];

const routeSetsWith = () => {
  const routeSets = {
    unauthorized: jest.fn(async () => signedOut),
    authenticated: jest.fn(async () => signedIn),
  } satisfies AuthRouteSets;
  return routeSets;
};

beforeEach(() => window.history.replaceState(null, '', '/'));

describe('createShellApp', () => {
  it('shows the full-page loading while the principal is checked, then the signed-out set', async () => {
    let answer: (error: Error) => void = () => undefined;
    const routeSets = routeSetsWith();
    const App = createShellApp(
      principalQuery(
        () => new Promise<Principal>((_, reject) => (answer = reject)),
      ),
      routeSets,
    );
    render(<App queryClient={new QueryClient()} />);

    expect(
      screen.getByRole('status', { name: 'Carregando...' }),
    ).toBeInTheDocument();
    expect(routeSets.unauthorized).not.toHaveBeenCalled();
    act(() => answer(new Error('401')));

    expect(
      await screen.findByRole('heading', { name: 'Entrar' }),
    ).toBeInTheDocument();
    // The login screen never downloads the signed-in app.
    expect(routeSets.authenticated).not.toHaveBeenCalled();
  });

  it('opens the signed-in set when the principal is known, never loading the signed-out one', async () => {
    const routeSets = routeSetsWith();
    const App = createShellApp(
      principalQuery(async () => ({ name: 'Ana' })),
      routeSets,
    );
    render(<App queryClient={new QueryClient()} />);

    expect(
      await screen.findByRole('heading', { name: 'Início' }),
    ).toBeInTheDocument();
    expect(routeSets.unauthorized).not.toHaveBeenCalled();
  });

  it('switches to the signed-in set once the principal loads after login', async () => {
    const queryClient = new QueryClient();
    let signedInNow = false;
    const query = principalQuery(async () => {
      if (!signedInNow) throw new Error('401');
      return { name: 'Ana' };
    });
    const App = createShellApp(query, routeSetsWith());
    render(<App queryClient={queryClient} />);
    await screen.findByRole('heading', { name: 'Entrar' });

    signedInNow = true;
    await act(() => queryClient.refetchQueries({ queryKey: query().queryKey }));

    expect(
      await screen.findByRole('heading', { name: 'Início' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recados' })).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { authenticatedRouteSet, unauthorizedRouteSet } from './route-sets';

const open = (routes: RouteObject[], path: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
};

const where = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('unauthorizedRouteSet', () => {
  const routes = unauthorizedRouteSet({
    loginPath: '/login',
    login: <h1>Entrar</h1>,
    routes: [{ path: '/register', element: <h1>Crie sua conta</h1> }],
    refused: ['/logout'],
  });

  it('shows the login page at the login path', () => {
    open(routes, '/login');

    expect(screen.getByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
  });

  it("keeps the app's other signed-out pages", () => {
    open(routes, '/register');

    expect(
      screen.getByRole('heading', { name: 'Crie sua conta' }),
    ).toBeInTheDocument();
  });

  it('sends any other path to the login page, remembering it', () => {
    const router = open(routes, '/gifts-received?pagina=2');

    expect(screen.getByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(where(router)).toBe(
      `/login?next=${encodeURIComponent('/gifts-received?pagina=2')}`,
    );
  });

  it('does not remember a refused page', () => {
    const router = open(routes, '/logout');

    expect(where(router)).toBe('/login');
  });
});

describe('authenticatedRouteSet', () => {
  const Layout = () => (
    <>
      <nav aria-label="Menu">Ana Souza</nav>
      <Outlet />
    </>
  );
  const routes = authenticatedRouteSet({
    loginPath: '/login',
    layout: <Layout />,
    pages: [
      { path: '/', element: <h1>Início</h1> },
      { path: '/admin', element: <h1>Painel</h1> },
      { path: '/payouts', element: <h1>Repasses</h1> },
    ],
    afterLoginPath: '/admin',
    unknownPath: '/',
    refused: ['/logout'],
    outsideLayout: [{ path: '/logout', element: <h1>Saindo</h1> }],
  });

  it('shows the pages inside the layout', () => {
    open(routes, '/payouts');

    expect(
      screen.getByRole('heading', { name: 'Repasses' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('navigation', { name: 'Menu' }),
    ).toBeInTheDocument();
  });

  it('shows the pages outside the layout without it', () => {
    open(routes, '/logout');

    expect(screen.getByRole('heading', { name: 'Saindo' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('goes on from the login page to the page asked for before login', () => {
    const router = open(routes, '/login?next=%2Fpayouts');

    expect(where(router)).toBe('/payouts');
  });

  it.each([
    '/login',
    '/login?next=%2F%2Fevil.example',
    '/login?next=%2Flogout',
  ])('goes from %s to the after-login page otherwise', (path) => {
    const router = open(routes, path);

    expect(where(router)).toBe('/admin');
    expect(screen.getByRole('heading', { name: 'Painel' })).toBeInTheDocument();
  });

  it('sends unknown paths to the unknown-path page', () => {
    const router = open(routes, '/nada-aqui');

    expect(where(router)).toBe('/');
    expect(screen.getByRole('heading', { name: 'Início' })).toBeInTheDocument();
  });
});

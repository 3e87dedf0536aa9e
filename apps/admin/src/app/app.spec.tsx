import { reloadPage } from '@celebra/ui';
import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminMe, signIn } from '../testing/fixtures';
import { App } from './app';

jest.mock('@celebra/ui', () => ({
  ...jest.requireActual<object>('@celebra/ui'),
  reloadPage: jest.fn(),
}));

const dashboardTotals = {
  status: 200,
  body: { success: true, totals: { events: 1, gifts: 2, pendingPayouts: 3 } },
};

const loginAccepted = {
  status: 200,
  body: {
    success: true,
    message: 'ok',
    token: 'admin-token',
    admin: { id: 1, firstName: 'Marina' },
  },
};

const openAt = (path: string) => {
  window.history.replaceState(null, '', path);
  return render(<App />);
};

// The route sets are lazy chunks (router.tsx): the first import transforms the whole signed-in
// app, which on a loaded machine outlasts a findBy's wait. Load them once before the tests.
beforeAll(async () => {
  await Promise.all([
    import('./routes/unauthorized-routes'),
    import('./routes/authenticated-routes'),
  ]);
}, 120_000);

beforeEach(() => {
  localStorage.clear();
  jest.mocked(reloadPage).mockClear();
});
afterEach(closeAlerts);

/** The footer's links to the privacy notice, with where each goes. */
const privacyFooterLinks = () =>
  within(screen.getByRole('navigation', { name: 'Privacidade e termos' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

const privacyNoticePages = [
  ['Política de privacidade', '/privacidade'],
  ['Termos de uso', '/termos'],
];

describe('session states', () => {
  it('shows a full-page spinner while checking, then the login screen when me fails', async () => {
    signIn();
    installFakeApi({
      'GET /api/admin/me': { status: 404, body: { success: false } },
    });
    openAt('/users');

    expect(
      screen.getByRole('status', { name: 'Carregando...' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Painel do administrador' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('treats a network failure of me as signed out', async () => {
    signIn();
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    openAt('/');

    expect(
      await screen.findByRole('heading', { name: 'Painel do administrador' }),
    ).toBeInTheDocument();
  });

  it.each(['/', '/admin'])(
    'opens the dashboard at %s when me succeeds',
    async (path) => {
      signIn();
      const api = installFakeApi({
        'GET /api/admin/me': { status: 200, body: adminMe },
        'GET /api/admin/dashboard/retrieve': dashboardTotals,
      });
      openAt(path);

      expect(
        await screen.findByRole('heading', { name: 'Painel Administrativo' }),
      ).toBeInTheDocument();
      expect(screen.getByText('Marina')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Início' })).toBeInTheDocument();
      expect(
        screen.queryByRole('button', { name: 'Voltar' }),
      ).not.toBeInTheDocument();
      expect(api.requests[0]?.headers).toMatchObject({
        Authorization: 'Bearer admin-token',
        'X-Admin-Id': '1',
      });
    },
  );

  it('sends unknown paths of a signed-in admin to the root', async () => {
    signIn();
    installFakeApi({ 'GET /api/admin/me': { status: 200, body: adminMe } });
    openAt('/nada-aqui');

    expect(
      await screen.findByRole('heading', { name: 'Painel Administrativo' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });
});

describe('password reset while signed in', () => {
  it('opens /forgot-password outside the signed-in layout', async () => {
    signIn();
    installFakeApi({ 'GET /api/admin/me': { status: 200, body: adminMe } });
    openAt('/forgot-password');

    expect(
      await screen.findByRole('heading', { name: 'Redefinir senha' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/forgot-password');
    expect(screen.queryByText('Marina')).not.toBeInTheDocument();
  });
});

describe('login', () => {
  it('links the privacy notice below the login and on every signed-in page', async () => {
    installFakeApi({
      'POST /api/admin/login': loginAccepted,
      'GET /api/admin/me': { status: 200, body: adminMe },
      'GET /api/admin/dashboard/retrieve': dashboardTotals,
    });
    openAt('/login');
    await userEvent.type(
      await screen.findByLabelText('E-mail'),
      'admin@celebra.dev',
    );
    expect(privacyFooterLinks()).toEqual(privacyNoticePages);

    await userEvent.type(screen.getByLabelText('Senha'), 'Admin1234');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByRole('heading', { name: 'Painel Administrativo' });
    expect(privacyFooterLinks()).toEqual(privacyNoticePages);
  });

  it('stores the session and goes to /admin', async () => {
    installFakeApi({
      'POST /api/admin/login': loginAccepted,
      'GET /api/admin/me': { status: 200, body: adminMe },
      'GET /api/admin/dashboard/retrieve': dashboardTotals,
    });
    openAt('/login');

    await userEvent.type(
      await screen.findByLabelText('E-mail'),
      'admin@celebra.dev',
    );
    await userEvent.type(screen.getByLabelText('Senha'), 'Admin1234');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(
      await screen.findByRole('heading', { name: 'Painel Administrativo' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin');
    expect(localStorage.getItem('adminToken')).toBe('admin-token');
    expect(localStorage.getItem('adminId')).toBe('1');
  });
});

describe('a page asked for while signed out', () => {
  it('opens /payouts after login, not the dashboard', async () => {
    installFakeApi({
      'POST /api/admin/login': loginAccepted,
      'GET /api/admin/me': { status: 200, body: adminMe },
    });
    openAt('/payouts');

    await userEvent.type(
      await screen.findByLabelText('E-mail'),
      'admin@celebra.dev',
    );
    expect(window.location.pathname).toBe('/login');
    expect(window.location.search).toBe('?next=%2Fpayouts');
    await userEvent.type(screen.getByLabelText('Senha'), 'Admin1234');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    await waitFor(() => expect(window.location.pathname).toBe('/payouts'));
  });

  it('goes to /admin for a next outside the app', async () => {
    signIn();
    installFakeApi({
      'GET /api/admin/me': { status: 200, body: adminMe },
      'GET /api/admin/dashboard/retrieve': dashboardTotals,
    });
    openAt('/login?next=%2F%2Fevil.example%2Fpayouts');

    expect(
      await screen.findByRole('heading', { name: 'Painel Administrativo' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin');
  });
});

describe('Sair', () => {
  it('revokes the session, removes adminId and adminToken and reloads', async () => {
    signIn();
    const api = installFakeApi({
      'GET /api/admin/me': { status: 200, body: adminMe },
      'GET /api/admin/dashboard/retrieve': dashboardTotals,
      'POST /api/admin/logout': { status: 200, body: { success: true } },
    });
    openAt('/');

    await userEvent.click(await screen.findByRole('button', { name: 'Sair' }));

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(localStorage.getItem('adminId')).toBeNull();
    expect(api.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/admin/logout',
    });
  });

  it('signs out locally even when the server cannot be reached', async () => {
    signIn();
    installFakeApi({
      'GET /api/admin/me': { status: 200, body: adminMe },
      'GET /api/admin/dashboard/retrieve': dashboardTotals,
      'POST /api/admin/logout': { status: 503, body: { success: false } },
    });
    openAt('/');

    await userEvent.click(await screen.findByRole('button', { name: 'Sair' }));

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(localStorage.getItem('adminId')).toBeNull();
  });
});

import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadPage } from '../lib/reload-page';
import { demoSession, signIn } from '../testing/fixtures';
import { App } from './app';

jest.mock('../lib/reload-page', () => ({ reloadPage: jest.fn() }));

const openAt = (path: string) => {
  window.history.replaceState(null, '', path);
  return render(<App />);
};

beforeEach(() => {
  localStorage.clear();
  jest.mocked(reloadPage).mockClear();
});
afterEach(closeAlerts);

describe('auth state', () => {
  it('shows the loading screen while the session is checked, then the login page when me fails', async () => {
    signIn();
    let answer: (reply: { status: number; body: unknown }) => void = () =>
      undefined;
    globalThis.fetch = jest.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = ({ status, body }) =>
            resolve({
              status,
              ok: false,
              text: async () => JSON.stringify(body),
            } as Response);
        }),
    ) as unknown as typeof fetch;
    openAt('/');

    expect(
      screen.getByRole('status', { name: 'Carregando...' }),
    ).toBeInTheDocument();
    answer({
      status: 404,
      body: { success: false, message: 'Usuário não encontrado.' },
    });

    expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('sends every path to /login when nobody is signed in, without calling the api', async () => {
    const api = installFakeApi({});
    openAt('/gifts-received');

    expect(
      await screen.findByRole('button', { name: 'Entrar' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(api.requests).toHaveLength(0);
  });

  it('treats a failing me call as signed out', async () => {
    signIn();
    installFakeApi({
      'GET /api/users/me': { status: 500, body: { success: false } },
    });
    openAt('/home');

    expect(
      await screen.findByRole('button', { name: 'Entrar' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('opens the home page with the event when me succeeds', async () => {
    signIn();
    const api = installFakeApi({
      'GET /api/users/me': { status: 200, body: demoSession },
    });
    openAt('/');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Casamento Ana & Leo',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('12 de outubro de 2026')).toBeInTheDocument();
    const visit = screen.getByRole('link', { name: 'Visitar meu site' });
    expect(visit).toHaveAttribute('href', 'http://site.localhost/ana-e-leo');
    expect(visit).toHaveAttribute('target', '_blank');
    expect(api.requests[0].headers).toMatchObject({
      Authorization: 'Bearer token-123',
      'X-User-Id': '7',
    });
  });

  it('sends unknown paths of a signed-in host home', async () => {
    signIn();
    installFakeApi({ 'GET /api/users/me': { status: 200, body: demoSession } });
    openAt('/login');

    expect(
      await screen.findByRole('heading', { name: 'Casamento Ana & Leo' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });
});

describe('login', () => {
  it('enters the app on the home page after a successful sign-in', async () => {
    const api = installFakeApi({
      'POST /api/users/login': {
        status: 200,
        body: { success: true, message: 'ok', token: 'token-123', id: 7 },
      },
      'GET /api/users/me': { status: 200, body: demoSession },
    });
    openAt('/login');

    await userEvent.type(
      await screen.findByLabelText('E-mail'),
      'ana@example.com',
    );
    await userEvent.type(screen.getByLabelText('Senha'), 'Segredo123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(
      await screen.findByRole('heading', { name: 'Casamento Ana & Leo' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(
      api.requests
        .slice(0, 2)
        .map((request) => `${request.method} ${request.path}`),
    ).toEqual(['POST /api/users/login', 'GET /api/users/me']);
  });
});

describe('layout', () => {
  it('shows the host name in the menu and signs out with Sair', async () => {
    signIn();
    const api = installFakeApi({
      'GET /api/users/me': { status: 200, body: demoSession },
      'POST /api/users/logout': { status: 200, body: { success: true } },
    });
    openAt('/');

    await userEvent.click(
      await screen.findByRole('button', { name: 'Abrir menu' }),
    );
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByText('Ana Souza')).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('button', { name: 'Sair' }));

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(api.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/users/logout',
    });
  });

  it('signs out locally even when the server cannot be reached', async () => {
    signIn();
    installFakeApi({
      'GET /api/users/me': { status: 200, body: demoSession },
      'POST /api/users/logout': { status: 503, body: { success: false } },
    });
    openAt('/');

    await userEvent.click(
      await screen.findByRole('button', { name: 'Abrir menu' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Sair' }));

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it('scrolls to the top when the route changes', async () => {
    signIn();
    installFakeApi({ 'GET /api/users/me': { status: 200, body: demoSession } });
    const scrollTo = jest.spyOn(window, 'scrollTo');
    openAt('/home');
    await screen.findByRole('heading', { name: 'Casamento Ana & Leo' });
    scrollTo.mockClear();

    await userEvent.click(
      screen.getByRole('link', { name: 'Celebra — início' }),
    );

    await waitFor(() => expect(window.location.pathname).toBe('/'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });
});

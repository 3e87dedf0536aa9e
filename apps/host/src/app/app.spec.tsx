import { reloadPage } from '@celebra/ui';
import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoSession, signIn } from '../testing/fixtures';
import { App } from './app';

jest.mock('@celebra/ui', () => ({
  ...jest.requireActual<object>('@celebra/ui'),
  reloadPage: jest.fn(),
}));

const openAt = (path: string) => {
  window.history.replaceState(null, '', path);
  return render(<App />);
};

// The route sets and pages are lazy chunks (router.tsx): the first import transforms them,
// which on a loaded machine outlasts a findBy's wait. Load the route sets and the home page
// most tests land on once before the tests.
beforeAll(async () => {
  await Promise.all([
    import('./routes/unauthorized-routes'),
    import('./routes/authenticated-routes'),
    import('./routes/home-page'),
    import('../features/money/components/received-gifts-page'),
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
    expect(api.requests[0]?.headers).toMatchObject({
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
  it('links the privacy notice below the login and on every signed-in page', async () => {
    installFakeApi({
      'POST /api/users/login': {
        status: 200,
        body: { success: true, message: 'ok', token: 'token-123', id: 7 },
      },
      'GET /api/users/me': { status: 200, body: demoSession },
    });
    openAt('/login');
    await screen.findByRole('heading', { name: 'Área do anfitrião' });
    expect(privacyFooterLinks()).toEqual(privacyNoticePages);

    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Senha'), 'Segredo123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByRole('heading', {
      level: 1,
      name: 'Casamento Ana & Leo',
    });
    expect(privacyFooterLinks()).toEqual(privacyNoticePages);
  });

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

describe('a page asked for while signed out', () => {
  it('opens /gifts-received after login, not the dashboard', async () => {
    installFakeApi({
      'POST /api/users/login': {
        status: 200,
        body: { success: true, message: 'ok', token: 'token-123', id: 7 },
      },
      'GET /api/users/me': { status: 200, body: demoSession },
    });
    openAt('/gifts-received?pagina=2');

    await userEvent.type(
      await screen.findByLabelText('E-mail'),
      'ana@example.com',
    );
    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('next')).toBe(
      '/gifts-received?pagina=2',
    );
    await userEvent.type(screen.getByLabelText('Senha'), 'Segredo123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(
      await screen.findByRole('heading', { name: 'Presentes Recebidos' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/gifts-received');
    expect(window.location.search).toBe('?pagina=2');
  });

  it.each([
    '//evil.example/gifts-received',
    'https://evil.example/',
    '/\\evil.example',
    '/logout',
  ])('never leaves the app nor signs out for next=%s', async (next) => {
    signIn();
    installFakeApi({ 'GET /api/users/me': { status: 200, body: demoSession } });
    openAt(`/login?${new URLSearchParams({ next })}`);

    expect(
      await screen.findByRole('heading', { name: 'Casamento Ana & Leo' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(jest.mocked(reloadPage)).not.toHaveBeenCalled();
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

describe('registration route', () => {
  it('links /register from the login page and registers into the home page', async () => {
    const api = installFakeApi({
      'GET /api/users/event-types': {
        status: 200,
        body: {
          success: true,
          eventTypes: [{ id: 1, name: 'Casamento', image_url: null }],
        },
      },
      'GET /api/users/event-categories': {
        status: 200,
        body: { success: true, categories: [{ id: 5, name: 'Cerimônia' }] },
      },
      'GET /api/users/fetch-gifts-slug': {
        status: 200,
        body: {
          success: true,
          slug_available: true,
          message: 'Link disponível.',
          gifts: [1, 2, 3, 4].map((id) => ({
            id,
            name: `Presente ${id}`,
            price: 5000,
            image_url: null,
          })),
        },
      },
      'POST /api/users/register': {
        status: 201,
        body: { success: true, message: 'ok', token: 'token-123', id: 7 },
      },
      'GET /api/users/me': { status: 200, body: demoSession },
    });
    openAt('/login');

    await userEvent.click(
      await screen.findByRole('link', { name: 'Crie sua conta' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Crie o site do seu evento' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/register');
    const next = () =>
      userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    await userEvent.click(
      await screen.findByRole('radio', { name: 'Casamento' }),
    );
    await next();
    await screen.findByRole('option', { name: 'Cerimônia' });
    await userEvent.selectOptions(
      screen.getByLabelText('Categoria dos presentes'),
      '5',
    );
    await userEvent.type(screen.getByLabelText('Título do site'), 'Ana & Leo');
    await userEvent.type(screen.getByLabelText('Subtítulo'), 'Vamos casar!');
    expect(screen.getByLabelText('Link do site')).toHaveValue('ana-e-leo');
    await next();
    for (const checkbox of await screen.findAllByRole('checkbox')) {
      await userEvent.click(checkbox);
    }
    await next();
    await userEvent.type(await screen.findByLabelText('Nome'), 'Ana');
    await userEvent.type(screen.getByLabelText('Sobrenome'), 'Souza');
    await userEvent.type(screen.getByLabelText('Telefone'), '11987654321');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Senha'), 'Segredo123');
    await userEvent.type(
      screen.getByLabelText('Confirme a senha'),
      'Segredo123',
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Criar meu site' }),
    );

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Casamento Ana & Leo',
      }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(localStorage.getItem('userToken')).toBe('token-123');
    expect(localStorage.getItem('userId')).toBe('7');
    expect(
      api.requests.some((request) => request.path === '/api/users/register'),
    ).toBe(true);
  });
});

describe('signed-in navigation', () => {
  const signedInApi = () => {
    signIn();
    return installFakeApi({
      'GET /api/users/me': { status: 200, body: demoSession },
      'POST /api/users/logout': { status: 200, body: { success: true } },
      'GET /api/users/events/3/transactions': {
        status: 200,
        body: {
          success: true,
          totalReceived: 0,
          totalTransferred: 0,
          totalPending: 0,
          totalAvailable: 0,
        },
      },
      'GET /api/users/events/3/received-gifts': {
        status: 200,
        body: { success: true, receivedGifts: [], total: 0 },
      },
      'GET /api/users/events/3/received-gifts/daily': {
        status: 200,
        body: { success: true, days: [] },
      },
      'GET /api/users/events/3/services': {
        status: 200,
        body: {
          success: true,
          services: { default: [], turbo: [], contracted: [] },
        },
      },
      'GET /api/users/events/3/pending-payment-services': {
        status: 200,
        body: { success: true, pendingServices: [] },
      },
    });
  };

  it("lists every page of the owner's event in the side menu", async () => {
    signedInApi();
    openAt('/');

    await userEvent.click(
      await screen.findByRole('button', { name: 'Abrir menu' }),
    );
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const links = within(menu).getAllByRole('link');
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Início', '/'],
      ['Cores e Textos', '/custom'],
      ['Aparência', '/appearance'],
      ['Informações do Evento', '/info'],
      ['Lista de Presentes', '/gifts'],
      ['Páginas Personalizadas', '/custom-pages'],
      ['Configurações', '/settings'],
      ['Galeria de Fotos e Vídeos', '/gallery'],
      ['Festa', '/party'],
      ['Pacote de Serviços', '/service-package'],
      ['Convidados', '/confirmations'],
      ['Recados', '/messages'],
      ['Presentes Recebidos', '/gifts-received'],
      ['Pessoas com acesso', '/members'],
      ['Atividade', '/activity'],
      ['Criar outro evento', '/new-event'],
      ['Minha conta', '/account'],
    ]);
  });

  it('has a bottom bar with home, messages, received gifts and the guest list', async () => {
    signedInApi();
    openAt('/');

    const bar = await screen.findByRole('navigation', { name: 'Atalhos' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Início', '/'],
      ['Recados', '/messages'],
      ['Presentes', '/gifts-received'],
      ['Convidados', '/confirmations'],
    ]);
    await userEvent.click(within(bar).getByRole('link', { name: 'Presentes' }));

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Presentes Recebidos',
      }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/gifts-received');
  });

  it('opens the service package page', async () => {
    signedInApi();
    openAt('/service-package');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Pacote de Serviços',
      }),
    ).toBeInTheDocument();
  });

  it('opens /forgot-password outside the signed-in layout', async () => {
    signedInApi();
    openAt('/forgot-password');

    expect(
      await screen.findByRole('heading', { name: 'Redefinir senha' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/forgot-password');
    expect(
      screen.queryByRole('button', { name: 'Abrir menu' }),
    ).not.toBeInTheDocument();
  });

  it('signs out on /logout', async () => {
    const api = signedInApi();
    openAt('/logout');

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(api.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/users/logout',
    });
  });
});

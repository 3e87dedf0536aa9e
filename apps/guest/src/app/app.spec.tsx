import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeAlerts } from '@celebra/web-testing';
import { eventResponseWith, publicEventResponse } from '../testing/fixtures';
import {
  findCompletePage,
  noRetryClient,
  renderSite,
} from '../testing/render-site';
import { render } from '@testing-library/react';
import { App } from './app';

const eventRoute = 'GET /api/guests/event/ana-e-leo';

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

afterEach(() => {
  document.documentElement.removeAttribute('style');
  window.sessionStorage.clear();
});

describe('public event site', () => {
  it('shows "Carregando..." while the event loads', async () => {
    const { api } = renderSite('/ana-e-leo', {
      [eventRoute]: { status: 200, body: publicEventResponse },
    });

    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    await findCompletePage();
    expect(api.requests).toHaveLength(1);
  });

  it('shows banner, avatar, title and subtitle, themed with the event colour', async () => {
    const { container } = renderSite('/ana-e-leo', {
      [eventRoute]: { status: 200, body: publicEventResponse },
    });

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Casamento Ana & Leo',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: '12 de outubro de 2026' }),
    ).toBeInTheDocument();
    const banner = container.querySelector('header img');
    expect(banner).toHaveAttribute('src', '/media/events/3/banner.webp');
    expect(banner).toHaveAttribute('fetchpriority', 'high');
    expect(
      screen.getByRole('img', { name: 'Foto de Casamento Ana & Leo' }),
    ).toHaveAttribute('src', '/media/events/3/avatar.webp');
    expect(
      document.documentElement.style.getPropertyValue('--event-color'),
    ).toBe('#0f766e');
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
  });

  it('paints the top of the page first and the rest once the banner has loaded', async () => {
    const { container } = renderSite('/ana-e-leo', {
      [eventRoute]: { status: 200, body: publicEventResponse },
    });

    await screen.findByRole('heading', { level: 1 });
    expect(
      screen.queryByRole('heading', { name: 'Nossa história' }),
    ).toBeNull();
    expect(screen.queryByText('Ambiente seguro')).toBeNull();

    fireEvent.load(container.querySelector('header img') as HTMLImageElement);
    expect(
      await screen.findByRole('heading', { name: 'Nossa história' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ambiente seguro')).toBeInTheDocument();
  });

  it('shows the rest of the page without waiting more than 1.2 s for the banner', async () => {
    renderSite('/ana-e-leo', {
      [eventRoute]: { status: 200, body: publicEventResponse },
    });
    await screen.findByRole('heading', { level: 1 });
    const shownAt = Date.now();

    await screen.findByRole('heading', { name: 'Nossa história' });
    expect(Date.now() - shownAt).toBeLessThan(3000);
  });

  it('uses the default banner and avatar when the event has none', async () => {
    const { container } = renderSite('/ana-e-leo', {
      [eventRoute]: {
        status: 200,
        body: eventResponseWith({ bannerUrl: null, avatarUrl: null }),
      },
    });

    await findCompletePage();
    expect(container.querySelector('header img')).toHaveAttribute(
      'src',
      '/images/default-banner.svg',
    );
    expect(
      screen.getByRole('img', { name: 'Foto de Casamento Ana & Leo' }),
    ).toHaveAttribute('src', '/images/default-avatar.svg');
  });

  it('shows every section of the page with its side menu', async () => {
    renderSite('/ana-e-leo', {
      [eventRoute]: { status: 200, body: publicEventResponse },
    });

    await findCompletePage();
    for (const name of [
      'Nossa história',
      'Lista de Presentes',
      'Recadinhos',
      'Informações do Evento',
      'Confirmação de Presença',
    ]) {
      expect(
        screen.getByRole('heading', { level: 2, name }),
      ).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'ENVIAR RECADO' })).toBeVisible();
    expect(
      screen.getAllByRole('button', { name: /^Presentear / }),
    ).toHaveLength(2);
    expect(screen.getByText('Ambiente seguro')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Início', '/ana-e-leo#inicio'],
      ['Lista de Presentes', '/ana-e-leo#presentes'],
      ['Confirmação', '/ana-e-leo#confirmacao'],
      ['Recadinhos', '/ana-e-leo#recados'],
      ['Hospedagem', '/ana-e-leo/4'],
    ]);
  });

  it('leaves out the sections and menu entries the host turned off', async () => {
    renderSite('/ana-e-leo', {
      [eventRoute]: {
        status: 200,
        body: eventResponseWith({
          gifts: [],
          details: null,
          customPages: [],
          settings: {
            showGiftList: false,
            showGuestMessages: false,
            showEventInfo: false,
            allowGuestConfirmation: false,
            rsvpOpenAnswers: true,
            rsvpDeadline: null,
          },
        }),
      },
    });

    await findCompletePage();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent),
    ).toEqual(['12 de outubro de 2026', 'Nossa história']);
    expect(screen.queryByRole('button', { name: 'ENVIAR RECADO' })).toBeNull();
    expect(
      screen.queryByRole('button', { name: 'CONFIRMAR PRESENÇA' }),
    ).toBeNull();
    expect(screen.queryByRole('button', { name: /^Presentear / })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Início']);
  });

  it('opens a custom page from the menu and comes back to a section', async () => {
    renderSite('/ana-e-leo', {
      [eventRoute]: { status: 200, body: publicEventResponse },
    });
    await findCompletePage();

    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole(
        'link',
        {
          name: 'Hospedagem',
        },
      ),
    );

    const title = await screen.findByRole('heading', {
      level: 1,
      name: 'Hospedagem',
    });
    expect(window.location.pathname).toBe('/ana-e-leo/4');
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByText('perto').tagName).toBe('STRONG');
    expect(
      within(screen.getByRole('article', { name: 'Hospedagem' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Hotel A', 'Hotel B']);
    expect(screen.queryByRole('button', { name: /^Presentear / })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole(
        'link',
        {
          name: 'Recadinhos',
        },
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Recadinhos' })).toHaveFocus(),
    );
    expect(window.location.pathname + window.location.hash).toBe(
      '/ana-e-leo#recados',
    );
  });

  it('opens a custom page from its own address', async () => {
    renderSite('/ana-e-leo/4', {
      [eventRoute]: { status: 200, body: publicEventResponse },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hospedagem' }),
    ).toBeInTheDocument();
  });

  it('shows the event page for a second segment that names no custom page', async () => {
    renderSite('/ana-e-leo/presentes', {
      [eventRoute]: { status: 200, body: publicEventResponse },
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Casamento Ana & Leo',
      }),
    ).toBeInTheDocument();
  });

  it('says "Deu ruim!" when there is no such event', async () => {
    renderSite('/nao-existe', {
      'GET /api/guests/event/nao-existe': {
        status: 404,
        body: { success: false, message: 'Evento não encontrado.' },
      },
    });

    expect(
      await screen.findByRole('heading', { name: 'Deu ruim!' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
    expect(
      screen.getByText('Não encontramos o site deste evento.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Confira o link com quem o enviou/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Criar o site do meu evento' }),
    ).toHaveAttribute('href', 'http://users.localhost/register');
  });

  it('says "Deu ruim!" at the root, which names no event, without calling the api', () => {
    const { api } = renderSite('/', {});

    expect(
      screen.getByRole('heading', { name: 'Deu ruim!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Este endereço não leva a nenhum site de evento.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Confira o link com quem o enviou/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Criar o site do meu evento' }),
    ).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('names the browser tab after the event', async () => {
    document.title = 'Celebra';
    const { unmount } = renderSite('/ana-e-leo', {
      [eventRoute]: { status: 200, body: publicEventResponse },
    });
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Casamento Ana & Leo');
    unmount();
    expect(document.title).toBe('Celebra');
  });

  it("names the browser tab after a custom page's title and the event", async () => {
    renderSite('/ana-e-leo/4', {
      [eventRoute]: { status: 200, body: publicEventResponse },
    });
    await screen.findByRole('heading', { level: 1, name: 'Hospedagem' });
    expect(document.title).toBe('Hospedagem — Casamento Ana & Leo');
  });

  it('stays on "Carregando..." when the server fails', async () => {
    const { api, queryClient } = renderSite('/ana-e-leo', {
      [eventRoute]: { status: 500, body: { success: false } },
    });

    await waitFor(() => expect(api.requests).toHaveLength(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    expect(screen.queryByText('Deu ruim!')).not.toBeInTheDocument();
  });

  it('stays on "Carregando..." when the network fails', async () => {
    const fetchMock = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    window.history.replaceState(null, '', '/ana-e-leo');
    const client = noRetryClient();
    render(<App queryClient={client} />);

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    expect(screen.queryByText('Deu ruim!')).not.toBeInTheDocument();
  });
});

describe('password-protected site', () => {
  const gate = {
    status: 401,
    body: {
      success: false,
      code: 'PASSWORD_REQUIRED',
      message: 'Este site é protegido por senha.',
      passwordRequired: true,
      event: {
        title: 'Casamento Ana & Leo',
        color: '#1d4ed8',
        theme: 'floral',
      },
    },
  };

  it('asks for the password in the event’s theme and colours, refuses a wrong one, then opens the event', async () => {
    const { api } = renderSite('/ana-e-leo', {
      [eventRoute]: (request) =>
        request.headers['X-Site-Access'] === 'tok-1'
          ? { status: 200, body: publicEventResponse }
          : gate,
      'POST /api/guests/event/ana-e-leo/unlock': (request) =>
        (request.body as { password: string }).password === 'festa2026'
          ? {
              status: 200,
              body: {
                success: true,
                accessToken: 'tok-1',
                expiresAt: '2099-01-01T00:00:00.000Z',
              },
            }
          : {
              status: 401,
              body: { success: false, message: 'Senha incorreta.' },
            },
    });

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Casamento Ana & Leo',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Este site é protegido por senha.'),
    ).toBeInTheDocument();
    expect(
      document.documentElement.style.getPropertyValue('--event-color'),
    ).toBe('#1d4ed8');
    expect(document.documentElement.dataset['theme']).toBe('floral');
    expect(
      document.head.querySelector('link[data-event-theme="floral"]'),
    ).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('* Campo obrigatório')).toBeInTheDocument();

    const password = screen.getByLabelText(/Senha/);
    await userEvent.type(password, 'errada');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Senha incorreta.')).toBeInTheDocument();
    expect(password).toHaveFocus();

    await userEvent.clear(password);
    await userEvent.type(password, 'festa2026');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(
      await screen.findByRole('button', { name: 'ENVIAR RECADO' }),
    ).toBeVisible();
    expect(window.sessionStorage.getItem('siteAccess:ana-e-leo')).toContain(
      'tok-1',
    );
    expect(window.localStorage.getItem('siteAccess:ana-e-leo')).toBeNull();
    expect(api.requests.at(-1)?.headers['X-Site-Access']).toBe('tok-1');
  });

  it('asks for the password again when a call finds the access expired', async () => {
    window.sessionStorage.setItem(
      'siteAccess:ana-e-leo',
      JSON.stringify({
        accessToken: 'tok-old',
        expiresAt: '2099-01-01T00:00:00.000Z',
      }),
    );
    let expired = false;
    renderSite('/ana-e-leo', {
      [eventRoute]: () =>
        expired ? gate : { status: 200, body: publicEventResponse },
      'POST /api/guests/message/3': () => {
        expired = true;
        return gate;
      },
    });
    await findCompletePage();
    await userEvent.click(
      screen.getByRole('button', { name: 'ENVIAR RECADO' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Deixe seu recado',
    });
    await userEvent.type(within(dialog).getByLabelText(/^Nome/), 'Maria');
    await userEvent.type(within(dialog).getByLabelText(/^Sobrenome/), 'Silva');
    await userEvent.type(
      within(dialog).getByLabelText(/^E-mail/),
      'maria@example.com',
    );
    await userEvent.type(within(dialog).getByLabelText(/^Mensagem/), 'Oi');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Enviar recado' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Este site é protegido por senha.');
    await closeAlerts();
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeVisible();
    expect(window.sessionStorage.getItem('siteAccess:ana-e-leo')).toBeNull();
  });

  it('opens at once with the token this tab already has', async () => {
    window.sessionStorage.setItem(
      'siteAccess:ana-e-leo',
      JSON.stringify({
        accessToken: 'tok-1',
        expiresAt: '2099-01-01T00:00:00.000Z',
      }),
    );
    renderSite('/ana-e-leo', {
      [eventRoute]: (request) =>
        request.headers['X-Site-Access'] === 'tok-1'
          ? { status: 200, body: publicEventResponse }
          : gate,
    });

    expect(
      await screen.findByRole('button', { name: 'ENVIAR RECADO' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Entrar' })).toBeNull();
  });
});

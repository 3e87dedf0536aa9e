import type { FakeReply } from '@celebra/web-testing';
import {
  closeAlerts,
  installFakeApi,
  renderWithQueryClient,
} from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { WIZARD_STORAGE_KEY } from '../lib/wizard-storage';
import { RegistrationWizard } from './registration-wizard';

const eventTypes = [
  { id: 1, name: 'Casamento', image_url: '/media/casamento.webp' },
  { id: 2, name: 'Aniversário', image_url: null },
];
const gifts = [1, 2, 3, 4, 5].map((id) => ({
  id: 100 + id,
  name: `Presente ${id}`,
  price: id * 10000,
  image_url: `/media/gift-${id}.webp`,
}));

const slugReply = (available: boolean, giftList = gifts): FakeReply => ({
  status: 200,
  body: {
    success: true,
    gifts: giftList,
    slug_available: available,
    message: available
      ? 'Link disponível.'
      : 'O link está em uso, por favor, crie outro.',
  },
});

const catalogueRoutes = {
  'GET /api/users/event-types': {
    status: 200,
    body: { success: true, eventTypes },
  },
  'GET /api/users/event-categories': {
    status: 200,
    body: {
      success: true,
      categories: [
        { id: 5, name: 'Cerimônia' },
        { id: 6, name: 'Festa' },
      ],
    },
  },
};

const availabilityReply = (slug: string, available: boolean): FakeReply => ({
  status: 200,
  body: {
    success: true,
    slug,
    available,
    message: available
      ? 'Link disponível.'
      : 'O link está em uso, por favor, crie outro.',
  },
});

const installWizardApi = (routes: Parameters<typeof installFakeApi>[0] = {}) =>
  installFakeApi({
    ...catalogueRoutes,
    'GET /api/users/fetch-gifts-slug': slugReply(true),
    'GET /api/users/slug-availability': availabilityReply('ana-e-leo', true),
    ...routes,
  });

/** The router's current path and search, to read the step in the URL. */
const LocationProbe = () => {
  const location = useLocation();
  return (
    <output data-testid="location">{`${location.pathname}${location.search}`}</output>
  );
};

const renderWizard = (url = '/register') =>
  renderWithQueryClient(
    <MemoryRouter initialEntries={[url]}>
      <RegistrationWizard />
      <LocationProbe />
    </MemoryRouter>,
  );

const currentUrl = () => screen.getByTestId('location').textContent;

const next = () =>
  userEvent.click(screen.getByRole('button', { name: 'Próximo' }));

const chooseEventType = async (name = 'Casamento') => {
  await userEvent.click(await screen.findByRole('radio', { name }));
  await next();
  await screen.findByRole('heading', { name: 'Seu evento' });
};

const fillEventDetails = async (slug = 'ana-e-leo') => {
  await screen.findByRole('option', { name: 'Cerimônia' });
  await userEvent.selectOptions(
    screen.getByLabelText('Categoria dos presentes'),
    'Cerimônia',
  );
  await userEvent.type(screen.getByLabelText('Título do site'), 'Ana & Leo');
  await userEvent.type(screen.getByLabelText('Subtítulo'), 'Vamos casar!');
  await userEvent.type(screen.getByLabelText('Data do evento'), '2027-05-20');
  await userEvent.clear(screen.getByLabelText('Link do site'));
  await userEvent.type(screen.getByLabelText('Link do site'), slug);
};

const reachGifts = async () => {
  await chooseEventType();
  await fillEventDetails();
  await next();
  await screen.findByRole('heading', { name: 'Presentes' });
};

const selectGifts = async (count: number) => {
  for (const gift of gifts.slice(0, count)) {
    await userEvent.click(
      screen.getByRole('checkbox', { name: new RegExp(gift.name) }),
    );
  }
};

const reachAccount = async () => {
  await reachGifts();
  await selectGifts(4);
  await next();
  await screen.findByRole('heading', { name: 'Seus dados' });
};

const fillAccount = async () => {
  await userEvent.type(screen.getByLabelText('Nome'), 'Ana');
  await userEvent.type(screen.getByLabelText('Sobrenome'), 'Souza');
  await userEvent.type(screen.getByLabelText('Telefone'), '11987654321');
  await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('Senha'), 'Segredo123');
  await userEvent.type(screen.getByLabelText('Confirme a senha'), 'Segredo123');
};

const submit = () =>
  userEvent.click(screen.getByRole('button', { name: 'Criar meu site' }));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(closeAlerts);

describe('RegistrationWizard — event-types', () => {
  it('shows every event type with its picture and refuses to go on without a choice', async () => {
    installWizardApi();
    renderWizard();

    expect(
      await screen.findByRole('radio', { name: 'Casamento' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: 'Aniversário' }),
    ).toBeInTheDocument();
    expect(
      document.querySelector('img[src="/media/casamento.webp"]'),
    ).not.toBeNull();
    await next();

    expect(
      await screen.findByText(
        'Por favor, selecione um tipo de evento para continuar.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Tipo do evento' }),
    ).toBeInTheDocument();
  });
});

describe('RegistrationWizard — step1', () => {
  it('requires category, title, subtitle and slug, without asking the server', async () => {
    const api = installWizardApi();
    renderWizard();
    await chooseEventType();
    await screen.findByRole('option', { name: 'Cerimônia' });

    await next();

    expect(await screen.findAllByText('* Campo obrigatório')).toHaveLength(3);
    expect(
      screen.getByText('O link do evento não pode ser vazio.'),
    ).toBeInTheDocument();
    expect(api.requests.some((r) => r.path.includes('fetch-gifts-slug'))).toBe(
      false,
    );
  });

  it('previews the site link readably, and turns a typed link into a valid one on leaving the field', async () => {
    installWizardApi();
    renderWizard();
    await chooseEventType();
    const slug = screen.getByLabelText('Link do site');

    await userEvent.type(slug, 'Ana & Léo');

    expect(slug).toHaveAccessibleDescription(
      expect.stringContaining(
        'Endereço do seu site: http://site.localhost/ana & léo',
      ),
    );
    await userEvent.tab();
    expect(slug).toHaveValue('ana-e-leo');
    expect(slug).toHaveAccessibleDescription(
      expect.stringContaining('http://site.localhost/ana-e-leo'),
    );
  });

  it('suggests the link from the title (accents removed, hyphens) until the host writes one', async () => {
    installWizardApi();
    renderWizard();
    await chooseEventType();
    const slug = screen.getByLabelText('Link do site');

    await userEvent.type(
      screen.getByLabelText('Título do site'),
      'Chá da Júlia & João',
    );
    expect(slug).toHaveValue('cha-da-julia-e-joao');

    await userEvent.clear(slug);
    await userEvent.type(slug, 'nosso-cha');
    await userEvent.type(screen.getByLabelText('Título do site'), ' 2027');
    expect(slug).toHaveValue('nosso-cha');
  });

  it('checks the link as the host types and shows a taken one under the field, keeping the focus there', async () => {
    const api = installWizardApi({
      'GET /api/users/slug-availability': availabilityReply('demo', false),
    });
    renderWizard();
    await chooseEventType();
    const slug = screen.getByLabelText('Link do site');

    await userEvent.type(slug, 'demo');

    expect(
      await screen.findByText(
        'O link está em uso, por favor, crie outro.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(slug).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Asked once the typing settles, only for well-formed links ('d', 'de' never go out).
    const checks = api.fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith('/api/users/slug-availability'));
    expect(checks.at(-1)).toBe('/api/users/slug-availability?slug=demo');
    expect(checks).not.toContain('/api/users/slug-availability?slug=d');
    expect(checks).not.toContain('/api/users/slug-availability?slug=de');
  });

  it("says 'Link disponível.' for a free link", async () => {
    installWizardApi();
    renderWizard();
    await chooseEventType();

    await userEvent.type(screen.getByLabelText('Link do site'), 'ana-e-leo');

    expect(
      await screen.findByText('Link disponível.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Link do site')).not.toHaveAttribute(
      'aria-invalid',
    );
  });

  it("shows a link taken meanwhile under the field on 'Próximo' and moves the focus there, without a pop-up", async () => {
    const api = installWizardApi({
      'GET /api/users/fetch-gifts-slug': slugReply(false),
    });
    renderWizard();
    await chooseEventType();
    await fillEventDetails('demo');

    await next();

    const slug = screen.getByLabelText('Link do site');
    await waitFor(() => expect(slug).toHaveFocus());
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(slug).toHaveAccessibleDescription(
      expect.stringContaining('O link está em uso, por favor, crie outro.'),
    );
    expect(slug).toHaveValue('demo');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.fetchMock).toHaveBeenCalledWith(
      '/api/users/fetch-gifts-slug?event_category_id=5&slug=demo',
      expect.anything(),
    );
  });

  it("stops with 'Gift não encontrado' when the category has no gifts", async () => {
    installWizardApi({
      'GET /api/users/fetch-gifts-slug': slugReply(true, []),
    });
    renderWizard();
    await chooseEventType();
    await fillEventDetails();

    await next();

    const alert = await screen.findByRole('dialog', {
      name: 'Erro ao prosseguir o cadastro',
    });
    expect(within(alert).getByText('Gift não encontrado')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Presentes' }),
    ).not.toBeInTheDocument();
  });
});

describe('RegistrationWizard — step2', () => {
  it('lists the gifts with pictures and BRL prices, counts the chosen ones and needs four', async () => {
    installWizardApi();
    renderWizard();
    await reachGifts();

    expect(screen.getByText('R$ 100,00')).toBeInTheDocument();
    expect(
      document.querySelector('img[src="/media/gift-1.webp"]'),
    ).not.toBeNull();
    expect(screen.getByText('0 presentes selecionados')).toBeInTheDocument();
    await selectGifts(3);
    expect(screen.getByText('3 presentes selecionados')).toBeInTheDocument();

    await next();

    expect(
      await screen.findByText(
        'Necessário selecionar mais 1 presente para continuar.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('3 presentes selecionados')).toBeInTheDocument();

    await selectGifts(4);
    expect(screen.getByText('1 presente selecionado')).toBeInTheDocument();
  });

  it('goes on with four gifts and keeps the earlier steps when coming back', async () => {
    installWizardApi();
    renderWizard();
    await reachAccount();

    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(
      await screen.findByText('4 presentes selecionados'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));

    expect(await screen.findByLabelText('Título do site')).toHaveValue(
      'Ana & Leo',
    );
    expect(screen.getByLabelText('Link do site')).toHaveValue('ana-e-leo');
    expect(screen.getByLabelText('Categoria dos presentes')).toHaveValue('5');
  });
});

describe('RegistrationWizard — kept for the tab and in the URL', () => {
  it('names each step in the URL by the number the progress shows; Voltar goes back through the history', async () => {
    installWizardApi();
    renderWizard();
    expect(currentUrl()).toBe('/register');
    await reachGifts();
    expect(currentUrl()).toBe('/register?step=3');
    expect(document.querySelector('[aria-current="step"]')?.textContent).toBe(
      '3Etapa 3: Presentes',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));

    expect(
      await screen.findByRole('heading', { name: 'Seu evento' }),
    ).toBeInTheDocument();
    expect(currentUrl()).toBe('/register?step=2');
  });

  it('comes back after a reload at the same step with everything but the passwords', async () => {
    installWizardApi();
    const first = renderWizard();
    await reachAccount();
    await fillAccount();
    expect(currentUrl()).toBe('/register?step=4');
    const stored = sessionStorage.getItem(WIZARD_STORAGE_KEY) ?? '';
    expect(stored).toContain('ana@example.com');
    expect(stored).not.toContain('Segredo123');
    first.unmount();

    renderWizard('/register?step=4');

    expect(
      await screen.findByRole('heading', { name: 'Seus dados' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 98765-4321');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Senha')).toHaveValue('');
    expect(screen.getByLabelText('Confirme a senha')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(
      await screen.findByText('4 presentes selecionados'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByLabelText('Título do site')).toHaveValue(
      'Ana & Leo',
    );
    expect(screen.getByLabelText('Data do evento')).toHaveValue('2027-05-20');
  });

  it('keeps what is typed in step 1 before any check, across a reload', async () => {
    installWizardApi();
    const first = renderWizard();
    await chooseEventType();
    await userEvent.type(screen.getByLabelText('Título do site'), 'Ana & Leo');
    first.unmount();

    renderWizard('/register?step=2');

    expect(await screen.findByLabelText('Título do site')).toHaveValue(
      'Ana & Leo',
    );
    expect(screen.getByLabelText('Link do site')).toHaveValue('ana-e-leo');
  });

  it('opens a step the data does not allow yet at the furthest allowed one', async () => {
    installWizardApi();
    renderWizard('/register?step=4');

    expect(
      await screen.findByRole('heading', { name: 'Tipo do evento' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/register'));
  });

  it('asks step 1 again when it is edited after its check', async () => {
    installWizardApi();
    const first = renderWizard();
    await reachGifts();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await userEvent.type(await screen.findByLabelText('Subtítulo'), ' De novo');
    first.unmount();

    renderWizard('/register?step=3');

    expect(
      await screen.findByRole('heading', { name: 'Seu evento' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Subtítulo')).toHaveValue(
      'Vamos casar! De novo',
    );
  });

  it('forgets the wizard once the account is created', async () => {
    installWizardApi({
      'POST /api/users/register': {
        status: 200,
        body: { success: true, message: 'ok', token: 'tok-new', id: 42 },
      },
      'GET /api/users/me': { status: 401, body: { success: false } },
    });
    renderWizard();
    await reachAccount();
    await fillAccount();

    await submit();

    await waitFor(() =>
      expect(sessionStorage.getItem(WIZARD_STORAGE_KEY)).toBeNull(),
    );
  });
});

describe('RegistrationWizard — step3', () => {
  it('says what the account data is for, links the terms and the privacy policy, and asks no consent', async () => {
    installWizardApi();
    renderWizard();
    await reachAccount();

    const form = screen
      .getByRole('button', { name: 'Criar meu site' })
      .closest('form');
    if (!form) throw new Error('no form');
    expect(form).toHaveTextContent(
      'Usamos seu nome, telefone e e-mail só para manter sua conta e falar com você sobre seus eventos. Ao criar a conta, você concorda com os Termos de uso (abre em nova aba). Saiba mais na Política de privacidade (abre em nova aba).',
    );
    expect(
      within(form).getByRole('link', {
        name: 'Termos de uso (abre em nova aba)',
      }),
    ).toHaveAttribute('href', '/termos');
    expect(
      within(form).getByRole('link', {
        name: 'Política de privacidade (abre em nova aba)',
      }),
    ).toHaveAttribute('href', '/privacidade');
    expect(within(form).queryByRole('checkbox')).toBeNull();
  });

  it('masks the phone and checks phone, e-mail, password and confirmation', async () => {
    const api = installWizardApi();
    renderWizard();
    await reachAccount();

    await userEvent.type(screen.getByLabelText('Telefone'), '1198765');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 9876-5');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@exemplo');
    await userEvent.type(screen.getByLabelText('Senha'), 'abcdefgh');
    await userEvent.type(screen.getByLabelText('Confirme a senha'), 'abcdefgi');
    await submit();

    expect(
      await screen.findByText('* Formato de telefone inválido'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('* Formato de e-mail inválido'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        '* A senha precisa ter no mínimo 8 caracteres, pelo menos uma letra e um número.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('* As senhas não coincidem')).toBeInTheDocument();
    expect(screen.getAllByText('* Campo obrigatório')).toHaveLength(2);
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('registers with every step’s data and stores the session', async () => {
    const api = installWizardApi({
      'POST /api/users/register': {
        status: 201,
        body: {
          success: true,
          message: 'Cadastro realizado com sucesso.',
          token: 'tok-new',
          id: 42,
        },
      },
      'GET /api/users/me': { status: 401, body: { success: false } },
    });
    renderWizard();
    await reachAccount();
    await fillAccount();

    await submit();

    await waitFor(() =>
      expect(localStorage.getItem('userToken')).toBe('tok-new'),
    );
    expect(localStorage.getItem('userId')).toBe('42');
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      eventType: 1,
      event: 5,
      title: 'Ana & Leo',
      subtitle: 'Vamos casar!',
      slug: 'ana-e-leo',
      eventDate: '2027-05-20',
      giftList: [101, 102, 103, 104],
      firstName: 'Ana',
      lastName: 'Souza',
      phoneNumber: '(11) 98765-4321',
      email: 'ana@example.com',
      password: 'Segredo123',
      confirmPassword: 'Segredo123',
    });
  });

  it("shows the server's refusal in a 'Cadastro' alert and stores nothing", async () => {
    installWizardApi({
      'POST /api/users/register': {
        status: 409,
        body: { success: false, message: 'Este e-mail já está cadastrado.' },
      },
    });
    renderWizard();
    await reachAccount();
    await fillAccount();

    await submit();

    const alert = await screen.findByRole('dialog', { name: 'Cadastro' });
    expect(
      within(alert).getByText('Este e-mail já está cadastrado.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it("falls back to 'Erro ao fazer o cadastro.' when the server gives no message", async () => {
    installWizardApi({
      'POST /api/users/register': { status: 500, body: { success: false } },
    });
    renderWizard();
    await reachAccount();
    await fillAccount();

    await submit();

    const alert = await screen.findByRole('dialog', { name: 'Cadastro' });
    expect(
      within(alert).getByText('Erro ao fazer o cadastro.'),
    ).toBeInTheDocument();
  });
});

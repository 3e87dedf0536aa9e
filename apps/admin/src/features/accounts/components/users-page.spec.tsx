import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, queriesTo, signIn } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { UsersPage } from './users-page';

const list = (
  users: ReturnType<typeof makeUser>[],
  total = users.length,
  totalIsLowerBound = false,
) => ({
  status: 200,
  body: { success: true, users, total, totalIsLowerBound },
});

/** The value after the 'Papel' term of an event's card. */
const roleOf = (card: HTMLElement | undefined) =>
  card && within(card).getByText('Papel').nextElementSibling?.textContent;

const renderPage = (url = '/users') =>
  renderRoute(<UsersPage />, { path: '/users', url });

beforeEach(signIn);
afterEach(closeAlerts);

describe('UsersPage', () => {
  it('lists users with the date as dd/mm/yyyy hh:mm:ss and asks for 20 per page', async () => {
    const api = installFakeApi({
      'GET /api/admin/users': list([
        makeUser(7, { active: false, status: 'INACTIVE' }),
      ]),
    });
    renderPage();

    const row = (
      await screen.findByRole('cell', { name: 'user7@example.com' })
    ).closest('tr');
    expect(row).not.toBeNull();
    expect(
      within(row as HTMLElement).getByText('Nome7 Sobrenome7'),
    ).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('Inativo')).toBeInTheDocument();
    expect(
      within(row as HTMLElement).getByText('04/03/2025 12:06:07'),
    ).toBeInTheDocument();
    const [query] = queriesTo(api.fetchMock, '/api/admin/users');
    expect(query?.get('limit')).toBe('20');
    expect(query?.get('page')).toBe('1');
  });

  it("says 'Nenhum dado disponível na tabela' when no user matches", async () => {
    installFakeApi({ 'GET /api/admin/users': list([]) });
    renderPage();
    expect(
      await screen.findByText('Nenhum dado disponível na tabela'),
    ).toBeInTheDocument();
  });

  it('counts pages as total ÷ 20 rounded up and asks for the chosen page', async () => {
    const api = installFakeApi({
      'GET /api/admin/users': list([makeUser(1)], 41),
    });
    renderPage();

    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Página 3' }));

    expect(await screen.findByText('Página 3 de 3')).toBeInTheDocument();
    expect(
      queriesTo(api.fetchMock, '/api/admin/users').at(-1)?.get('page'),
    ).toBe('3');
    expect(screen.getByTestId('location')).toHaveTextContent('/users?page=3');
  });

  it('says how many users match', async () => {
    installFakeApi({ 'GET /api/admin/users': list([makeUser(1)], 41) });
    renderPage();
    expect(await screen.findByText('41 usuários')).toBeInTheDocument();
  });

  it("says 'Mais de 1.000 usuários' and lets the pager go on when the api counted only up to 1,000", async () => {
    const api = installFakeApi({
      'GET /api/admin/users': list([makeUser(1)], 1000, true),
    });
    renderPage('/users?page=50');

    expect(
      await screen.findByText('Mais de 1.000 usuários'),
    ).toBeInTheDocument();
    expect(screen.getByText('Página 50 de mais de 50')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    await waitFor(() =>
      expect(
        queriesTo(api.fetchMock, '/api/admin/users').at(-1)?.get('page'),
      ).toBe('51'),
    );
  });

  it('filters by name, e-mail and phone from the collapsible filter, back on page 1', async () => {
    const api = installFakeApi({
      'GET /api/admin/users': list([makeUser(1)], 50),
    });
    renderPage('/users?page=2');
    await screen.findByText('Página 2 de 3');

    await userEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    await userEvent.type(screen.getByLabelText('Nome'), 'Ana');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@');
    await userEvent.type(screen.getByLabelText('Telefone'), '9876');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));

    await waitFor(() =>
      expect(
        queriesTo(api.fetchMock, '/api/admin/users').at(-1)?.toString(),
      ).toBe('name=Ana&email=ana%40&phoneNumber=9876&page=1&limit=20'),
    );
  });

  it("shows the server's message, else 'Erro ao recuperar informações do evento.'", async () => {
    installFakeApi({
      'GET /api/admin/users': { status: 500, body: { success: false } },
    });
    renderPage();
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Erro ao recuperar informações do evento.',
    );
  });

  it("opens the user's events with title, subtitle, the user's role, creation date, location and description", async () => {
    installFakeApi({
      'GET /api/admin/users': list([makeUser(3)]),
      'GET /api/admin/user-events/3': {
        status: 200,
        body: {
          success: true,
          events: [
            {
              id: 9,
              title: 'Casamento Ana e Leo',
              subtitle: 'Nosso grande dia',
              createdAt: '2025-01-02T03:04:05.000Z',
              location: 'Espaço Jardim',
              description: 'Venha celebrar',
              role: 'owner',
            },
            {
              id: 4,
              title: 'Aniversário da Bia',
              subtitle: '30 anos',
              createdAt: '2024-05-06T12:00:00.000Z',
              location: null,
              description: '',
              role: 'cohost',
            },
          ],
        },
      },
    });
    renderPage();

    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Eventos do usuário Nome3 Sobrenome3',
      }),
    );

    const dialog = await screen.findByRole('dialog', {
      name: 'Eventos de Nome3 Sobrenome3',
    });
    expect(
      await within(dialog).findByText('Casamento Ana e Leo'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Nosso grande dia')).toBeInTheDocument();
    expect(within(dialog).getByText('02/01/2025 00:04:05')).toBeInTheDocument();
    expect(within(dialog).getByText('Espaço Jardim')).toBeInTheDocument();
    expect(within(dialog).getByText('Venha celebrar')).toBeInTheDocument();
    const [owned, shared] = within(dialog).getAllByRole('listitem');
    expect(roleOf(owned)).toBe('Titular');
    expect(roleOf(shared)).toBe('Coanfitrião');
  });
});

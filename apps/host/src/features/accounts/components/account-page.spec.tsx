import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { AccountPage } from './account-page';

const thisPhone = {
  id: 41,
  device: 'Chrome no Android',
  createdAt: '2026-05-02T12:00:00.000Z',
  lastUsedAt: '2026-05-04T09:30:00.000Z',
  current: true,
};
const iphone = {
  id: 38,
  device: 'Safari no iPhone',
  createdAt: '2026-04-20T18:00:00.000Z',
  lastUsedAt: '2026-05-01T22:10:00.000Z',
  current: false,
};
const laptop = {
  id: 35,
  device: 'Firefox no Windows',
  createdAt: '2026-04-01T11:00:00.000Z',
  lastUsedAt: '2026-04-30T14:45:00.000Z',
  current: false,
};

const noPendingEmail = {
  'GET /api/users/me/email-change': {
    status: 200,
    body: { success: true, pending: null },
  },
};

const listOf = (...sessions: object[]) => ({
  status: 200,
  body: { success: true, sessions },
});

const table = () =>
  screen.findByRole('table', { name: 'Aparelhos com a sua conta aberta' });

const confirmDialog = () => screen.findByRole('dialog', { name: /\?$/ });

beforeEach(() => localStorage.clear());
afterEach(closeAlerts);

describe('AccountPage', () => {
  it("shows the account and the devices it is signed in on, this one marked and first, in Brasília's time", async () => {
    installFakeApi({
      ...noPendingEmail,
      'GET /api/users/sessions': listOf(thisPhone, iphone, laptop),
    });
    renderSignedIn(<AccountPage />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Minha conta' }),
    ).toBeVisible();
    expect(screen.getAllByText('ana@example.com')[0]).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Aparelhos conectados' }),
    ).toBeVisible();
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Chrome no AndroidEste aparelho02/05/2026 09:00:0004/05/2026 06:30:00—',
      'Safari no iPhone20/04/2026 15:00:0001/05/2026 19:10:00Desconectar',
      'Firefox no Windows01/04/2026 08:00:0030/04/2026 11:45:00Desconectar',
    ]);
    expect(
      screen.getByRole('button', { name: 'Sair de todos os aparelhos' }),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Redefinir minha senha' }),
    ).toHaveAttribute('href', '/forgot-password');
    expect(
      screen.getByRole('link', {
        name: 'Baixar meus dados ou encerrar a conta',
      }),
    ).toHaveAttribute('href', '/account/data');
  });

  it('signs another device out after a confirmation, and reads the list again', async () => {
    const api = installFakeApi({
      ...noPendingEmail,
      'GET /api/users/sessions': [
        listOf(thisPhone, iphone, laptop),
        listOf(thisPhone, laptop),
      ],
      'DELETE /api/users/sessions/38': {
        status: 200,
        body: {
          success: true,
          message:
            'Aparelho desconectado. Ele precisará entrar de novo com a senha.',
        },
      },
    });
    renderSignedIn(<AccountPage />);

    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Desconectar Safari no iPhone (último uso em 01/05/2026 19:10:00)',
      }),
    );
    const dialog = await confirmDialog();
    expect(dialog).toHaveAccessibleName('Desconectar aparelho?');
    expect(dialog).toHaveTextContent(
      'Safari no iPhone precisará entrar de novo com a senha.',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Desconectar' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent(
      'Aparelho desconectado. Ele precisará entrar de novo com a senha.',
    );
    await waitFor(() =>
      expect(screen.queryByText('Safari no iPhone')).not.toBeInTheDocument(),
    );
    expect(
      api.requests.filter((request) => request.method === 'DELETE'),
    ).toEqual([expect.objectContaining({ path: '/api/users/sessions/38' })]);
  });

  it("'Sair de todos os aparelhos' signs every other device out, after saying this one stays", async () => {
    const api = installFakeApi({
      ...noPendingEmail,
      'GET /api/users/sessions': [
        listOf(thisPhone, iphone, laptop),
        listOf(thisPhone),
      ],
      'DELETE /api/users/sessions': {
        status: 200,
        body: {
          success: true,
          message: '2 aparelhos foram desconectados. Este continua conectado.',
          ended: 2,
        },
      },
    });
    renderSignedIn(<AccountPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Sair de todos os aparelhos' }),
    );
    const dialog = await confirmDialog();
    expect(dialog).toHaveAccessibleName('Sair de todos os outros aparelhos?');
    expect(dialog).toHaveTextContent(
      'Todos os outros aparelhos precisarão entrar de novo com a senha. Este aparelho continua conectado.',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Sair de todos' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent(
      '2 aparelhos foram desconectados. Este continua conectado.',
    );
    expect(
      await screen.findByText('Só este aparelho está conectado.'),
    ).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Sair de todos os aparelhos' }),
    ).not.toBeInTheDocument();
    expect(
      api.requests.filter((request) => request.method === 'DELETE'),
    ).toEqual([expect.objectContaining({ path: '/api/users/sessions' })]);
  });

  it('asks nothing of the api when the confirmation is cancelled', async () => {
    const api = installFakeApi({
      ...noPendingEmail,
      'GET /api/users/sessions': listOf(thisPhone, iphone),
    });
    renderSignedIn(<AccountPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Sair de todos os aparelhos' }),
    );
    await userEvent.click(
      within(await confirmDialog()).getByRole('button', { name: 'Cancelar' }),
    );

    await waitFor(() =>
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
    );
    expect(
      api.requests.filter((request) => request.method === 'DELETE'),
    ).toEqual([]);
  });

  it("shows the api's refusal in the 'Erro!' popup", async () => {
    installFakeApi({
      ...noPendingEmail,
      'GET /api/users/sessions': listOf(thisPhone, iphone),
      'DELETE /api/users/sessions/38': {
        status: 404,
        body: {
          success: false,
          code: 'NOT_FOUND',
          message: 'Sessão não encontrada.',
        },
      },
    });
    renderSignedIn(<AccountPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: /^Desconectar Safari/ }),
    );
    await userEvent.click(
      within(await confirmDialog()).getByRole('button', {
        name: 'Desconectar',
      }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Sessão não encontrada.');
  });

  it('says so when the list cannot be loaded', async () => {
    installFakeApi({
      ...noPendingEmail,
      'GET /api/users/sessions': { status: 500, body: { success: false } },
    });
    renderSignedIn(<AccountPage />);

    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao carregar os aparelhos conectados.');
  });
});

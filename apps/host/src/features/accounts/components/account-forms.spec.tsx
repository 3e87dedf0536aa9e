import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { AccountPage } from './account-page';

const noPendingEmail = {
  'GET /api/users/me/email-change': {
    status: 200,
    body: { success: true, pending: null },
  },
};
const noDevices = {
  'GET /api/users/sessions': {
    status: 200,
    body: { success: true, sessions: [] },
  },
};

const section = (name: string) => screen.getByRole('region', { name });
const successDialog = () => screen.findByRole('dialog', { name: 'Sucesso!' });

beforeEach(() => localStorage.clear());
afterEach(closeAlerts);

describe("'Minha conta': Dados pessoais", () => {
  it('shows the name and phone and refuses a malformed phone in pt-BR without calling the api', async () => {
    const api = installFakeApi({ ...noPendingEmail, ...noDevices });
    renderSignedIn(<AccountPage />);
    const form = within(section('Dados pessoais'));
    expect(form.getByLabelText('Nome')).toHaveValue('Ana');
    expect(form.getByLabelText('Sobrenome')).toHaveValue('Souza');
    expect(form.getByLabelText('Telefone')).toHaveValue('(11) 98765-4321');

    await userEvent.clear(form.getByLabelText('Telefone'));
    await userEvent.type(form.getByLabelText('Telefone'), '1198');
    await userEvent.clear(form.getByLabelText('Nome'));
    await userEvent.click(form.getByRole('button', { name: 'Salvar dados' }));

    expect(
      await form.findByText('* Formato de telefone inválido'),
    ).toBeVisible();
    expect(form.getByText('* Campo obrigatório')).toBeVisible();
    expect(api.requests.filter((request) => request.method === 'PUT')).toEqual(
      [],
    );
  });

  it('saves the name and phone and shows the new name at once', async () => {
    const api = installFakeApi({
      ...noPendingEmail,
      ...noDevices,
      'PUT /api/users/me/profile': {
        status: 200,
        body: {
          success: true,
          message: 'Dados salvos.',
          user: {
            id: 7,
            first_name: 'Ana Paula',
            last_name: 'Souza',
            email: 'ana@example.com',
            phone_number: '(21) 3456-7890',
          },
        },
      },
    });
    renderSignedIn(<AccountPage />);
    const form = within(section('Dados pessoais'));
    await userEvent.type(form.getByLabelText('Nome'), ' Paula');
    await userEvent.clear(form.getByLabelText('Telefone'));
    await userEvent.type(form.getByLabelText('Telefone'), '2134567890');
    await userEvent.click(form.getByRole('button', { name: 'Salvar dados' }));

    expect(await successDialog()).toHaveTextContent('Dados salvos.');
    expect(
      api.requests.find((request) => request.method === 'PUT'),
    ).toMatchObject({
      path: '/api/users/me/profile',
      body: {
        firstName: 'Ana Paula',
        lastName: 'Souza',
        phoneNumber: '(21) 3456-7890',
      },
    });
    expect(screen.getByText(/Ana Paula Souza/)).toBeVisible();
  });
});

describe("'Minha conta': Senha", () => {
  const fill = async (current: string, next: string, again = next) => {
    const form = within(section('Senha'));
    await userEvent.type(form.getByLabelText('Senha atual'), current);
    await userEvent.type(form.getByLabelText('Nova senha'), next);
    await userEvent.type(form.getByLabelText('Confirme a nova senha'), again);
    await userEvent.click(form.getByRole('button', { name: 'Alterar senha' }));
    return form;
  };

  it("applies the registration's rules in pt-BR before calling the api", async () => {
    const api = installFakeApi({ ...noPendingEmail, ...noDevices });
    renderSignedIn(<AccountPage />);
    const form = await fill('senha1234', 'curta1', 'outra1');
    expect(
      await form.findByText(
        '* A senha precisa ter no mínimo 8 caracteres, pelo menos uma letra e um número.',
      ),
    ).toBeVisible();
    expect(form.getByText('* As senhas não coincidem')).toBeVisible();
    expect(api.requests.filter((request) => request.method === 'PUT')).toEqual(
      [],
    );
  });

  it("shows a wrong current password under 'Senha atual'", async () => {
    installFakeApi({
      ...noPendingEmail,
      ...noDevices,
      'PUT /api/users/me/password': {
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION',
          message: 'Senha incorreta.',
          fieldErrors: { currentPassword: ['Senha incorreta.'] },
        },
      },
    });
    renderSignedIn(<AccountPage />);
    const form = await fill('errada123', 'NovaSenha99');
    expect(await form.findByText('Senha incorreta.')).toBeVisible();
    expect(form.getByLabelText('Senha atual')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('changes the password, says the other devices were signed out and empties the form', async () => {
    const api = installFakeApi({
      ...noPendingEmail,
      ...noDevices,
      'PUT /api/users/me/password': {
        status: 200,
        body: {
          success: true,
          message:
            'Senha alterada. Os outros aparelhos foram desconectados; este continua conectado.',
          endedSessions: 2,
        },
      },
    });
    renderSignedIn(<AccountPage />);
    const form = await fill('senha1234', 'NovaSenha99');
    expect(await successDialog()).toHaveTextContent(
      'Senha alterada. Os outros aparelhos foram desconectados; este continua conectado.',
    );
    expect(
      api.requests.find((request) => request.method === 'PUT'),
    ).toMatchObject({
      body: {
        currentPassword: 'senha1234',
        password: 'NovaSenha99',
        confirmPassword: 'NovaSenha99',
      },
    });
    await waitFor(() =>
      expect(form.getByLabelText('Senha atual')).toHaveValue(''),
    );
  });
});

describe("'Minha conta': E-mail", () => {
  const ask = async (email: string) => {
    const form = within(section('E-mail'));
    await userEvent.type(form.getByLabelText('Novo e-mail'), email);
    await userEvent.type(form.getByLabelText('Senha atual'), 'senha1234');
    await userEvent.click(
      form.getByRole('button', { name: 'Enviar link de confirmação' }),
    );
    return form;
  };

  it('shows an address already in use under the new e-mail', async () => {
    installFakeApi({
      ...noPendingEmail,
      ...noDevices,
      'POST /api/users/me/email-change': {
        status: 409,
        body: {
          success: false,
          code: 'CONFLICT',
          message: 'Este e-mail já está cadastrado.',
          fieldErrors: { email: ['Este e-mail já está cadastrado.'] },
        },
      },
    });
    renderSignedIn(<AccountPage />);
    const form = await ask('leo@example.com');
    expect(
      await form.findByText('Este e-mail já está cadastrado.'),
    ).toBeVisible();
  });

  it('sends the link and shows the change waiting for it, the current e-mail still in use', async () => {
    const api = installFakeApi({
      ...noPendingEmail,
      ...noDevices,
      'POST /api/users/me/email-change': {
        status: 200,
        body: {
          success: true,
          message:
            'Enviamos um link para nova@example.com. Abra-o para confirmar o novo e-mail; até lá, continue entrando com o e-mail atual.',
          pending: {
            email: 'nova@example.com',
            expiresAt: '2026-05-05T15:00:00.000Z',
          },
        },
      },
    });
    renderSignedIn(<AccountPage />);
    const form = await ask('Nova@Example.com');

    const dialog = await successDialog();
    expect(dialog).toHaveTextContent('Enviamos um link para nova@example.com.');
    await userEvent.click(within(dialog).getByRole('button'));
    expect(
      api.requests.find((request) => request.method === 'POST'),
    ).toMatchObject({
      path: '/api/users/me/email-change',
      body: { email: 'nova@example.com', currentPassword: 'senha1234' },
    });
    expect(await form.findByRole('status')).toHaveTextContent(
      'Aguardando a confirmação de nova@example.com. O link enviado para esse endereço vale até 05/05/2026 12:00:00.',
    );
    expect(form.getByText('ana@example.com')).toBeVisible();
  });

  it('shows on open a change still waiting for its link', async () => {
    installFakeApi({
      ...noDevices,
      'GET /api/users/me/email-change': {
        status: 200,
        body: {
          success: true,
          pending: {
            email: 'nova@example.com',
            expiresAt: '2026-05-05T15:00:00.000Z',
          },
        },
      },
    });
    renderSignedIn(<AccountPage />);
    expect(
      await within(section('E-mail')).findByRole('status'),
    ).toHaveTextContent('Aguardando a confirmação de nova@example.com.');
  });
});

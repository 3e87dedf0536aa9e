import {
  closeAlerts,
  installFakeApi,
  renderWithQueryClient,
} from '@celebra/web-testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from './login-form';

const renderForm = () => renderWithQueryClient(<LoginForm />);
const email = () => screen.getByLabelText('E-mail');
const password = () => screen.getByLabelText('Senha');
const submit = () =>
  userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

beforeEach(() => localStorage.clear());
afterEach(closeAlerts);

describe('admin LoginForm', () => {
  it('says "E-mail inválido" while a malformed e-mail is typed', async () => {
    installFakeApi({});
    renderForm();

    await userEvent.type(email(), 'admin@celebra');

    expect(await screen.findByText('* E-mail inválido')).toBeInTheDocument();
    expect(
      screen.queryByText('* Formato de e-mail inválido'),
    ).not.toBeInTheDocument();
  });

  it('clears the message once the typed e-mail is well formed', async () => {
    installFakeApi({});
    renderForm();

    await userEvent.type(email(), 'admin@celebra');
    await screen.findByText('* E-mail inválido');
    await userEvent.type(email(), '.dev');

    expect(screen.queryByText('* E-mail inválido')).not.toBeInTheDocument();
    expect(email()).not.toHaveAttribute('aria-invalid');
  });

  it('says "Formato de e-mail inválido" on submit and asks to fill the data correctly', async () => {
    const api = installFakeApi({});
    renderForm();

    await userEvent.type(email(), 'admin@celebra.c');
    await userEvent.type(password(), 'Admin1234');
    await submit();

    expect(
      await screen.findByText('* Formato de e-mail inválido'),
    ).toBeInTheDocument();
    expect(screen.queryByText('* E-mail inválido')).not.toBeInTheDocument();
    const alert = await screen.findByRole('dialog');
    expect(alert).toHaveAccessibleName('Atenção!');
    expect(alert).toHaveTextContent('Preencha os dados corretamente!');
    expect(api.requests).toHaveLength(0);
  });

  it('asks for both fields when submitted empty', async () => {
    installFakeApi({});
    renderForm();

    await submit();

    expect(await screen.findByText('* Campo obrigatório')).toBeInTheDocument();
    expect(screen.getByText('* Senha inválida')).toBeInTheDocument();
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Preencha os dados corretamente!',
    );
  });

  it('shows the server message in a Login alert when sign-in fails', async () => {
    installFakeApi({
      'POST /api/admin/login': {
        status: 401,
        body: { success: false, message: 'E-mail ou senha inválidos.' },
      },
    });
    renderForm();

    await userEvent.type(email(), 'admin@celebra.dev');
    await userEvent.type(password(), 'errada');
    await submit();

    const alert = await screen.findByRole('dialog');
    expect(alert).toHaveAccessibleName('Login');
    expect(alert).toHaveTextContent('E-mail ou senha inválidos.');
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it.each([
    [
      'the token',
      { success: true, message: 'ok', admin: { id: 1, firstName: 'Marina' } },
    ],
    [
      'the admin id',
      {
        success: true,
        message: 'ok',
        token: 't',
        admin: { firstName: 'Marina' },
      },
    ],
  ])(
    'says "Erro ao fazer login!" and stores nothing when the answer lacks %s',
    async (_what, body) => {
      installFakeApi({ 'POST /api/admin/login': { status: 200, body } });
      renderForm();

      await userEvent.type(email(), 'admin@celebra.dev');
      await userEvent.type(password(), 'Admin1234');
      await submit();

      expect(await screen.findByRole('dialog')).toHaveTextContent(
        'Erro ao fazer login!',
      );
      expect(localStorage.getItem('adminToken')).toBeNull();
      expect(localStorage.getItem('adminId')).toBeNull();
    },
  );
});

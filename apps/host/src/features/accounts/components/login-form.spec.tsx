import {
  closeAlerts,
  installFakeApi,
  renderWithQueryClient,
} from '@celebra/web-testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from './login-form';

const renderForm = () => renderWithQueryClient(<LoginForm />);

const submit = () =>
  userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

beforeEach(() => localStorage.clear());
afterEach(closeAlerts);

describe('LoginForm', () => {
  it('asks for both fields and warns without calling the api', async () => {
    const api = installFakeApi({});
    renderForm();

    await submit();

    expect(await screen.findByText('* Campo obrigatório')).toBeInTheDocument();
    expect(screen.getByText('* Senha inválida')).toBeInTheDocument();
    const alert = await screen.findByRole('dialog');
    expect(alert).toHaveAccessibleName('Atenção!');
    expect(
      within(alert).getByText('Preencha os dados corretamente!'),
    ).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('rejects a malformed e-mail', async () => {
    installFakeApi({});
    renderForm();

    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@exemplo');
    await userEvent.type(screen.getByLabelText('Senha'), 'segredo123');
    await submit();

    expect(
      await screen.findByText('* Formato de e-mail inválido'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.queryByText('* Senha inválida')).not.toBeInTheDocument();
  });

  it('shows the server message in a Login alert and stores nothing when sign-in fails', async () => {
    const api = installFakeApi({
      'POST /api/users/login': {
        status: 401,
        body: { success: false, message: 'E-mail ou senha inválidos.' },
      },
    });
    renderForm();

    await userEvent.type(screen.getByLabelText('E-mail'), 'demo@celebra.dev');
    await userEvent.type(screen.getByLabelText('Senha'), 'errada123');
    await submit();

    const alert = await screen.findByRole('dialog');
    expect(alert).toHaveAccessibleName('Login');
    expect(
      within(alert).getByText('E-mail ou senha inválidos.'),
    ).toBeInTheDocument();
    expect(api.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/users/login',
        body: { email: 'demo@celebra.dev', password: 'errada123' },
      }),
    ]);
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
  });

  it('stores userToken and userId after a successful sign-in', async () => {
    installFakeApi({
      'POST /api/users/login': {
        status: 200,
        body: {
          success: true,
          message: 'Login realizado com sucesso.',
          token: 'tok-9',
          id: 9,
        },
      },
    });
    renderForm();

    await userEvent.type(screen.getByLabelText('E-mail'), 'Demo@Celebra.dev ');
    await userEvent.type(screen.getByLabelText('Senha'), 'Demo1234');
    await submit();

    await screen.findByRole('button', { name: 'Entrar' });
    expect(localStorage.getItem('userToken')).toBe('tok-9');
    expect(localStorage.getItem('userId')).toBe('9');
  });
});

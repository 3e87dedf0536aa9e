import { installFakeApi, renderWithQueryClient } from '@celebra/web-testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { ResetPasswordPage } from './reset-password-page';

const REQUESTED =
  'Se este e-mail estiver cadastrado, enviaremos um link para redefinir a senha.';
const INVALID_LINK =
  'Este link para redefinir a senha é inválido, expirou ou já foi usado. Peça um novo link.';
const token = 'T'.repeat(43);

/** The host app's signed-out pages around the reset screens, at `path`. */
const renderAt = (path: string) =>
  renderWithQueryClient(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => localStorage.clear());

describe('Esqueci minha senha', () => {
  it('is linked from the login page', async () => {
    renderAt('/login');
    await userEvent.click(
      screen.getByRole('link', { name: 'Esqueci minha senha' }),
    );
    expect(
      screen.getByRole('heading', { name: 'Redefinir senha' }),
    ).toBeInTheDocument();
  });

  it('opens with the e-mail typed on the login screen', async () => {
    renderAt('/login');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com');
    await userEvent.click(
      screen.getByRole('link', { name: 'Esqueci minha senha' }),
    );
    expect(
      screen.getByRole('heading', { name: 'Redefinir senha' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@exemplo.com');
  });

  it('checks the e-mail before calling the api', async () => {
    const api = installFakeApi({});
    renderAt('/forgot-password');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@exemplo');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(
      await screen.findByText('* Formato de e-mail inválido'),
    ).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it("sends the e-mail and shows the api's answer in place of the form", async () => {
    const api = installFakeApi({
      'POST /api/users/password-reset': {
        status: 200,
        body: { success: true, message: REQUESTED },
      },
    });
    renderAt('/forgot-password');
    await userEvent.type(screen.getByLabelText('E-mail'), 'Ana@Exemplo.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(REQUESTED);
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
    expect(api.requests).toEqual([
      expect.objectContaining({
        path: '/api/users/password-reset',
        body: { email: 'ana@exemplo.com' },
      }),
    ]);
  });

  it('shows the limit message and keeps the form', async () => {
    const message =
      'Muitos pedidos de redefinição de senha. Aguarde alguns minutos e tente novamente.';
    installFakeApi({
      'POST /api/users/password-reset': {
        status: 429,
        body: { success: false, code: 'RATE_LIMITED', message },
      },
    });
    renderAt('/forgot-password');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
  });
});

const usableLink = {
  'GET /api/users/password-reset/validate': {
    status: 200,
    body: { success: true },
  },
};
const refusedLink = {
  status: 400,
  body: {
    success: false,
    code: 'VALIDATION',
    message: INVALID_LINK,
    fieldErrors: { token: [INVALID_LINK] },
  },
};

describe('reset page', () => {
  const fill = async (password: string, confirmation = password) => {
    await userEvent.type(await screen.findByLabelText('Nova senha'), password);
    await userEvent.type(
      screen.getByLabelText('Confirme a nova senha'),
      confirmation,
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Salvar nova senha' }),
    );
  };

  it('says at once that a used, expired or unknown link cannot be used, without the form', async () => {
    const api = installFakeApi({
      'GET /api/users/password-reset/validate': refusedLink,
    });
    renderAt(`/reset-password?token=${token}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(screen.queryByLabelText('Nova senha')).not.toBeInTheDocument();
    expect(api.requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/api/users/password-reset/validate',
      }),
    ]);
    expect(api.fetchMock.mock.calls[0]?.[0]).toContain(`token=${token}`);
    await userEvent.click(
      screen.getByRole('link', { name: 'Pedir um novo link' }),
    );
    expect(
      screen.getByRole('heading', { name: 'Redefinir senha' }),
    ).toBeInTheDocument();
  });

  it('shows the form when the check fails for another reason', async () => {
    installFakeApi({
      'GET /api/users/password-reset/validate': { status: 503 },
    });
    renderAt(`/reset-password?token=${token}`);
    expect(await screen.findByLabelText('Nova senha')).toBeInTheDocument();
  });

  it('applies the registration password rules before calling the api', async () => {
    const api = installFakeApi(usableLink);
    renderAt(`/reset-password?token=${token}`);
    await fill('curta1');
    expect(
      await screen.findByText(
        '* A senha precisa ter no mínimo 8 caracteres, pelo menos uma letra e um número.',
      ),
    ).toBeInTheDocument();
    expect(api.requests.map((request) => request.method)).toEqual(['GET']);
  });

  it('sends the token and the new password, then leads to the login', async () => {
    const api = installFakeApi({
      ...usableLink,
      'POST /api/users/password-reset/confirm': {
        status: 200,
        body: {
          success: true,
          message: 'Senha redefinida com sucesso. Entre com a nova senha.',
        },
      },
    });
    renderAt(`/reset-password?token=${token}`);
    await fill('NovaSenha99');

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Senha redefinida com sucesso. Entre com a nova senha.',
    );
    expect(api.requests[1]).toMatchObject({
      path: '/api/users/password-reset/confirm',
      body: { token, password: 'NovaSenha99', confirmPassword: 'NovaSenha99' },
    });
    await userEvent.click(
      screen.getByRole('link', { name: 'Ir para o login' }),
    );
    expect(
      screen.getByRole('heading', { name: 'Área do anfitrião' }),
    ).toBeInTheDocument();
  });

  it('shows a link refused on confirming (used meanwhile) and offers to ask again', async () => {
    installFakeApi({
      ...usableLink,
      'POST /api/users/password-reset/confirm': refusedLink,
    });
    renderAt(`/reset-password?token=${token}`);
    await fill('NovaSenha99');

    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(screen.queryByLabelText('Nova senha')).not.toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('link', { name: 'Pedir um novo link' }),
    );
    expect(
      screen.getByRole('heading', { name: 'Redefinir senha' }),
    ).toBeInTheDocument();
  });

  it('says at once that a link without a token is invalid', () => {
    renderAt('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(
      screen.getByRole('link', { name: 'Pedir um novo link' }),
    ).toBeInTheDocument();
  });
});

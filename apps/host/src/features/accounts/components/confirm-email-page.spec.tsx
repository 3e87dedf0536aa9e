import { installFakeApi, renderWithQueryClient } from '@celebra/web-testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ConfirmEmailPage } from './confirm-email-page';
import { LoginPage } from './login-page';

const INVALID_LINK =
  'Este link para confirmar o e-mail é inválido, expirou ou já foi usado. Peça a troca de novo em Minha conta.';
const token = 'E'.repeat(43);

const renderAt = (path: string) =>
  renderWithQueryClient(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/confirm-email" element={<ConfirmEmailPage />} />
      </Routes>
    </MemoryRouter>,
  );

const confirm = () =>
  userEvent.click(
    screen.getByRole('button', { name: 'Confirmar novo e-mail' }),
  );

beforeEach(() => localStorage.clear());

describe('/confirm-email', () => {
  it('confirms the new e-mail with the token, once asked, then leads to the login', async () => {
    const api = installFakeApi({
      'POST /api/users/email-change/confirm': {
        status: 200,
        body: {
          success: true,
          message:
            'E-mail alterado. A partir de agora, entre com nova@example.com.',
          email: 'nova@example.com',
        },
      },
    });
    renderAt(`/confirm-email?token=${token}`);
    expect(api.requests).toEqual([]);
    await confirm();

    expect(await screen.findByRole('status')).toHaveTextContent(
      'E-mail alterado. A partir de agora, entre com nova@example.com.',
    );
    expect(api.requests).toEqual([
      expect.objectContaining({
        path: '/api/users/email-change/confirm',
        body: { token },
      }),
    ]);
    await userEvent.click(
      screen.getByRole('link', { name: 'Ir para o login' }),
    );
    expect(
      screen.getByRole('heading', { name: 'Área do anfitrião' }),
    ).toBeInTheDocument();
  });

  it('says a used or expired link cannot be used, without the button', async () => {
    installFakeApi({
      'POST /api/users/email-change/confirm': {
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION',
          message: INVALID_LINK,
          fieldErrors: { token: [INVALID_LINK] },
        },
      },
    });
    renderAt(`/confirm-email?token=${token}`);
    await confirm();

    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(
      screen.queryByRole('button', { name: 'Confirmar novo e-mail' }),
    ).not.toBeInTheDocument();
  });

  it('refuses a link without a token before any call', () => {
    const api = installFakeApi({});
    renderAt('/confirm-email');
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(api.requests).toEqual([]);
  });
});

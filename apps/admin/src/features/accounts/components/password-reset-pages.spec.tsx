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
const token = 'A'.repeat(43);

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

describe('back office password reset', () => {
  it("asks for a link from the login page through the administrators' call", async () => {
    const api = installFakeApi({
      'POST /api/admin/password-reset': {
        status: 200,
        body: { success: true, message: REQUESTED },
      },
    });
    renderAt('/login');
    await userEvent.click(
      screen.getByRole('link', { name: 'Esqueci minha senha' }),
    );
    await userEvent.type(screen.getByLabelText('E-mail'), 'admin@celebra.dev');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(REQUESTED);
    expect(api.requests).toEqual([
      expect.objectContaining({
        path: '/api/admin/password-reset',
        body: { email: 'admin@celebra.dev' },
      }),
    ]);
  });

  it("refuses a used link as the page opens, through the administrators' check", async () => {
    const api = installFakeApi({
      'GET /api/admin/password-reset/validate': {
        status: 400,
        body: {
          success: false,
          message: INVALID_LINK,
          fieldErrors: { token: [INVALID_LINK] },
        },
      },
    });
    renderAt(`/reset-password?token=${token}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(screen.queryByLabelText('Nova senha')).not.toBeInTheDocument();
    expect(api.requests).toEqual([
      expect.objectContaining({ path: '/api/admin/password-reset/validate' }),
    ]);
  });

  it('checks the confirmation, then sets the new password with the token', async () => {
    const api = installFakeApi({
      'GET /api/admin/password-reset/validate': {
        status: 200,
        body: { success: true },
      },
      'POST /api/admin/password-reset/confirm': [
        {
          status: 400,
          body: {
            success: false,
            message: INVALID_LINK,
            fieldErrors: { token: [INVALID_LINK] },
          },
        },
      ],
    });
    renderAt(`/reset-password?token=${token}`);
    await userEvent.type(
      await screen.findByLabelText('Nova senha'),
      'Painel2025',
    );
    await userEvent.type(
      screen.getByLabelText('Confirme a nova senha'),
      'Painel2026',
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Salvar nova senha' }),
    );
    expect(
      await screen.findByText('* As senhas não coincidem'),
    ).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);

    await userEvent.clear(screen.getByLabelText('Confirme a nova senha'));
    await userEvent.type(
      screen.getByLabelText('Confirme a nova senha'),
      'Painel2025',
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Salvar nova senha' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(api.requests[1]).toMatchObject({
      path: '/api/admin/password-reset/confirm',
      body: { token, password: 'Painel2025', confirmPassword: 'Painel2025' },
    });
    expect(
      screen.getByRole('link', { name: 'Pedir um novo link' }),
    ).toHaveAttribute('href', '/forgot-password');
  });
});

import type { InvitationStatus, MeResponse } from '@celebra/contracts';
import {
  closeAlerts,
  createTestQueryClient,
  installFakeApi,
} from '@celebra/web-testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { currentUserQueryOptions } from '../../../lib/auth/current-user-query';
import { demoSession, sharedEvent, signIn } from '../../../testing/fixtures';
import { InvitationPage } from './invitation-page';

const token = 'abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE';
const invitationPath = `/api/invitations/${token}`;

const invitation = (status: InvitationStatus = 'pending') => ({
  status: 200,
  body: {
    success: true,
    invitation: {
      eventTitle: 'Chá da Bia',
      invitedBy: 'Bia',
      role: 'cohost',
      email: 'l***@example.com',
      status,
      expiresAt: '2026-11-12T15:00:00.000Z',
    },
  },
});

/** The page at /convite/<token>, signed in (with `session`) or not. */
const openInvitation = (session?: MeResponse) => {
  const queryClient = createTestQueryClient();
  if (session) {
    signIn();
    queryClient.setQueryData(currentUserQueryOptions().queryKey, session);
  }
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/convite/${token}`]}>
        <Routes>
          <Route
            path="/convite/:token"
            element={<InvitationPage signedIn={Boolean(session)} />}
          />
          <Route path="/" element={<h1>Início</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

beforeEach(() => localStorage.clear());
afterEach(closeAlerts);

describe('InvitationPage', () => {
  it('tells who invited, to which event and as what, and offers login or a new account when signed out', async () => {
    installFakeApi({ [`GET ${invitationPath}`]: invitation() });
    openInvitation();

    expect(
      await screen.findByRole('heading', { name: 'Você recebeu um convite' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/convidou você para cuidar do evento/),
    ).toHaveTextContent(
      'Bia convidou você para cuidar do evento “Chá da Bia” na Celebra, com o acesso de Coanfitrião.',
    );
    expect(
      screen.getByText('Convite para l***@example.com, válido até 12/11/2026.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/convite/${token}`)}`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(screen.getByLabelText('Nome')).toBeInTheDocument();
    expect(screen.getByLabelText('Telefone')).toBeInTheDocument();
    expect(
      screen.getByText('A conta será criada para l***@example.com.'),
    ).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Criar conta e aceitar' }),
    );
    expect((await screen.findAllByRole('alert')).length).toBeGreaterThanOrEqual(
      3,
    );
  });

  it('accepts when signed in, remembers the event and opens the home page', async () => {
    const joined = {
      ...demoSession,
      events: [...demoSession.events, sharedEvent],
    };
    const api = installFakeApi({
      [`GET ${invitationPath}`]: invitation(),
      [`POST /api/users/invitations/${token}/accept`]: {
        status: 200,
        body: { success: true, message: 'Convite aceito.', event: sharedEvent },
      },
      'GET /api/users/me': { status: 200, body: joined },
    });
    openInvitation(demoSession);

    expect(
      await screen.findByText(
        'Você está conectado como Ana Souza (ana@example.com).',
      ),
    ).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Aceitar convite' }),
    );

    expect(
      await screen.findByRole('heading', { name: 'Início' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('celebra:current-event:7')).toBe('9');
    expect(api.requests.map((request) => request.path)).toContain(
      '/api/users/me',
    );
  });

  it("shows the api's refusal when the invitation can no longer be accepted", async () => {
    installFakeApi({
      [`GET ${invitationPath}`]: [invitation(), invitation('revoked')],
      [`POST /api/users/invitations/${token}/accept`]: {
        status: 410,
        body: {
          success: false,
          code: 'GONE',
          message: 'Este convite foi cancelado. Fale com quem convidou você.',
        },
      },
    });
    openInvitation(demoSession);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Aceitar convite' }),
    );

    const alert = await screen.findByRole('dialog', { name: 'Erro!' });
    expect(alert).toHaveTextContent(
      'Este convite foi cancelado. Fale com quem convidou você.',
    );
    await closeAlerts();
    expect(
      await screen.findByRole('heading', { name: 'Convite cancelado' }),
    ).toBeInTheDocument();
  });

  it.each([
    [
      'expired',
      'Convite expirado',
      /O prazo para aceitar este convite terminou/,
    ],
    [
      'revoked',
      'Convite cancelado',
      /Quem convidou você cancelou este convite/,
    ],
    ['accepted', 'Convite aceito', /Este convite já foi usado/],
  ] as const)('explains a %s invitation', async (status, heading, reason) => {
    installFakeApi({ [`GET ${invitationPath}`]: invitation(status) });
    openInvitation();

    expect(
      await screen.findByRole('heading', { name: heading }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(reason);
    expect(
      screen.queryByRole('button', { name: 'Criar conta' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('says so when the link names no invitation', async () => {
    installFakeApi({
      [`GET ${invitationPath}`]: {
        status: 404,
        body: {
          success: false,
          code: 'NOT_FOUND',
          message: 'Convite não encontrado.',
        },
      },
    });
    openInvitation(demoSession);

    expect(
      await screen.findByRole('heading', { name: 'Convite não encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Convite não encontrado.',
    );
    expect(
      screen.getByRole('link', { name: 'Ir para o início' }),
    ).toHaveAttribute('href', '/');
  });
});

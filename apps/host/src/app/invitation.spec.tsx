import type { MeResponse } from '@celebra/contracts';
import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoEvent, demoSession, sharedEvent } from '../testing/fixtures';
import { App } from './app';

beforeAll(async () => {
  await Promise.all([
    import('./routes/unauthorized-routes'),
    import('./routes/authenticated-routes'),
    import('./routes/home-page'),
    import('../features/members/components/invitation-page'),
  ]);
}, 120_000);

beforeEach(() => localStorage.clear());
afterEach(closeAlerts);

const token = 'abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE';

const ok = (body: object) => ({
  status: 200,
  body: { success: true, ...body },
});

const sharedEventDetails = {
  ...demoEvent,
  id: sharedEvent.id,
  slug: sharedEvent.slug,
  title: sharedEvent.title,
  subtitle: 'Vem aí',
};

/** The invited partner once a member: only the event of the invitation. */
const partnerSession: MeResponse = {
  success: true,
  user: {
    id: 12,
    first_name: 'Leo',
    last_name: 'Lima',
    email: 'leo@example.com',
    phone_number: '(11) 91234-5678',
  },
  event: sharedEventDetails,
  events: [sharedEvent],
};

const invitationCalls = {
  [`GET /api/invitations/${token}`]: ok({
    invitation: {
      eventTitle: 'Chá da Bia',
      invitedBy: 'Bia',
      role: 'cohost',
      email: 'l***@example.com',
      status: 'pending',
      expiresAt: '2026-11-12T15:00:00.000Z',
    },
  }),
  'GET /api/users/events/9/dashboard': ok({
    counts: { confirmedGuests: 0, giftsReceived: 0, messages: 0 },
  }),
  'GET /api/users/events/9/received-gifts/daily': ok({ days: [] }),
  'GET /api/users/events/9/services': ok({
    services: { default: [], turbo: [], contracted: [] },
  }),
  'GET /api/users/events/9/pending-payment-services': ok({
    pendingServices: [],
  }),
};

const openAt = (path: string) => {
  window.history.replaceState(null, '', path);
  render(<App />);
};

describe('an invitation link opened signed out', () => {
  it('creates the account, signs in and opens the event', async () => {
    const api = installFakeApi({
      ...invitationCalls,
      [`POST /api/invitations/${token}/register`]: {
        status: 201,
        body: {
          success: true,
          message: 'Cadastro realizado.',
          token: 'token-leo',
          id: 12,
          event: sharedEvent,
        },
      },
      'GET /api/users/me': { status: 200, body: partnerSession },
    });
    openAt(`/convite/${token}`);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Criar conta' }),
    );
    await userEvent.type(screen.getByLabelText('Nome'), 'Leo');
    await userEvent.type(screen.getByLabelText('Sobrenome'), 'Lima');
    await userEvent.type(screen.getByLabelText('Telefone'), '11912345678');
    await userEvent.type(screen.getByLabelText('Senha'), 'Segredo123');
    await userEvent.type(
      screen.getByLabelText('Confirme a senha'),
      'Segredo123',
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Criar conta e aceitar' }),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chá da Bia' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(localStorage.getItem('userToken')).toBe('token-leo');
    expect(localStorage.getItem('celebra:current-event:12')).toBe('9');
    expect(
      screen.queryByRole('button', { name: /Trocar de evento/ }),
    ).not.toBeInTheDocument();
    expect(
      api.requests.find((request) => request.path.endsWith('/register'))?.body,
    ).toEqual({
      firstName: 'Leo',
      lastName: 'Lima',
      phoneNumber: '(11) 91234-5678',
      password: 'Segredo123',
      confirmPassword: 'Segredo123',
    });
  });

  it('signs in, comes back to the invitation and accepts it', async () => {
    const joined: MeResponse = {
      ...demoSession,
      events: [...demoSession.events, sharedEvent],
    };
    installFakeApi({
      ...invitationCalls,
      'POST /api/users/login': ok({ message: 'ok', token: 'token-123', id: 7 }),
      'GET /api/users/me': [
        { status: 200, body: demoSession },
        { status: 200, body: joined },
      ],
      [`POST /api/users/invitations/${token}/accept`]: ok({
        message: 'Convite aceito.',
        event: sharedEvent,
      }),
      'GET /api/users/event/9': ok({ event: sharedEventDetails }),
    });
    openAt(`/convite/${token}`);

    await userEvent.click(await screen.findByRole('link', { name: 'Entrar' }));
    await userEvent.type(
      await screen.findByLabelText('E-mail'),
      'ana@example.com',
    );
    await userEvent.type(screen.getByLabelText('Senha'), 'Segredo123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Aceitar convite' }),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chá da Bia' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(
      screen.getByRole('button', { name: /Trocar de evento/ }),
    ).toHaveTextContent('Chá da BiaCoanfitrião');
  });
});

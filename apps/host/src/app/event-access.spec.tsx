import type { MeResponse } from '@celebra/contracts';
import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  demoEvent,
  demoSession,
  ownedEvent,
  sessionWith,
  sharedEvent,
  signIn,
} from '../testing/fixtures';
import { App } from './app';

beforeAll(async () => {
  await Promise.all([
    import('./routes/authenticated-routes'),
    import('./routes/home-page'),
    import('../features/money/components/received-gifts-page'),
  ]);
}, 120_000);

beforeEach(() => localStorage.clear());
afterEach(closeAlerts);

const ok = (body: object) => ({
  status: 200,
  body: { success: true, ...body },
});

/** The calls of an event's home and received gifts page. */
const eventCalls = (eventId: number) => ({
  [`GET /api/users/events/${eventId}/dashboard`]: ok({
    counts: { confirmedGuests: 0, giftsReceived: 0, messages: 0 },
  }),
  [`GET /api/users/events/${eventId}/received-gifts/daily`]: ok({ days: [] }),
  [`GET /api/users/events/${eventId}/services`]: ok({
    services: { default: [], turbo: [], contracted: [] },
  }),
  [`GET /api/users/events/${eventId}/pending-payment-services`]: ok({
    pendingServices: [],
  }),
  [`GET /api/users/events/${eventId}/transactions`]: ok({
    totalReceived: 0,
    totalTransferred: 0,
    totalPending: 0,
    totalAvailable: 0,
  }),
  [`GET /api/users/events/${eventId}/received-gifts`]: ok({
    receivedGifts: [],
    total: 0,
  }),
});

const sharedEventDetails = ok({
  event: {
    ...demoEvent,
    id: sharedEvent.id,
    slug: sharedEvent.slug,
    title: sharedEvent.title,
    subtitle: 'Vem aí',
  },
});

const openAs = (session: MeResponse, path = '/') => {
  signIn();
  const api = installFakeApi({
    'GET /api/users/me': { status: 200, body: session },
    'GET /api/users/event/9': sharedEventDetails,
    ...eventCalls(3),
    ...eventCalls(9),
  });
  window.history.replaceState(null, '', path);
  render(<App />);
  return api;
};

const menuLinks = async () => {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Abrir menu' }),
  );
  const menu = await screen.findByRole('dialog', { name: 'Menu' });
  return within(menu)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

const switcherName = /Trocar de evento/;
const switcher = () => screen.getByRole('button', { name: switcherName });

describe('the event switcher', () => {
  it('is not there for an account with one event', async () => {
    openAs(demoSession);

    await screen.findByRole('heading', {
      level: 1,
      name: 'Casamento Ana & Leo',
    });
    expect(
      screen.queryByRole('button', { name: switcherName }),
    ).not.toBeInTheDocument();
  });

  it("shows the current event and its role, and opens the other event's home", async () => {
    const api = openAs(sessionWith([ownedEvent, sharedEvent]));

    await screen.findByRole('heading', {
      level: 1,
      name: 'Casamento Ana & Leo',
    });
    expect(switcher()).toHaveTextContent('Casamento Ana & LeoTitular');
    await userEvent.click(switcher());
    const dialog = await screen.findByRole('dialog', {
      name: 'Trocar de evento',
    });
    expect(
      within(dialog).getByRole('button', { name: /Casamento Ana & Leo/ }),
    ).toHaveAttribute('aria-current', 'true');
    expect(
      within(dialog).getByRole('link', { name: 'Criar outro evento' }),
    ).toHaveAttribute('href', '/new-event');
    await userEvent.click(
      within(dialog).getByRole('button', { name: /Chá da Bia\s*Coanfitrião/ }),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chá da Bia' }),
    ).toBeInTheDocument();
    expect(switcher()).toHaveTextContent('Chá da BiaCoanfitrião');
    expect(localStorage.getItem('celebra:current-event:7')).toBe('9');
    expect(
      api.requests.some(
        (request) => request.path === '/api/users/events/9/dashboard',
      ),
    ).toBe(true);
  });

  it('opens the event this device remembers', async () => {
    localStorage.setItem('celebra:current-event:7', '9');
    openAs(sessionWith([ownedEvent, sharedEvent]));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chá da Bia' }),
    ).toBeInTheDocument();
  });

  it('falls back to the default event when the remembered one is no longer there', async () => {
    localStorage.setItem('celebra:current-event:7', '42');
    openAs(sessionWith([ownedEvent, sharedEvent]));

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Casamento Ana & Leo',
      }),
    ).toBeInTheDocument();
  });
});

describe('menus by role', () => {
  it('gives a co-host every page but the people with access', async () => {
    openAs(sessionWith([{ ...ownedEvent, role: 'cohost' }]));

    const links = await menuLinks();
    expect(links).toContain('Presentes Recebidos');
    expect(links).toContain('Atividade');
    expect(links).toContain('Lista de Presentes');
    expect(links).not.toContain('Pessoas com acesso');
  });

  it('gives an assistant no money page, no gift list and no activity', async () => {
    openAs(sessionWith([{ ...ownedEvent, role: 'assistant' }]));

    expect(await menuLinks()).toEqual([
      'Início',
      'Cores e Textos',
      'Aparência',
      'Informações do Evento',
      'Páginas Personalizadas',
      'Configurações',
      'Galeria de Fotos e Vídeos',
      'Festa',
      'Convidados',
      'Recados',
      'Criar outro evento',
      'Minha conta',
    ]);
    const bar = screen.getByRole('navigation', { name: 'Atalhos' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Início', 'Recados', 'Convidados']);
  });

  it("keeps the assistant's home free of money", async () => {
    const api = openAs(sessionWith([{ ...ownedEvent, role: 'assistant' }]));

    await screen.findByRole('heading', { name: 'Personalize' });
    const personalize = screen.getByRole('region', { name: 'Personalize' });
    expect(
      within(personalize).queryByRole('link', { name: /Presentes Recebidos/ }),
    ).not.toBeInTheDocument();
    expect(
      api.requests
        .map((request) => request.path)
        .filter((path) => /received-gifts|services/.test(path)),
    ).toEqual([]);
  });

  it('answers a page the role may not open with a clear message, without calling the api', async () => {
    const api = openAs(
      sessionWith([{ ...ownedEvent, role: 'assistant' }]),
      '/gifts-received',
    );

    expect(
      await screen.findByText(
        'Seu acesso a este evento não permite abrir esta página.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Página indisponível' }),
    ).toBeInTheDocument();
    expect(
      api.requests.some((request) => request.path.includes('transactions')),
    ).toBe(false);
  });

  it('shows a co-host the balances but neither the payout request nor where payouts go', async () => {
    const api = openAs(
      sessionWith([{ ...ownedEvent, role: 'cohost' }]),
      '/gifts-received',
    );

    expect(
      await screen.findByText(
        'Somente o titular do evento pode ver e alterar os dados para repasse e solicitar repasses.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Solicitar repasse' }),
    ).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        api.requests.some((request) => request.path.endsWith('/transactions')),
      ).toBe(true),
    );
    expect(api.requests.some((request) => /payout/.test(request.path))).toBe(
      false,
    );
  });
});

describe('an account without any event', () => {
  it('offers to create one', async () => {
    openAs(sessionWith([]));

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Nenhum evento por aqui',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Criar outro evento' }),
    ).toHaveAttribute('href', '/new-event');
    expect(
      screen.queryByRole('navigation', { name: 'Atalhos' }),
    ).not.toBeInTheDocument();
  });

  it("opens 'Minha conta' and its devices all the same: the account is not an event's", async () => {
    signIn();
    const api = installFakeApi({
      'GET /api/users/me': { status: 200, body: sessionWith([]) },
      'GET /api/users/sessions': ok({
        sessions: [
          {
            id: 41,
            device: 'Chrome no Android',
            createdAt: '2026-05-02T12:00:00.000Z',
            lastUsedAt: '2026-05-04T09:30:00.000Z',
            current: true,
          },
        ],
      }),
    });
    window.history.replaceState(null, '', '/account');
    render(<App />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Minha conta' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Só este aparelho está conectado.'),
    ).toBeInTheDocument();
    expect(api.requests.some((request) => /events/.test(request.path))).toBe(
      false,
    );
  });
});

import type { MeResponse } from '@celebra/contracts';
import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoEvent, demoSession, signIn } from '../testing/fixtures';
import { App } from './app';

beforeAll(async () => {
  await Promise.all([
    import('./routes/authenticated-routes'),
    import('./routes/home-page'),
    import('../features/accounts/components/new-event-page'),
  ]);
}, 120_000);

beforeEach(() => localStorage.clear());
afterEach(closeAlerts);

const ok = (body: object) => ({
  status: 200,
  body: { success: true, ...body },
});

const newEvent = {
  id: 10,
  slug: 'aniversario-do-leo',
  title: 'Aniversário do Leo',
  role: 'owner',
} as const;

const withNewEvent: MeResponse = {
  ...demoSession,
  events: [...demoSession.events, newEvent],
};

const homeCalls = (eventId: number) => ({
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
});

describe("'Criar outro evento'", () => {
  it('runs the short wizard, creates the event and opens it', async () => {
    signIn();
    const api = installFakeApi({
      'GET /api/users/me': [
        { status: 200, body: demoSession },
        { status: 200, body: withNewEvent },
      ],
      ...homeCalls(3),
      ...homeCalls(10),
      'GET /api/users/event-types': ok({
        eventTypes: [{ id: 2, name: 'Aniversário', image_url: null }],
      }),
      'GET /api/users/event-categories': ok({
        categories: [{ id: 6, name: 'Festa' }],
      }),
      'GET /api/users/slug-availability': ok({
        available: true,
        message: 'Link disponível.',
      }),
      'GET /api/users/fetch-gifts-slug': ok({
        slug_available: true,
        message: 'Link disponível.',
        gifts: [1, 2, 3, 4].map((id) => ({
          id,
          name: `Presente ${id}`,
          price: 5000,
          image_url: null,
        })),
      }),
      'POST /api/users/events': {
        status: 201,
        body: { success: true, message: 'Evento criado.', event: newEvent },
      },
      'GET /api/users/event/10': ok({
        event: {
          ...demoEvent,
          id: 10,
          slug: newEvent.slug,
          title: newEvent.title,
          subtitle: 'Venha comemorar',
        },
      }),
    });
    window.history.replaceState(null, '', '/');
    render(<App />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Abrir menu' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole(
        'link',
        { name: 'Criar outro evento' },
      ),
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Criar outro evento',
      }),
    ).toBeInTheDocument();
    const next = () =>
      userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    await userEvent.click(
      await screen.findByRole('radio', { name: 'Aniversário' }),
    );
    await next();
    await screen.findByRole('option', { name: 'Festa' });
    await userEvent.selectOptions(
      screen.getByLabelText('Categoria dos presentes'),
      '6',
    );
    await userEvent.type(
      screen.getByLabelText('Título do site'),
      'Aniversário do Leo',
    );
    await userEvent.type(screen.getByLabelText('Subtítulo'), 'Venha comemorar');
    await next();
    for (const checkbox of await screen.findAllByRole('checkbox')) {
      await userEvent.click(checkbox);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Criar evento' }));

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Aniversário do Leo',
      }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(
      screen.getByRole('button', { name: /Trocar de evento/ }),
    ).toHaveTextContent('Aniversário do LeoTitular');
    expect(localStorage.getItem('celebra:current-event:7')).toBe('10');
    expect(
      api.requests.find((request) => request.path === '/api/users/events')
        ?.body,
    ).toEqual({
      eventType: 2,
      event: 6,
      title: 'Aniversário do Leo',
      subtitle: 'Venha comemorar',
      slug: 'aniversario-do-leo',
      giftList: [1, 2, 3, 4],
    });
  });
});

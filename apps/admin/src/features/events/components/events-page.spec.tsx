import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  makeEventListItem,
  queriesTo,
  signIn,
} from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { EventsPage } from './events-page';

const reply = (
  events = [makeEventListItem(1)],
  totalPages = 1,
  total = events.length,
  totalIsLowerBound = false,
) => ({
  status: 200,
  body: { success: true, events, total, totalIsLowerBound, totalPages },
});

const renderPage = (url = '/events') =>
  renderRoute(<EventsPage />, { path: '/events', url });

beforeEach(signIn);
afterEach(closeAlerts);

describe('EventsPage', () => {
  it('lists events with the five row actions', async () => {
    installFakeApi({
      'GET /api/admin/events': reply([makeEventListItem(8, { active: false })]),
    });
    renderPage();

    const row = (await screen.findByRole('cell', { name: 'evento-8' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Inativo')).toBeInTheDocument();
    expect(within(row).getByText('20/12/2025')).toBeInTheDocument();
    expect(within(row).getByText('04/03/2025 12:06:07')).toBeInTheDocument();
    const links = [
      ['Detalhes do evento Evento 8', '/events/8'],
      ['Recados do evento Evento 8', '/events/8/messages'],
      ['Convidados do evento Evento 8', '/events/8/guests'],
      ['Presentes recebidos do evento Evento 8', '/events/8/gifts-received'],
      ['Serviços do evento Evento 8', '/events/8/services'],
    ];
    for (const [name, href] of links) {
      expect(within(row).getByRole('link', { name })).toHaveAttribute(
        'href',
        href,
      );
    }
  });

  it('says how many events match', async () => {
    installFakeApi({
      'GET /api/admin/events': reply([makeEventListItem(1)], 1, 1),
    });
    renderPage();
    expect(await screen.findByText('1 evento')).toBeInTheDocument();
  });

  it("says 'Mais de 1.000 eventos' and 'de mais de 50' when the api counted only up to 1,000", async () => {
    installFakeApi({
      'GET /api/admin/events': reply([makeEventListItem(1)], 50, 1000, true),
    });
    renderPage();

    expect(
      await screen.findByText('Mais de 1.000 eventos'),
    ).toBeInTheDocument();
    expect(screen.getByText('Página 1 de mais de 50')).toBeInTheDocument();
  });

  it('sends every filter and goes back to page 1', async () => {
    const api = installFakeApi({
      'GET /api/admin/events': reply(undefined, 3),
    });
    renderPage('/events?page=2');
    await screen.findByText('Página 2 de 3');

    await userEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    await userEvent.type(screen.getByLabelText('ID'), '12');
    await userEvent.type(screen.getByLabelText('Título'), 'Casa');
    await userEvent.type(screen.getByLabelText('Link'), 'ana');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Inativo');
    await userEvent.selectOptions(
      screen.getByLabelText('Tipo de data'),
      'Data do evento',
    );
    await userEvent.type(screen.getByLabelText('Data inicial'), '2025-01-01');
    await userEvent.type(screen.getByLabelText('Data final'), '2025-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));

    await waitFor(() =>
      expect(
        Object.fromEntries(
          queriesTo(api.fetchMock, '/api/admin/events').at(-1) ?? [],
        ),
      ).toEqual({
        id: '12',
        title: 'Casa',
        slug: 'ana',
        active: 'disabled',
        dateFilterType: 'eventDate',
        startDate: '2025-01-01',
        endDate: '2025-12-31',
        page: '1',
        limit: '20',
      }),
    );
  });

  it('refuses a date range that ends before it starts', async () => {
    const api = installFakeApi({ 'GET /api/admin/events': reply() });
    renderPage();
    await screen.findByRole('cell', { name: 'evento-1' });

    await userEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    await userEvent.type(screen.getByLabelText('Data inicial'), '2025-05-01');
    await userEvent.type(screen.getByLabelText('Data final'), '2025-04-01');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));

    expect(
      await screen.findByText(
        'A data final deve ser igual ou posterior à data inicial.',
      ),
    ).toBeInTheDocument();
    expect(queriesTo(api.fetchMock, '/api/admin/events')).toHaveLength(1);
  });

  it('moves between pages with the pager', async () => {
    const api = installFakeApi({
      'GET /api/admin/events': reply(undefined, 2),
    });
    renderPage();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Próxima' }),
    );

    await waitFor(() =>
      expect(
        queriesTo(api.fetchMock, '/api/admin/events').at(-1)?.get('page'),
      ).toBe('2'),
    );
  });

  it("says 'Erro ao buscar eventos.' when the list fails", async () => {
    installFakeApi({
      'GET /api/admin/events': { status: 400, body: { success: false } },
    });
    renderPage();
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Erro ao buscar eventos.',
    );
    expect(
      screen.getByText('Nenhum dado disponível na tabela'),
    ).toBeInTheDocument();
  });
});

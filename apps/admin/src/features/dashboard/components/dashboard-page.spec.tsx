import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { DashboardPage } from './dashboard-page';

const renderDashboard = (onLogout = jest.fn()) =>
  renderRoute(<DashboardPage onLogout={onLogout} loggingOut={false} />);

beforeEach(signIn);
afterEach(closeAlerts);

describe('DashboardPage', () => {
  it('shows the three real counters', async () => {
    installFakeApi({
      'GET /api/admin/dashboard/retrieve': {
        status: 200,
        body: {
          success: true,
          totals: { events: 12, gifts: 48, pendingPayouts: 3 },
        },
      },
    });
    renderDashboard();

    const valueOf = (label: string) =>
      screen.getByText(label).nextElementSibling;
    expect(await screen.findByText('12')).toBeInTheDocument();
    expect(valueOf('Eventos ativos')).toHaveTextContent('12');
    expect(valueOf('Presentes ativos')).toHaveTextContent('48');
    expect(valueOf('Repasses pendentes')).toHaveTextContent('3');
  });

  it('links every tile, has no dead Configurações tile, and Sair logs out', async () => {
    installFakeApi({
      'GET /api/admin/dashboard/retrieve': {
        status: 200,
        body: {
          success: true,
          totals: { events: 0, gifts: 0, pendingPayouts: 0 },
        },
      },
    });
    const onLogout = jest.fn();
    renderDashboard(onLogout);

    const expected = [
      ['Usuários', '/users'],
      ['Eventos', '/events'],
      ['Lista de Presente', '/gifts'],
      ['Tipos de Evento', '/event-types'],
      ['Serviços', '/services'],
      ['Repasses', '/payouts'],
      ['Privacidade (LGPD)', '/privacy'],
    ];
    for (const [name, href] of expected) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getAllByRole('listitem')).toHaveLength(expected.length + 1);
    expect(screen.queryByText('Configurações')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("shows 'Erro ao recuperar lista de transações.' when the counters fail", async () => {
    installFakeApi({
      'GET /api/admin/dashboard/retrieve': {
        status: 400,
        body: { success: false },
      },
    });
    renderDashboard();

    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Erro ao recuperar lista de transações.',
    );
  });
});

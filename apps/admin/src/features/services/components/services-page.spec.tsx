import type { AdminService, AdminServiceType } from '@celebra/contracts';
import {
  closeAlerts,
  installFakeApi,
  renderWithQueryClient,
} from '@celebra/web-testing';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { signIn } from '../../../testing/fixtures';
import { ServicesPage } from './services-page';

const services: AdminService[] = [
  {
    id: 3,
    name: 'Fotos extras',
    description: '20 fotos',
    price: 149090,
    type: 'IMAGE',
    active: true,
    quantity: 20,
  },
  {
    id: 4,
    name: 'Senha do site',
    description: 'Site privado',
    price: 1990,
    type: 'PASSWORD',
    active: false,
    quantity: 0,
  },
];

const serviceTypes: AdminServiceType[] = [
  {
    id: 1,
    code: 'IMAGE',
    name: 'Fotos grátis',
    label: 'Imagem',
    description: '5 fotos',
    includedQuantity: 5,
    active: true,
  },
];

const renderPage = () =>
  renderWithQueryClient(
    <MemoryRouter>
      <ServicesPage />
    </MemoryRouter>,
  );

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

beforeEach(signIn);
afterEach(closeAlerts);

describe('ServicesPage', () => {
  it('lists the services with type label, price in reais, quantity and status', async () => {
    installFakeApi({
      'GET /api/admin/services': {
        status: 200,
        body: { success: true, message: 'ok', services },
      },
      'GET /api/admin/services/types': {
        status: 200,
        body: { success: true, serviceTypes },
      },
    });
    renderPage();

    const table = await screen.findByRole('table', { name: 'Serviços' });
    expect(rowsOf(table)).toEqual([
      ['Fotos extras', 'Imagem', 'R$\u00a01.490,90', '20', 'Ativo', 'Editar'],
      ['Senha do site', 'Senha', 'R$\u00a019,90', '0', 'Inativo', 'Editar'],
    ]);
    expect(
      within(table).getByRole('link', { name: 'Editar Fotos extras' }),
    ).toHaveAttribute('href', '/services/3');
    expect(screen.getByRole('link', { name: 'Novo serviço' })).toHaveAttribute(
      'href',
      '/services/add',
    );

    const defaults = await screen.findByRole('table', {
      name: 'Serviços padrão',
    });
    expect(rowsOf(defaults)).toEqual([
      ['Fotos grátis', 'Imagem', '5', 'Ativo', 'Editar'],
    ]);
    expect(
      within(defaults).getByRole('link', { name: 'Editar Fotos grátis' }),
    ).toHaveAttribute('href', '/service-types/1');
  });

  it('says so when there is no service, and when the list fails', async () => {
    installFakeApi({
      'GET /api/admin/services': {
        status: 200,
        body: { success: true, message: 'ok', services: [] },
      },
      'GET /api/admin/services/types': {
        status: 400,
        body: { success: false },
      },
    });
    renderPage();

    const table = await screen.findByRole('table', { name: 'Serviços' });
    expect(table).toHaveTextContent('Nenhum dado disponível na tabela');
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Erro ao buscar serviços padrão.',
    );
  });

  it('shows the screen error text for a failed services list', async () => {
    installFakeApi({
      'GET /api/admin/services': { status: 400, body: { success: false } },
      'GET /api/admin/services/types': {
        status: 200,
        body: { success: true, serviceTypes },
      },
    });
    renderPage();

    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Erro ao buscar tipos de eventos.',
    );
  });
});

import {
  closeAlerts,
  installFakeApi,
  type FakeReply,
} from '@celebra/web-testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { EventServicesPage } from './event-services-page';

const ok = (body: Record<string, unknown>): FakeReply => ({
  status: 200,
  body: { success: true, ...body },
});

const setup = (overrides: Record<string, FakeReply> = {}) => {
  installFakeApi({
    'GET /api/admin/events/7/services/contracted': ok({
      contractedServices: [
        {
          id: 1,
          serviceId: 31,
          name: 'Mais fotos',
          price: 2990,
          type: 'IMAGE',
          quantity: 20,
          contractedAt: null,
        },
      ],
    }),
    'GET /api/admin/events/7/services/pending-payments': ok({
      pendingServices: [
        {
          id: 2,
          serviceId: 32,
          name: 'Senha do site',
          price: 990,
          type: 'PASSWORD',
          quantity: 1,
          status: 'PENDING',
          expirationAt: '2025-06-02T13:00:00.000Z',
        },
      ],
    }),
    'GET /api/admin/events/7/services/default': ok({
      servicesDefault: [
        { id: 4, name: 'Fotos incluídas', type: 'IMAGE', quantity: 5 },
      ],
    }),
    ...overrides,
  });
  renderRoute(<EventServicesPage />, {
    path: '/events/:id/services',
    url: '/events/7/services',
  });
};

const rowOf = async (text: string) =>
  (await screen.findByRole('cell', { name: text })).closest(
    'tr',
  ) as HTMLElement;

beforeEach(signIn);
afterEach(closeAlerts);

describe('event services', () => {
  it('shows contracted services with price, type label, quantity and a link to the service', async () => {
    setup();
    const row = await rowOf('Mais fotos');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Mais fotos', 'R$\u00a029,90', 'Imagem', '20', 'Editar']);
    expect(
      within(row).getByRole('link', { name: 'Editar Mais fotos' }),
    ).toHaveAttribute('href', '/services/31');
  });

  it("shows pending ones as 'PENDENTE' with their expiry, and defaults linking to the service type", async () => {
    setup();
    const pending = await rowOf('Senha do site');
    expect(within(pending).getByText('PENDENTE')).toBeInTheDocument();
    expect(
      within(pending).getByText('02/06/2025 10:00:00'),
    ).toBeInTheDocument();
    expect(within(pending).getByText('Senha')).toBeInTheDocument();
    expect(within(pending).getByRole('link')).toHaveAttribute(
      'href',
      '/services/32',
    );

    const fallback = await rowOf('Fotos incluídas');
    expect(
      within(fallback).getByRole('link', { name: 'Editar Fotos incluídas' }),
    ).toHaveAttribute('href', '/service-types/4');
  });

  it('folds each section', async () => {
    setup();
    await rowOf('Mais fotos');
    const toggle = screen.getByRole('button', { name: 'Serviços contratados' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.getByRole('table', { name: 'Serviços contratados', hidden: true }),
    ).not.toBeVisible();
  });

  it("shows 'Erro ao buscar serviços padrão.' when the defaults fail", async () => {
    setup({
      'GET /api/admin/events/7/services/default': {
        status: 400,
        body: { success: false },
      },
    });
    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao buscar serviços padrão.');
  });
});

import { itemAt } from '@celebra/contracts';
import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { ServiceList } from './service-list';

const services = {
  default: [
    {
      id: 1,
      type: 'IMAGE',
      name: 'Fotos incluídas',
      description: '5 fotos na galeria',
      price: 0,
      quantity: 5,
    },
  ],
  turbo: [
    {
      id: 7,
      type: 'VIDEO',
      name: 'Mais vídeos',
      description: '3 vídeos extras',
      price: 4990,
      quantity: 3,
    },
  ],
  contracted: [
    {
      id: 20,
      serviceId: 8,
      type: 'PASSWORD',
      name: 'Senha do site',
      description: 'Proteja o site com senha',
      price: 1990,
      quantity: 1,
      contractedAt: '2026-05-01T12:00:00.000Z',
    },
  ],
};
const pendingServices = [
  {
    id: 30,
    serviceId: 9,
    name: 'Páginas extras',
    description: 'Duas páginas',
    price: 2990,
    expirationAt: '2026-06-02T15:30:00.000Z',
    paymentLink: 'http://users.localhost/api/payments/local/svc_30_abc',
  },
];

const installServicesApi = (
  routes: Parameters<typeof installFakeApi>[0] = {},
) =>
  installFakeApi({
    'GET /api/users/events/3/services': {
      status: 200,
      body: { success: true, services },
    },
    'GET /api/users/events/3/pending-payment-services': {
      status: 200,
      body: { success: true, pendingServices },
    },
    ...routes,
  });

const fakePopup = () => {
  const popup = {
    closed: false,
    opener: {} as unknown,
    location: { href: '' },
    close: jest.fn(),
  };
  const open = jest
    .spyOn(window, 'open')
    .mockReturnValue(popup as unknown as Window);
  return { popup, open };
};

afterEach(async () => {
  jest.restoreAllMocks();
  await closeAlerts();
});

const section = (name: string) => screen.getByRole('region', { name });

describe('ServiceList (full)', () => {
  it('groups pending, contracted, free and turbo packages with their card kinds', async () => {
    installServicesApi();
    renderSignedIn(<ServiceList eventId={3} display="full" />);

    const pending = await screen.findByRole('region', {
      name: 'Serviços com Pagamento Pendente',
    });
    expect(
      within(pending).getByText('Finalize o pagamento para ativar.'),
    ).toBeInTheDocument();
    expect(within(pending).getByText('Páginas extras')).toBeInTheDocument();
    expect(
      within(pending).getByText('Vence em: 02/06/2026 12:30:00'),
    ).toBeInTheDocument();
    expect(
      within(pending).getByRole('link', { name: 'Continuar Pagamento' }),
    ).toHaveAttribute('href', itemAt(pendingServices, 0).paymentLink);

    const contracted = section('Contratados');
    expect(within(contracted).getByText('Senha do site')).toBeInTheDocument();
    expect(within(contracted).getByText('Contratado')).toBeInTheDocument();

    const free = section('Pacotes Grátis');
    expect(within(free).getByText('Fotos incluídas')).toBeInTheDocument();
    expect(within(free).getByText('Gratuito')).toBeInTheDocument();

    const turbo = section('Serviços');
    expect(within(turbo).getByText('Turbine o Seu Site')).toBeInTheDocument();
    expect(within(turbo).getByText('Mais vídeos')).toBeInTheDocument();
    expect(within(turbo).getByText('3 vídeos extras')).toBeInTheDocument();
    expect(within(turbo).getByText('R$ 49,90')).toBeInTheDocument();
    expect(
      within(turbo).getByRole('button', { name: 'COMPRAR Mais vídeos' }),
    ).toBeInTheDocument();
  });

  it("shows 'Nenhum serviço contratado.' under 'Contratados', 'Nenhum serviço disponível.' in the other empty groups, and no pending group without purchases", async () => {
    installServicesApi({
      'GET /api/users/events/3/services': {
        status: 200,
        body: {
          success: true,
          services: { default: [], turbo: [], contracted: [] },
        },
      },
      'GET /api/users/events/3/pending-payment-services': {
        status: 200,
        body: { success: true, pendingServices: [] },
      },
    });
    renderSignedIn(<ServiceList eventId={3} display="full" />);

    expect(
      await within(
        await screen.findByRole('region', { name: 'Contratados' }),
      ).findByText('Nenhum serviço contratado.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Nenhum serviço disponível.')).toHaveLength(2);
    expect(
      within(screen.getByRole('region', { name: 'Pacotes Grátis' })).getByText(
        'Nenhum serviço disponível.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Serviços com Pagamento Pendente' }),
    ).not.toBeInTheDocument();
  });

  it("alerts 'Erro ao buscar serviços.' when the packages cannot be loaded", async () => {
    installServicesApi({
      'GET /api/users/events/3/services': {
        status: 400,
        body: { success: false },
      },
    });
    renderSignedIn(<ServiceList eventId={3} display="full" />);

    const alert = await screen.findByRole('dialog', { name: 'Erro!' });
    expect(
      within(alert).getByText('Erro ao buscar serviços.'),
    ).toBeInTheDocument();
  });
});

describe('ServiceList (turbo)', () => {
  it('shows only the packages to buy and the pending payments', async () => {
    installServicesApi();
    renderSignedIn(<ServiceList eventId={3} display="turbo" />);

    expect(
      await screen.findByRole('region', { name: 'Serviços' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Serviços com Pagamento Pendente' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Contratados' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Pacotes Grátis' }),
    ).not.toBeInTheDocument();
  });

  it('COMPRAR opens a window at once and sends it to the payment link', async () => {
    const api = installServicesApi({
      'POST /api/users/services/purchase': {
        status: 201,
        body: {
          success: true,
          paymentLink: 'http://users.localhost/api/payments/local/svc_31_def',
        },
      },
    });
    const { popup, open } = fakePopup();
    renderSignedIn(<ServiceList eventId={3} display="turbo" />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'COMPRAR Mais vídeos' }),
    );

    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() =>
      expect(popup.location.href).toBe(
        'http://users.localhost/api/payments/local/svc_31_def',
      ),
    );
    expect(popup.opener).toBeNull();
    expect(
      api.requests.find((request) => request.method === 'POST')?.body,
    ).toEqual({ serviceId: 7, eventId: 3 });
  });

  it("closes the window and alerts 'Erro ao iniciar o pagamento do serviço.' when the purchase fails", async () => {
    installServicesApi({
      'POST /api/users/services/purchase': {
        status: 500,
        body: { success: false },
      },
    });
    const { popup } = fakePopup();
    renderSignedIn(<ServiceList eventId={3} display="turbo" />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'COMPRAR Mais vídeos' }),
    );

    const alert = await screen.findByRole('dialog', { name: 'Erro!' });
    expect(
      within(alert).getByText('Erro ao iniciar o pagamento do serviço.'),
    ).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
    expect(popup.location.href).toBe('');
  });
});

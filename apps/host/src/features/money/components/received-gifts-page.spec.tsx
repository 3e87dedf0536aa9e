import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { ReceivedGiftsPage } from './received-gifts-page';

const balances = (overrides: Record<string, number> = {}) => ({
  status: 200,
  body: {
    success: true,
    totalReceived: 47500,
    totalTransferred: 10000,
    totalPending: 0,
    totalAvailable: 37500,
    ...overrides,
  },
});

const receivedGifts = [
  {
    id: 11,
    guestName: 'Carla Dias',
    createdAt: '2026-05-10T18:04:05.000Z',
    status: 'APPROVED',
    userAmount: 28500,
    total: 30000,
    items: [
      {
        id: 1,
        giftName: 'Jantar romântico',
        quantity: 2,
        gift: { imageUrl: '/media/jantar.webp' },
      },
    ],
  },
  {
    id: 12,
    guestName: '  ',
    createdAt: '2026-05-11T09:00:00.000Z',
    status: 'APPROVED',
    userAmount: 19000,
    total: 20000,
    items: [
      {
        id: 2,
        giftName: 'Passeio de barco',
        quantity: 1,
        gift: { imageUrl: null },
      },
    ],
  },
];

const installMoneyApi = (routes: Parameters<typeof installFakeApi>[0] = {}) =>
  installFakeApi({
    'GET /api/users/events/3/transactions': balances(),
    'GET /api/users/events/3/received-gifts': {
      status: 200,
      body: { success: true, receivedGifts },
    },
    ...routes,
  });

const requestButton = () =>
  screen.findByRole('button', { name: 'Solicitar repasse' });

beforeEach(() => localStorage.clear());
afterEach(closeAlerts);

describe('ReceivedGiftsPage', () => {
  it('shows the four balances in BRL', async () => {
    installMoneyApi();
    renderSignedIn(<ReceivedGiftsPage />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Presentes Recebidos' }),
    ).toBeInTheDocument();
    const term = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    await waitFor(() =>
      expect(term('Total recebido')).toHaveTextContent('R$ 475,00'),
    );
    expect(term('Total transferido')).toHaveTextContent('R$ 100,00');
    expect(term('Disponível')).toHaveTextContent('R$ 375,00');
    expect(term('Pendente')).toHaveTextContent('R$ 0,00');
  });

  it('lists each order with its guest (or Anônimo), date, gifts, amount and status', async () => {
    installMoneyApi();
    renderSignedIn(<ReceivedGiftsPage />);

    const first = (
      await screen.findByRole('heading', { name: 'Carla Dias' })
    ).closest('article') as HTMLElement;
    expect(within(first).getByText('10/05/2026 15:04:05')).toBeInTheDocument();
    expect(within(first).getByText('Jantar romântico')).toBeInTheDocument();
    expect(within(first).getByText('Qtd.: 2')).toBeInTheDocument();
    expect(within(first).getByText('R$ 285,00')).toBeInTheDocument();
    expect(within(first).getByText('Aprovado')).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute(
      'src',
      '/media/jantar.webp',
    );
    expect(
      screen.getByRole('heading', { name: 'Anônimo' }),
    ).toBeInTheDocument();
  });

  it("shows 'Nenhum presente recebido ainda.' without orders", async () => {
    installMoneyApi({
      'GET /api/users/events/3/received-gifts': {
        status: 200,
        body: { success: true, receivedGifts: [] },
      },
    });
    renderSignedIn(<ReceivedGiftsPage />);

    expect(
      await screen.findByText('Nenhum presente recebido ainda.'),
    ).toBeInTheDocument();
  });

  it('remembers the thank-you mark of an order in this browser', async () => {
    installMoneyApi();
    const { unmount } = renderSignedIn(<ReceivedGiftsPage />);
    const card = (
      await screen.findByRole('heading', { name: 'Carla Dias' })
    ).closest('article') as HTMLElement;
    const toggle = within(card).getByRole('button', {
      name: 'Agradecimento enviado',
    });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(toggle);

    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('celebra:thank-you:3:11')).toBe('1');
    unmount();
    renderSignedIn(<ReceivedGiftsPage />);
    const again = (
      await screen.findByRole('heading', { name: 'Carla Dias' })
    ).closest('article') as HTMLElement;
    expect(
      within(again).getByRole('button', { name: 'Agradecimento enviado' }),
    ).toHaveAttribute('aria-pressed', 'true');
    const other = screen
      .getByRole('heading', { name: 'Anônimo' })
      .closest('article') as HTMLElement;
    expect(
      within(other).getByRole('button', { name: 'Agradecimento enviado' }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  it("alerts 'Erro ao recuperar lista de transações.' and keeps the payout button disabled", async () => {
    installMoneyApi({
      'GET /api/users/events/3/transactions': {
        status: 400,
        body: { success: false },
      },
    });
    renderSignedIn(<ReceivedGiftsPage />);

    const alert = await screen.findByRole('dialog', { name: 'Erro!' });
    expect(
      within(alert).getByText('Erro ao recuperar lista de transações.'),
    ).toBeInTheDocument();
    await closeAlerts();
    expect(await requestButton()).toBeDisabled();
  });

  it("alerts 'Erro ao recuperar lista de presentes recebidos.'", async () => {
    installMoneyApi({
      'GET /api/users/events/3/received-gifts': {
        status: 403,
        body: { success: false },
      },
    });
    renderSignedIn(<ReceivedGiftsPage />);

    const alert = await screen.findByRole('dialog', { name: 'Erro!' });
    expect(
      within(alert).getByText(
        'Erro ao recuperar lista de presentes recebidos.',
      ),
    ).toBeInTheDocument();
  });
});

describe('ReceivedGiftsPage — payout', () => {
  it('asks for the payout and shows the confirmation, then the pending amount', async () => {
    const api = installMoneyApi({
      'GET /api/users/events/3/transactions': [
        balances(),
        balances({ totalPending: 37500, totalAvailable: 0 }),
      ],
      'POST /api/users/events/3/payout-requests': {
        status: 201,
        body: {
          success: true,
          message:
            'Repasse solicitado com sucesso. Você será avisado quando for concluído.',
          payout: {
            id: 1,
            eventId: 3,
            requestedAmount: 37500,
            paidAmount: null,
            status: 'PENDING',
            createdAt: '2026-05-12T10:00:00.000Z',
            concludedAt: null,
          },
        },
      },
    });
    renderSignedIn(<ReceivedGiftsPage />);
    const button = await requestButton();
    await waitFor(() => expect(button).toBeEnabled());

    await userEvent.click(button);

    const alert = await screen.findByRole('dialog', { name: 'Sucesso!' });
    expect(
      within(alert).getByText(
        'Repasse solicitado com sucesso. Você será avisado quando for concluído.',
      ),
    ).toBeInTheDocument();
    await closeAlerts();
    expect(await screen.findByText(/Repasse pendente/)).toHaveTextContent(
      'Repasse pendente: R$ 375,00',
    );
    expect(
      screen.queryByRole('button', { name: 'Solicitar repasse' }),
    ).not.toBeInTheDocument();
    expect(
      api.requests.filter((request) => request.method === 'POST'),
    ).toHaveLength(1);
  });

  it('shows the pending amount instead of the button while a payout is pending', async () => {
    installMoneyApi({
      'GET /api/users/events/3/transactions': balances({
        totalPending: 20000,
        totalAvailable: 17500,
      }),
    });
    renderSignedIn(<ReceivedGiftsPage />);

    expect(await screen.findByText(/Repasse pendente/)).toHaveTextContent(
      'R$ 200,00',
    );
    expect(
      screen.queryByRole('button', { name: 'Solicitar repasse' }),
    ).not.toBeInTheDocument();
  });

  it('disables the button when nothing is available', async () => {
    installMoneyApi({
      'GET /api/users/events/3/transactions': balances({
        totalAvailable: 0,
      }),
    });
    renderSignedIn(<ReceivedGiftsPage />);
    await waitFor(() =>
      expect(
        screen.getByText('Disponível', { selector: 'dt' }).nextElementSibling,
      ).toHaveTextContent('R$ 0,00'),
    );

    expect(await requestButton()).toBeDisabled();
  });

  it("alerts 'Erro ao solicitar o repasse.' when the request fails without a message", async () => {
    installMoneyApi({
      'POST /api/users/events/3/payout-requests': {
        status: 500,
        body: { success: false },
      },
    });
    renderSignedIn(<ReceivedGiftsPage />);
    const button = await requestButton();
    await waitFor(() => expect(button).toBeEnabled());

    await userEvent.click(button);

    const alert = await screen.findByRole('dialog', { name: 'Erro!' });
    expect(
      within(alert).getByText('Erro ao solicitar o repasse.'),
    ).toBeInTheDocument();
  });
});

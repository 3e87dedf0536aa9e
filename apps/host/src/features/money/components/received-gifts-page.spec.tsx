import { itemAt } from '@celebra/contracts';
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
    invitationName: 'Família Dias',
    guestContact: '+5511987654321',
    guestNote: 'Felicidades ao casal!\nCom carinho.',
    thankedAt: null,
    createdAt: '2026-05-10T18:04:05.000Z',
    status: 'APPROVED',
    userAmount: 28500,
    total: 30000,
    items: [
      {
        id: 1,
        giftName: 'Jantar romântico',
        quantity: 2,
        unitPrice: 15000,
        kind: 'fixed',
        shareCount: null,
        gift: { imageUrl: '/media/jantar.webp' },
      },
    ],
  },
  {
    id: 12,
    guestName: '  ',
    invitationName: null,
    guestContact: 'bruno@example.com',
    guestNote: '',
    thankedAt: '2026-05-12T13:00:00.000Z',
    createdAt: '2026-05-11T09:00:00.000Z',
    status: 'APPROVED',
    userAmount: 19000,
    total: 20000,
    items: [
      {
        id: 2,
        giftName: 'Passeio de barco',
        quantity: 1,
        unitPrice: 5000,
        kind: 'shares',
        shareCount: 4,
        gift: { imageUrl: null },
      },
      {
        id: 3,
        giftName: 'Ajuda para a casa',
        quantity: 1,
        unitPrice: 15000,
        kind: 'free',
        shareCount: null,
        gift: { imageUrl: null },
      },
    ],
  },
];

const pixDestination = {
  kind: 'PIX',
  masked: 'Pix CPF ***.456.789-**',
  holderName: 'Ana Souza',
  updatedAt: '2026-05-09T12:30:00.000Z',
  payoutsFrom: null,
};

const destinationReply = (destination: unknown = pixDestination) => ({
  status: 200,
  body: { success: true, destination },
});

const payout = (overrides: Record<string, unknown>) => ({
  id: 1,
  eventId: 3,
  requestedAmount: 10000,
  paidAmount: null,
  status: 'PENDING',
  createdAt: '2026-05-01T12:00:00.000Z',
  concludedAt: null,
  destinationMasked: 'Pix CPF ***.456.789-**',
  transferId: null,
  failureReason: null,
  ...overrides,
});

const installMoneyApi = (routes: Parameters<typeof installFakeApi>[0] = {}) =>
  installFakeApi({
    'GET /api/users/events/3/transactions': balances(),
    'GET /api/users/events/3/received-gifts': {
      status: 200,
      body: { success: true, receivedGifts, total: receivedGifts.length },
    },
    'GET /api/users/events/3/payout-requests': {
      status: 200,
      body: { success: true, payouts: [] },
    },
    'GET /api/users/events/3/payout-destination': destinationReply(),
    ...routes,
  });

const requestButton = () =>
  screen.findByRole('button', { name: 'Solicitar repasse' });

const enabledRequestButton = async () => {
  const button = await requestButton();
  await waitFor(() => expect(button).toBeEnabled());
  return button;
};

const cardOf = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest(
    'article',
  ) as HTMLElement;

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

  it("says 'Você recebe' the paid gifts' total net of the fee, and in how many business days a payout arrives", async () => {
    installMoneyApi({
      'GET /api/users/events/3/money-terms': {
        status: 200,
        body: {
          success: true,
          platformFeeBps: 500,
          guestPaysFee: false,
          payoutBusinessDays: 3,
        },
      },
    });
    renderSignedIn(<ReceivedGiftsPage />);

    expect(
      await screen.findByText('Você recebe R$ 475,00'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'O total dos presentes pagos, já descontada a taxa de 5%.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Cada repasse chega à sua conta em até 3 dias úteis depois de solicitado.',
      ),
    ).toBeInTheDocument();
  });

  it('lists each order with its guest (or Anônimo), the invitation it came from, contact, note, date, gifts, amount and status', async () => {
    installMoneyApi();
    renderSignedIn(<ReceivedGiftsPage />);

    const first = await cardOf('Carla Dias');
    expect(
      within(first).getByText('Convite: Família Dias'),
    ).toBeInTheDocument();
    expect(
      within(first).getByRole('link', { name: '(11) 98765-4321' }),
    ).toHaveAttribute('href', 'tel:+5511987654321');
    expect(within(first).getByRole('blockquote')).toHaveTextContent(
      'Felicidades ao casal! Com carinho.',
    );
    expect(within(first).getByText('10/05/2026 15:04:05')).toBeInTheDocument();
    expect(within(first).getByText('Jantar romântico')).toBeInTheDocument();
    expect(
      within(first).getByText('Valor fixo · 2 × R$ 150,00'),
    ).toBeInTheDocument();
    expect(within(first).getByText('R$ 285,00')).toBeInTheDocument();
    expect(within(first).getByText('Aprovado')).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute(
      'src',
      '/media/jantar.webp',
    );
    const anonymous = await cardOf('Anônimo');
    expect(
      within(anonymous).getByRole('link', { name: 'bruno@example.com' }),
    ).toHaveAttribute('href', 'mailto:bruno@example.com');
    expect(within(anonymous).queryByText('Recado')).not.toBeInTheDocument();
    expect(within(anonymous).queryByText(/^Convite:/)).toBeNull();
    expect(
      within(anonymous).getByText('Em cotas · 1 de 4 cotas · R$ 50,00'),
    ).toBeInTheDocument();
    expect(
      within(anonymous).getByText('Valor livre · R$ 150,00'),
    ).toBeInTheDocument();
  });

  it("shows a gift whose guest erased their data as 'Convidado removido', with its amount and no contact", async () => {
    const erased = {
      ...receivedGifts[0],
      id: 13,
      guestName: 'Convidado removido',
      guestContact: '',
      guestNote: '',
    };
    installMoneyApi({
      'GET /api/users/events/3/received-gifts': {
        status: 200,
        body: { success: true, receivedGifts: [erased], total: 1 },
      },
    });
    renderSignedIn(<ReceivedGiftsPage />);

    const card = await cardOf('Convidado removido');
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card).queryByText(/Contato/)).not.toBeInTheDocument();
    expect(within(card).queryByText('Recado')).not.toBeInTheDocument();
    expect(within(card).getByText('R$ 285,00')).toBeInTheDocument();
    expect(within(card).getByText('Jantar romântico')).toBeInTheDocument();
  });

  it("shows 'Nenhum presente recebido ainda.' without orders", async () => {
    installMoneyApi({
      'GET /api/users/events/3/received-gifts': {
        status: 200,
        body: { success: true, receivedGifts: [], total: 0 },
      },
    });
    renderSignedIn(<ReceivedGiftsPage />);

    expect(
      await screen.findByText('Nenhum presente recebido ainda.'),
    ).toBeInTheDocument();
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

describe('ReceivedGiftsPage — thanks mark', () => {
  it('marks a gift as thanked at once, then keeps the date the server answers', async () => {
    const api = installMoneyApi({
      'PUT /api/users/events/3/received-gifts/11/thanked': {
        status: 200,
        body: { success: true, thankedAt: '2026-05-14T15:00:00.000Z' },
      },
    });
    const serve = api.fetchMock.getMockImplementation();
    if (!serve) throw new Error('installFakeApi serves through fetchMock');
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'PUT') await held;
      return serve(input, init);
    });
    renderSignedIn(<ReceivedGiftsPage />);
    const card = await cardOf('Carla Dias');
    const toggle = within(card).getByRole('button', {
      name: /^Agradecimento enviado/,
    });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(toggle);

    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    release();
    expect(
      await within(card).findByText('Agradecido em 14/05/2026'),
    ).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(api.requests.filter((request) => request.method === 'PUT')).toEqual([
      expect.objectContaining({
        path: '/api/users/events/3/received-gifts/11/thanked',
        body: { thanked: true },
      }),
    ]);
    const other = await cardOf('Anônimo');
    expect(
      within(other).getByRole('button', { name: /^Agradecimento enviado/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(within(other).getByText('Agradecido em 12/05/2026')).toBeVisible();
  });

  it("names each gift's 'Agradecimento enviado' after who gave it and which gifts", async () => {
    installMoneyApi();
    renderSignedIn(<ReceivedGiftsPage />);
    const names = (
      await screen.findAllByRole('button', { name: /^Agradecimento enviado/ })
    ).map((button) => button.textContent);

    expect(new Set(names).size).toBe(names.length);
    expect(
      within(await cardOf('Carla Dias')).getByRole('button', {
        name: /^Agradecimento enviado — presente de Carla Dias: /,
      }),
    ).toBeInTheDocument();
  });

  it('unmarks a thanked gift', async () => {
    const api = installMoneyApi({
      'PUT /api/users/events/3/received-gifts/12/thanked': {
        status: 200,
        body: { success: true, thankedAt: null },
      },
    });
    renderSignedIn(<ReceivedGiftsPage />);
    const card = await cardOf('Anônimo');

    await userEvent.click(
      within(card).getByRole('button', { name: /^Agradecimento enviado/ }),
    );

    await waitFor(() =>
      expect(
        within(card).getByRole('button', { name: /^Agradecimento enviado/ }),
      ).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(within(card).queryByText(/Agradecido em/)).not.toBeInTheDocument();
    expect(api.requests.at(-1)?.body).toEqual({ thanked: false });
  });

  it('turns the mark back and alerts when the server refuses it', async () => {
    installMoneyApi({
      'PUT /api/users/events/3/received-gifts/11/thanked': {
        status: 404,
        body: { success: false, message: 'Pedido não encontrado.' },
      },
    });
    renderSignedIn(<ReceivedGiftsPage />);
    const card = await cardOf('Carla Dias');
    const toggle = within(card).getByRole('button', {
      name: /^Agradecimento enviado/,
    });

    await userEvent.click(toggle);

    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Pedido não encontrado.');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it("alerts 'Erro ao atualizar o agradecimento.' on a failure without a message", async () => {
    installMoneyApi({
      'PUT /api/users/events/3/received-gifts/11/thanked': {
        status: 500,
        body: { success: false },
      },
    });
    renderSignedIn(<ReceivedGiftsPage />);
    const card = await cardOf('Carla Dias');

    await userEvent.click(
      within(card).getByRole('button', { name: /^Agradecimento enviado/ }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao atualizar o agradecimento.');
  });
});

describe('ReceivedGiftsPage — CSV export', () => {
  it('downloads the received gifts as presentes-recebidos-<slug>.csv', async () => {
    const createObjectURL = jest.fn((blob: Blob) => {
      void blob;
      return 'blob:gifts';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this);
      });
    installMoneyApi({
      'GET /api/users/events/3/received-gifts.csv': {
        status: 200,
        body: 'Convidado;Contato\r\nCarla Dias;(11) 98765-4321\r\n',
      },
    });
    renderSignedIn(<ReceivedGiftsPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Exportar CSV' }),
    );

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('presentes-recebidos-ana-e-leo.csv');
    expect(clicked[0]?.href).toBe('blob:gifts');
    expect(createObjectURL.mock.calls[0]?.[0].type).toBe(
      'text/csv;charset=utf-8',
    );
    click.mockRestore();
  });

  it("alerts 'Erro ao exportar os presentes recebidos.' when the export fails", async () => {
    installMoneyApi({
      'GET /api/users/events/3/received-gifts.csv': {
        status: 500,
        body: { success: false },
      },
    });
    renderSignedIn(<ReceivedGiftsPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Exportar CSV' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao exportar os presentes recebidos.');
  });
});

describe('ReceivedGiftsPage — payout', () => {
  const created = {
    status: 201,
    body: {
      success: true,
      message:
        'Repasse solicitado com sucesso. Você será avisado quando for concluído.',
      payout: payout({ requestedAmount: 37500 }),
    },
  };

  it('confirms the amount and the masked destination, then asks and shows the pending amount', async () => {
    const api = installMoneyApi({
      'GET /api/users/events/3/transactions': [
        balances({ totalAvailable: 123456 }),
        balances({ totalPending: 123456, totalAvailable: 0 }),
      ],
      'POST /api/users/events/3/payout-requests': created,
    });
    renderSignedIn(<ReceivedGiftsPage />);

    await userEvent.click(await enabledRequestButton());

    const confirm = await screen.findByRole('dialog', {
      name: 'Solicitar repasse?',
    });
    expect(confirm).toHaveTextContent(
      'Confirmar repasse de R$ 1.234,56 para Pix CPF ***.456.789-**?',
    );
    await userEvent.click(
      within(confirm).getByRole('button', { name: 'Confirmar' }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent(
      'Repasse solicitado com sucesso. Você será avisado quando for concluído.',
    );
    await closeAlerts();
    expect(await screen.findByText(/Repasse pendente/)).toHaveTextContent(
      'Repasse pendente: R$ 1.234,56',
    );
    expect(
      screen.queryByRole('button', { name: 'Solicitar repasse' }),
    ).not.toBeInTheDocument();
    expect(
      api.requests.filter((request) => request.method === 'POST'),
    ).toHaveLength(1);
  });

  it('asks nothing when the host cancels the confirmation', async () => {
    const api = installMoneyApi({
      'POST /api/users/events/3/payout-requests': created,
    });
    renderSignedIn(<ReceivedGiftsPage />);

    await userEvent.click(await enabledRequestButton());
    const confirm = await screen.findByRole('dialog', {
      name: 'Solicitar repasse?',
    });
    await userEvent.click(
      within(confirm).getByRole('button', { name: 'Cancelar' }),
    );

    await waitFor(() =>
      expect(document.querySelector('.swal2-container')).toBeNull(),
    );
    expect(api.requests.some((request) => request.method === 'POST')).toBe(
      false,
    );
  });

  it('without a destination, says so and opens the form instead of asking', async () => {
    const api = installMoneyApi({
      'GET /api/users/events/3/payout-destination': destinationReply(null),
    });
    renderSignedIn(<ReceivedGiftsPage />);

    expect(
      await screen.findByText('Nenhum dado cadastrado.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Cadastrar dados para repasse' }),
    ).toBeInTheDocument();
    await userEvent.click(await enabledRequestButton());

    const warning = await screen.findByRole('dialog', { name: 'Atenção!' });
    expect(warning).toHaveTextContent(
      'Cadastre os dados para repasse antes de solicitar o repasse.',
    );
    await userEvent.click(within(warning).getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByRole('dialog', { name: 'Dados para repasse' }),
    ).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(
      false,
    );
  });

  it('shows the server’s refusal', async () => {
    installMoneyApi({
      'POST /api/users/events/3/payout-requests': {
        status: 409,
        body: {
          success: false,
          message: 'Já existe um repasse pendente para este evento.',
        },
      },
    });
    renderSignedIn(<ReceivedGiftsPage />);

    await userEvent.click(await enabledRequestButton());
    await userEvent.click(
      within(
        await screen.findByRole('dialog', { name: 'Solicitar repasse?' }),
      ).getByRole('button', { name: 'Confirmar' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Já existe um repasse pendente para este evento.');
  });

  it("alerts 'Erro ao solicitar o repasse.' when the request fails without a message", async () => {
    installMoneyApi({
      'POST /api/users/events/3/payout-requests': {
        status: 500,
        body: { success: false },
      },
    });
    renderSignedIn(<ReceivedGiftsPage />);

    await userEvent.click(await enabledRequestButton());
    await userEvent.click(
      within(
        await screen.findByRole('dialog', { name: 'Solicitar repasse?' }),
      ).getByRole('button', { name: 'Confirmar' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao solicitar o repasse.');
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

  it('cancels the pending payout after a confirmation, and the amount is available again', async () => {
    const api = installMoneyApi({
      'GET /api/users/events/3/transactions': [
        balances({ totalPending: 20000, totalAvailable: 0 }),
        balances({ totalPending: 0, totalAvailable: 20000 }),
      ],
      'GET /api/users/events/3/payout-requests': {
        status: 200,
        body: {
          success: true,
          payouts: [payout({ id: 7, requestedAmount: 20000 })],
        },
      },
      'DELETE /api/users/events/3/payout-requests/7': {
        status: 200,
        body: {
          success: true,
          message: 'Repasse cancelado. O valor voltou ao saldo disponível.',
          payout: payout({ id: 7, status: 'CANCELLED' }),
        },
      },
    });
    renderSignedIn(<ReceivedGiftsPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Cancelar repasse' }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: 'Cancelar o repasse?',
    });
    expect(confirm).toHaveTextContent(
      'O pedido de repasse de R$ 200,00 será cancelado e o valor voltará ao saldo disponível.',
    );
    await userEvent.click(
      within(confirm).getByRole('button', { name: 'Sim, cancelar' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent(
      'Repasse cancelado. O valor voltou ao saldo disponível.',
    );
    await closeAlerts();
    expect(await enabledRequestButton()).toBeInTheDocument();
    expect(
      api.requests.filter((request) => request.method === 'DELETE'),
    ).toHaveLength(1);
  });

  it('keeps the payout when the host answers no, and shows a refusal', async () => {
    const api = installMoneyApi({
      'GET /api/users/events/3/transactions': balances({
        totalPending: 20000,
        totalAvailable: 0,
      }),
      'GET /api/users/events/3/payout-requests': {
        status: 200,
        body: { success: true, payouts: [payout({ id: 7 })] },
      },
      'DELETE /api/users/events/3/payout-requests/7': {
        status: 409,
        body: {
          success: false,
          message: 'Este repasse não está mais pendente.',
        },
      },
    });
    renderSignedIn(<ReceivedGiftsPage />);

    const button = await screen.findByRole('button', {
      name: 'Cancelar repasse',
    });
    await userEvent.click(button);
    await userEvent.click(
      within(
        await screen.findByRole('dialog', { name: 'Cancelar o repasse?' }),
      ).getByRole('button', { name: 'Não' }),
    );
    await waitFor(() =>
      expect(document.querySelector('.swal2-container')).toBeNull(),
    );
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(
      false,
    );

    await userEvent.click(button);
    await userEvent.click(
      within(
        await screen.findByRole('dialog', { name: 'Cancelar o repasse?' }),
      ).getByRole('button', { name: 'Sim, cancelar' }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Este repasse não está mais pendente.');
  });

  it('holds the request while a replaced destination is recent, saying from when', async () => {
    installMoneyApi({
      'GET /api/users/events/3/payout-destination': destinationReply({
        ...pixDestination,
        payoutsFrom: '2026-05-10T15:30:00.000Z',
      }),
    });
    renderSignedIn(<ReceivedGiftsPage />);

    expect(
      await screen.findByText(
        'Por segurança, depois de alterar os dados para repasse, um novo repasse só pode ser solicitado a partir de 10/05/2026 12:30:00.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/Disponível para repasse/),
    ).toHaveTextContent('R$ 375,00');
    expect(await requestButton()).toBeDisabled();
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
});

describe('ReceivedGiftsPage — payout history', () => {
  it('lists each payout with its amounts, status, destination and transfer id or reason', async () => {
    installMoneyApi({
      'GET /api/users/events/3/payout-requests': {
        status: 200,
        body: {
          success: true,
          payouts: [
            payout({
              id: 3,
              requestedAmount: 5000,
              status: 'FAILED',
              createdAt: '2026-05-08T12:00:00.000Z',
              concludedAt: '2026-05-09T12:00:00.000Z',
              failureReason: 'Chave Pix inexistente no banco.',
            }),
            payout({
              id: 2,
              requestedAmount: 10000,
              paidAmount: 9800,
              status: 'PAID',
              createdAt: '2026-05-03T12:00:00.000Z',
              concludedAt: '2026-05-04T12:00:00.000Z',
              destinationMasked:
                'Banco do Brasil (001) · Ag. 1234 · Conta corrente ***56-7',
              transferId: 'E12345678202605041200abcdefghijk',
            }),
            payout({ id: 1, destinationMasked: null, status: 'CANCELLED' }),
          ],
        },
      },
    });
    renderSignedIn(<ReceivedGiftsPage />);

    const table = await screen.findByRole('table', {
      name: 'Histórico de repasses',
    });
    const rows = await within(table).findAllByRole('row');
    const cells = (index: number) =>
      within(itemAt(rows, index))
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\u00a0/g, ' '));
    expect(cells(1)).toEqual([
      '08/05/2026 09:00:00',
      'R$ 50,00',
      '—',
      'Falhou',
      'Pix CPF ***.456.789-**',
      'MotivoChave Pix inexistente no banco.',
    ]);
    expect(cells(2)).toEqual([
      '03/05/2026 09:00:00',
      'R$ 100,00',
      'R$ 98,00',
      'Pago',
      'Banco do Brasil (001) · Ag. 1234 · Conta corrente ***56-7',
      'ID da transaçãoE12345678202605041200abcdefghijk',
    ]);
    expect(cells(3)).toEqual([
      '01/05/2026 09:00:00',
      'R$ 100,00',
      '—',
      'Cancelado',
      '—',
      '—',
    ]);
  });

  it('says when no payout was asked for yet', async () => {
    installMoneyApi();
    renderSignedIn(<ReceivedGiftsPage />);

    expect(
      await screen.findByText('Nenhum repasse solicitado ainda.'),
    ).toBeInTheDocument();
  });

  it("alerts 'Erro ao recuperar o histórico de repasses.'", async () => {
    installMoneyApi({
      'GET /api/users/events/3/payout-requests': {
        status: 500,
        body: { success: false },
      },
    });
    renderSignedIn(<ReceivedGiftsPage />);

    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao recuperar o histórico de repasses.');
  });
});

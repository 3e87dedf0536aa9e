import {
  closeAlerts,
  installFakeApi,
  type FakeReply,
} from '@celebra/web-testing';
import { screen, within } from '@testing-library/react';
import { keepSpaces, signIn } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { EventReceivedGiftsPage } from './event-received-gifts-page';

const balances: FakeReply = {
  status: 200,
  body: {
    success: true,
    totalReceived: 123456,
    totalTransferred: 20000,
    totalAvailable: 3456,
    totalPending: 100000,
  },
};

const order = (overrides: Record<string, unknown>) => ({
  id: 1,
  guestName: 'Dora Alves',
  guestContact: 'dora@example.com',
  guestNote: '',
  invitationName: null,
  thankedAt: null,
  createdAt: '2025-06-01T13:00:00.000Z',
  status: 'APPROVED',
  userAmount: 14500,
  total: 15000,
  items: [
    {
      id: 1,
      giftName: 'Jogo de panelas',
      quantity: 2,
      unitPrice: 7500,
      kind: 'fixed',
      shareCount: null,
      gift: { imageUrl: '/media/panelas.webp' },
    },
  ],
  ...overrides,
});

/** The reply with `total` (every order listed) when the test did not give one. */
const withTotal = (reply: FakeReply): FakeReply => {
  const body = reply.body as { receivedGifts?: unknown[]; total?: number };
  return body?.receivedGifts && body.total === undefined
    ? { ...reply, body: { ...body, total: body.receivedGifts.length } }
    : reply;
};

const setup = (gifts: FakeReply, totals: FakeReply = balances) => {
  installFakeApi({
    'GET /api/admin/events/7/received-gifts': withTotal(gifts),
    'GET /api/admin/events/7/transactions': totals,
  });
  renderRoute(<EventReceivedGiftsPage />, {
    path: '/events/:id/gifts-received',
    url: '/events/7/gifts-received',
  });
};

const cardValue = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest(
    'section',
  ) as HTMLElement;

beforeEach(signIn);
afterEach(closeAlerts);

describe('event gifts received', () => {
  it('shows the four balances in BRL', async () => {
    setup({ status: 200, body: { success: true, receivedGifts: [] } });
    expect(
      await within(await cardValue('Total recebido')).findByText(
        'R$\u00a01.234,56',
        keepSpaces,
      ),
    ).toBeInTheDocument();
    expect(
      within(await cardValue('Total transferido')).getByText(
        'R$\u00a0200,00',
        keepSpaces,
      ),
    ).toBeInTheDocument();
    expect(
      within(await cardValue('Disponível')).getByText(
        'R$\u00a034,56',
        keepSpaces,
      ),
    ).toBeInTheDocument();
    expect(
      within(await cardValue('Repasse pendente')).getByText(
        'R$\u00a01.000,00',
        keepSpaces,
      ),
    ).toBeInTheDocument();
  });

  it("lists orders with guest or 'Anônimo', date, items, total and translated status", async () => {
    setup({
      status: 200,
      body: {
        success: true,
        receivedGifts: [
          order({}),
          order({ id: 2, guestName: '  ', status: 'PENDING' }),
        ],
      },
    });

    const named = (
      await screen.findByRole('heading', { name: 'Dora Alves' })
    ).closest('section') as HTMLElement;
    expect(within(named).getByText('Aprovado')).toBeInTheDocument();
    expect(within(named).getByText('01/06/2025 10:00:00')).toBeInTheDocument();
    expect(within(named).getByText('Jogo de panelas')).toBeInTheDocument();
    expect(
      within(named).getByText('Valor fixo · 2 × R$ 75,00'),
    ).toBeInTheDocument();
    expect(
      within(named).getByText('Total: R$\u00a0150,00', keepSpaces),
    ).toBeInTheDocument();
    expect(named.querySelector('img')).toHaveAttribute(
      'src',
      '/media/panelas.webp',
    );

    const anonymous = screen
      .getByRole('heading', { name: 'Anônimo' })
      .closest('section') as HTMLElement;
    expect(within(anonymous).getByText('Pendente')).toBeInTheDocument();
  });

  it('shows the kind, the shares and the amount of gifts in shares and of free-value gifts', async () => {
    setup({
      status: 200,
      body: {
        success: true,
        receivedGifts: [
          order({
            status: 'PENDING',
            items: [
              {
                id: 3,
                giftName: 'Lua de mel',
                quantity: 2,
                unitPrice: 50_000,
                kind: 'shares',
                shareCount: 12,
                gift: { imageUrl: null },
              },
              {
                id: 4,
                giftName: 'Ajuda para a casa',
                quantity: 1,
                unitPrice: 15_075,
                kind: 'free',
                shareCount: null,
                gift: { imageUrl: null },
              },
            ],
          }),
        ],
      },
    });

    const received = (
      await screen.findByRole('heading', { name: 'Dora Alves' })
    ).closest('section') as HTMLElement;
    const items = within(received).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      'Lua de melEm cotas · 2 de 12 cotas · R$ 1.000,00',
    );
    expect(items[1]).toHaveTextContent(
      'Ajuda para a casaValor livre · R$ 150,75',
    );
    expect(within(received).queryByText(/^Qtd/)).toBeNull();
  });

  it("shows each gift's contact (a phone formatted) and note, and neither when the guest left none", async () => {
    setup({
      status: 200,
      body: {
        success: true,
        receivedGifts: [
          order({
            guestNote: 'Felicidades ao casal!\nCom carinho, Dora.',
          }),
          order({
            id: 2,
            guestName: 'Caio Reis',
            guestContact: '+5511987654321',
          }),
          order({ id: 3, guestName: 'Bia Souza', guestContact: '' }),
        ],
      },
    });

    const dora = (
      await screen.findByRole('heading', { name: 'Dora Alves' })
    ).closest('section') as HTMLElement;
    const lines = (section: HTMLElement) =>
      within(section)
        .queryAllByRole('term')
        .map((term) => [
          term.textContent,
          term.nextElementSibling?.textContent,
        ]);
    expect(lines(dora)).toEqual([
      ['Contato:', 'dora@example.com'],
      ['Recado:', 'Felicidades ao casal!\nCom carinho, Dora.'],
    ]);

    const caio = screen
      .getByRole('heading', { name: 'Caio Reis' })
      .closest('section') as HTMLElement;
    expect(lines(caio)).toEqual([['Contato:', '(11) 98765-4321']]);

    const bia = screen
      .getByRole('heading', { name: 'Bia Souza' })
      .closest('section') as HTMLElement;
    expect(lines(bia)).toEqual([]);
  });

  it('shows the default errors of the orders and of the balances', async () => {
    setup(
      { status: 400, body: { success: false } },
      { status: 400, body: { success: false } },
    );
    const alert = await screen.findByRole('dialog', { name: 'Erro!' });
    expect(alert.textContent).toMatch(
      /Erro ao recuperar lista de presentes recebidos\.|Erro ao recuperar lista de transações\./,
    );
  });
});

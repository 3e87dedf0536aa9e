import {
  closeAlerts,
  installFakeApi,
  type FakeReply,
} from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keepSpaces, queriesTo, signIn } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { PayoutsPage } from './payouts-page';

const payout = {
  id: 3,
  eventId: 7,
  user: { firstName: 'Ana', lastName: 'Lima' },
  event: { title: 'Casamento Ana e Leo' },
  requestedAmount: 123456,
  paidAmount: null,
  status: 'PENDING',
  createdAt: '2025-06-01T13:00:00.000Z',
  destinationMasked: 'Pix CPF ***.456.789-**',
  destinationKind: 'PIX',
  transferId: null,
  failureReason: null,
  destinationChangedAt: null,
  holderIsNotHost: false,
};
const transitioned = (
  status: string,
  changes: Record<string, unknown> = {},
): FakeReply => ({
  status: 200,
  body: {
    success: true,
    payout: {
      id: 3,
      eventId: 7,
      requestedAmount: 123456,
      paidAmount: null,
      status,
      createdAt: payout.createdAt,
      concludedAt: '2025-06-02T13:00:00.000Z',
      destinationMasked: payout.destinationMasked,
      transferId: null,
      failureReason: null,
      ...changes,
    },
  },
});
const listing = (payouts: unknown[], total = payouts.length): FakeReply => ({
  status: 200,
  body: { success: true, payouts, total },
});

const setup = (
  routes: Record<string, FakeReply | FakeReply[]> = {},
  url = '/payouts',
) => {
  const api = installFakeApi({
    'GET /api/admin/payouts': listing([payout]),
    ...routes,
  });
  renderRoute(<PayoutsPage />, { path: '/payouts', url });
  return api;
};

const rowOf = async (text: string) =>
  (await screen.findByRole('cell', { name: text })).closest(
    'tr',
  ) as HTMLElement;

const puts = (api: ReturnType<typeof setup>) =>
  api.requests.filter((r) => r.method === 'PUT');

const openFail = async () => {
  await userEvent.click(
    await screen.findByRole('button', {
      name: 'Marcar repasse 3 como falhou',
    }),
  );
  return within(
    await screen.findByRole('dialog', { name: 'Marcar repasse como falhou' }),
  );
};

beforeEach(signIn);
afterEach(closeAlerts);

describe('payouts', () => {
  it('asks for pending payouts by default and shows their columns, the masked destination included', async () => {
    const api = setup();
    const row = await rowOf('Casamento Ana e Leo');
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 8)
        .map((cell) => cell.textContent),
    ).toEqual([
      '3',
      'Casamento Ana e Leo',
      'Ana Lima',
      'Pix CPF ***.456.789-**',
      'R$\u00a01.234,56',
      '-',
      'PENDENTE',
      '01/06/2025 10:00:00',
    ]);
    expect(
      screen.getAllByRole('columnheader').map((cell) => cell.textContent),
    ).toContain('Destino');
    expect(
      queriesTo(api.fetchMock, '/api/admin/payouts')[0]?.get('status'),
    ).toBe('PENDING');
    expect(screen.getByLabelText('Status')).toHaveValue('PENDING');
  });

  it('pages the payouts 20 at a time, the status kept', async () => {
    const api = setup(
      {
        'GET /api/admin/payouts': [
          listing([payout], 21),
          listing([{ ...payout, id: 4, event: { title: 'Festa da Bia' } }], 21),
        ],
      },
      '/payouts?status=PENDING',
    );
    expect(await rowOf('Casamento Ana e Leo')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));

    expect(await rowOf('Festa da Bia')).toBeInTheDocument();
    const sent = queriesTo(api.fetchMock, '/api/admin/payouts').at(-1);
    expect(sent?.get('page')).toBe('2');
    expect(sent?.get('limit')).toBe('20');
    expect(sent?.get('status')).toBe('PENDING');
  });

  it('flags a destination replaced in the week before the request and a holder who is not the host', async () => {
    setup({
      'GET /api/admin/payouts': listing([
        {
          ...payout,
          destinationChangedAt: '2025-05-31T18:20:00.000Z',
          holderIsNotHost: true,
        },
        { ...payout, id: 4 },
      ]),
    });

    const flagged = await screen.findAllByRole('list', { name: 'Atenção' });
    expect(
      screen.getAllByText('Pix CPF ***.456.789-**', { exact: true }),
    ).toHaveLength(2);
    expect(flagged).toHaveLength(1);
    expect(flagged[0]).toHaveTextContent(
      'Dados para repasse alterados em 31/05/2025 15:20:00',
    );
    expect(flagged[0]).toHaveTextContent('Titular diferente do anfitrião');
  });

  it("shows '-' as the destination of a payout asked before destinations existed", async () => {
    setup({
      'GET /api/admin/payouts': listing([
        { ...payout, destinationMasked: null, destinationKind: null },
      ]),
    });
    const row = await rowOf('Casamento Ana e Leo');
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent(/^-$/);
  });

  it('filters by status, sent in upper case', async () => {
    const api = setup();
    await screen.findByRole('cell', { name: 'Casamento Ana e Leo' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'PAGO');
    await waitFor(() =>
      expect(
        queriesTo(api.fetchMock, '/api/admin/payouts').at(-1)?.get('status'),
      ).toBe('PAID'),
    );
  });

  it('shows the paid amount, the transfer id and no actions for a concluded payout', async () => {
    setup(
      {
        'GET /api/admin/payouts': listing([
          {
            ...payout,
            status: 'PAID',
            paidAmount: 100000,
            transferId: 'E00000000202506021300abcdefghijk',
          },
        ]),
      },
      '/payouts?status=PAID',
    );
    const row = (
      await screen.findByText('R$\u00a01.000,00', keepSpaces)
    ).closest('tr') as HTMLElement;
    expect(within(row).getByText('PAGO')).toBeInTheDocument();
    expect(
      within(row).getByRole('cell', {
        name: 'E00000000202506021300abcdefghijk',
      }),
    ).toHaveAttribute('data-label', 'ID da transação');
    expect(
      screen.queryByRole('button', { name: 'Concluir repasse 3' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('columnheader', { name: 'Ações' }),
    ).not.toBeInTheDocument();
  });

  it('shows the reason of a failed payout', async () => {
    setup(
      {
        'GET /api/admin/payouts': listing([
          {
            ...payout,
            status: 'FAILED',
            failureReason: 'Chave Pix inexistente no banco.',
          },
        ]),
      },
      '/payouts?status=FAILED',
    );
    expect(
      await screen.findByRole('cell', {
        name: 'Chave Pix inexistente no banco.',
      }),
    ).toHaveAttribute('data-label', 'Motivo');
    expect(
      screen.queryByRole('columnheader', { name: 'ID da transação' }),
    ).not.toBeInTheDocument();
  });

  it("'Marcar como falhou' asks for the reason and sends it", async () => {
    const api = setup({
      'PUT /api/admin/payouts/3/fail': transitioned('FAILED', {
        failureReason: 'Chave Pix inexistente no banco.',
      }),
    });
    const modal = await openFail();
    expect(modal.getByText('Pix CPF ***.456.789-**')).toBeInTheDocument();
    expect(
      modal.getByText(
        'O valor volta ao saldo disponível do anfitrião, que recebe este motivo por e-mail.',
      ),
    ).toBeInTheDocument();

    await userEvent.type(
      modal.getByLabelText(/Motivo da falha/),
      '  Chave Pix inexistente no banco.  ',
    );
    await userEvent.click(
      modal.getByRole('button', { name: 'Marcar como falhou' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toBeInTheDocument();
    expect(puts(api)).toEqual([
      expect.objectContaining({
        path: '/api/admin/payouts/3/fail',
        body: { reason: 'Chave Pix inexistente no banco.' },
      }),
    ]);
    expect(
      screen.queryByRole('dialog', { name: 'Marcar repasse como falhou' }),
    ).not.toBeInTheDocument();
    await waitFor(() =>
      expect(queriesTo(api.fetchMock, '/api/admin/payouts')).toHaveLength(2),
    );
  });

  it.each([
    ['empty', ''],
    ['too short', 'ab'],
  ])(
    "refuses an %s reason with 'Informe o motivo da falha, entre 3 e 500 caracteres.'",
    async (_case, typed) => {
      const api = setup();
      const modal = await openFail();
      if (typed)
        await userEvent.type(modal.getByLabelText(/Motivo da falha/), typed);
      await userEvent.click(
        modal.getByRole('button', { name: 'Marcar como falhou' }),
      );

      expect(
        await modal.findByText(
          'Informe o motivo da falha, entre 3 e 500 caracteres.',
        ),
      ).toBeInTheDocument();
      expect(modal.getByLabelText(/Motivo da falha/)).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(puts(api)).toEqual([]);
    },
  );

  it("shows the server's refusal to mark as failed, else 'Erro ao marcar o repasse como falhou.'", async () => {
    setup({
      'PUT /api/admin/payouts/3/fail': [
        {
          status: 409,
          body: {
            success: false,
            message: 'Este repasse não está mais pendente.',
          },
        },
        { status: 500, body: { success: false } },
      ],
    });
    const modal = await openFail();
    await userEvent.type(modal.getByLabelText(/Motivo da falha/), 'Recusado');
    await userEvent.click(
      modal.getByRole('button', { name: 'Marcar como falhou' }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Este repasse não está mais pendente.');

    await closeAlerts();
    await userEvent.click(
      modal.getByRole('button', { name: 'Marcar como falhou' }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao marcar o repasse como falhou.');
  });

  it('cancels after confirmation', async () => {
    const api = setup({
      'PUT /api/admin/payouts/3/cancel': transitioned('CANCELLED'),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cancelar repasse 3' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Atenção!' })).getByRole(
        'button',
        { name: 'Cancelar repasse' },
      ),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toBeInTheDocument();
    expect(puts(api).map((r) => r.path)).toEqual([
      '/api/admin/payouts/3/cancel',
    ]);
  });

  it("shows 'Erro ao cancelar o repasse.' when the cancellation fails without a message", async () => {
    setup({
      'PUT /api/admin/payouts/3/cancel': {
        status: 500,
        body: { success: false },
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cancelar repasse 3' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Atenção!' })).getByRole(
        'button',
        { name: 'Cancelar repasse' },
      ),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao cancelar o repasse.');
  });

  it("shows 'Erro ao recuperar lista de repasses.' when the list fails", async () => {
    setup({
      'GET /api/admin/payouts': { status: 400, body: { success: false } },
    });
    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao recuperar lista de repasses.');
  });
});

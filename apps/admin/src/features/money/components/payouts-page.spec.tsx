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
};
const transitioned = (
  status: string,
  paidAmount: number | null = null,
): FakeReply => ({
  status: 200,
  body: {
    success: true,
    payout: {
      ...payout,
      status,
      paidAmount,
      concludedAt: '2025-06-02T13:00:00.000Z',
    },
  },
});

const setup = (routes: Record<string, FakeReply> = {}, url = '/payouts') => {
  const api = installFakeApi({
    'GET /api/admin/payouts': {
      status: 200,
      body: { success: true, payouts: [payout] },
    },
    ...routes,
  });
  renderRoute(<PayoutsPage />, { path: '/payouts', url });
  return api;
};

const openConclude = async () => {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Concluir repasse 3' }),
  );
  return within(
    await screen.findByRole('dialog', { name: 'Concluir repasse' }),
  );
};

beforeEach(signIn);
afterEach(closeAlerts);

describe('payouts', () => {
  it('asks for pending payouts by default and shows their columns', async () => {
    const api = setup();
    const row = (
      await screen.findByRole('cell', { name: 'Casamento Ana e Leo' })
    ).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 7)
        .map((cell) => cell.textContent),
    ).toEqual([
      '3',
      'Casamento Ana e Leo',
      'Ana Lima',
      'R$\u00a01.234,56',
      '-',
      'PENDENTE',
      '01/06/2025 10:00:00',
    ]);
    expect(
      queriesTo(api.fetchMock, '/api/admin/payouts')[0].get('status'),
    ).toBe('PENDING');
    expect(screen.getByLabelText('Status')).toHaveValue('PENDING');
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

  it('prefills the requested amount, asks for confirmation and concludes with the paid amount', async () => {
    const api = setup({
      'PUT /api/admin/payouts/3/conclude': transitioned('PAID', 100000),
    });
    const modal = await openConclude();
    const amount = modal.getByLabelText('Valor pago (R$)');
    expect(amount).toHaveValue('1.234,56');

    await userEvent.clear(amount);
    await userEvent.type(amount, '100000');
    await userEvent.click(
      modal.getByRole('button', { name: 'Concluir repasse' }),
    );

    const confirm = await screen.findByRole('dialog', { name: 'Atenção!' });
    expect(confirm.textContent).toContain(
      'Confirma a conclusão deste repasse no valor de R$\u00a01.000,00?',
    );
    await userEvent.click(
      within(confirm).getByRole('button', { name: 'Concluir' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      paidAmount: 100000,
    });
    await waitFor(() =>
      expect(api.requests.filter((r) => r.method === 'GET')).toHaveLength(2),
    );
  });

  it.each([
    ['empty', ''],
    ['zero', '000'],
  ])(
    "refuses an %s amount with 'Por favor, insira um valor válido para o repasse.'",
    async (_case, typed) => {
      const api = setup();
      const modal = await openConclude();
      await userEvent.clear(modal.getByLabelText('Valor pago (R$)'));
      if (typed)
        await userEvent.type(modal.getByLabelText('Valor pago (R$)'), typed);
      await userEvent.click(
        modal.getByRole('button', { name: 'Concluir repasse' }),
      );

      expect(
        await modal.findByText(
          'Por favor, insira um valor válido para o repasse.',
        ),
      ).toBeInTheDocument();
      expect(
        screen.queryByRole('dialog', { name: 'Atenção!' }),
      ).not.toBeInTheDocument();
      expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
    },
  );

  it("refuses an amount above the requested one before asking for confirmation: 'O valor pago não pode ser maior que o valor solicitado.'", async () => {
    const api = setup();
    const modal = await openConclude();
    const amount = modal.getByLabelText('Valor pago (R$)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '123457');
    await userEvent.click(
      modal.getByRole('button', { name: 'Concluir repasse' }),
    );

    expect(
      await modal.findByText(
        'O valor pago não pode ser maior que o valor solicitado.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('dialog', { name: 'Atenção!' }),
    ).not.toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('sends nothing when the confirmation is declined', async () => {
    const api = setup();
    const modal = await openConclude();
    await userEvent.click(
      modal.getByRole('button', { name: 'Concluir repasse' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Atenção!' })).getByRole(
        'button',
        { name: 'Cancelar' },
      ),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Atenção!' }),
      ).not.toBeInTheDocument(),
    );
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it("shows the server's refusal, else 'Erro ao concluir o repasse.'", async () => {
    setup({
      'PUT /api/admin/payouts/3/conclude': {
        status: 500,
        body: { success: false },
      },
    });
    const modal = await openConclude();
    await userEvent.click(
      modal.getByRole('button', { name: 'Concluir repasse' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Atenção!' })).getByRole(
        'button',
        { name: 'Concluir' },
      ),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao concluir o repasse.');
  });

  it.each([
    ['Marcar repasse 3 como falhou', 'Marcar como falhou', 'fail', 'FAILED'],
    ['Cancelar repasse 3', 'Cancelar repasse', 'cancel', 'CANCELLED'],
  ])('%s after confirmation', async (action, confirmText, path, status) => {
    const api = setup({
      [`PUT /api/admin/payouts/3/${path}`]: transitioned(status),
    });
    await userEvent.click(await screen.findByRole('button', { name: action }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Atenção!' })).getByRole(
        'button',
        { name: confirmText },
      ),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toBeInTheDocument();
    expect(
      api.requests.filter((r) => r.method === 'PUT').map((r) => r.path),
    ).toEqual([`/api/admin/payouts/3/${path}`]);
  });

  it("shows 'Erro ao recuperar lista de repasses.' and the empty text when the list fails", async () => {
    setup({
      'GET /api/admin/payouts': { status: 400, body: { success: false } },
    });
    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao recuperar lista de repasses.');
  });

  it('shows the paid amount and no actions for a concluded payout', async () => {
    setup(
      {
        'GET /api/admin/payouts': {
          status: 200,
          body: {
            success: true,
            payouts: [{ ...payout, status: 'PAID', paidAmount: 100000 }],
          },
        },
      },
      '/payouts?status=PAID',
    );
    const row = (
      await screen.findByText('R$\u00a01.000,00', keepSpaces)
    ).closest('tr') as HTMLElement;
    expect(within(row).getByText('PAGO')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Concluir repasse 3' }),
    ).not.toBeInTheDocument();
  });
});

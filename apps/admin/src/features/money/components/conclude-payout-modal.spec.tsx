import {
  closeAlerts,
  installFakeApi,
  type FakeReply,
} from '@celebra/web-testing';
import type { AdminPayout } from '@celebra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queriesTo, signIn } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { PayoutsPage } from './payouts-page';

const pixPayout: AdminPayout = {
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
const bankPayout: AdminPayout = {
  ...pixPayout,
  destinationMasked:
    'Banco do Brasil (001) · Ag. 1234 · Conta corrente ***56-7',
  destinationKind: 'BANK',
};
const pixDestination = {
  kind: 'PIX',
  pixKeyType: 'CPF',
  pixKey: '12345678909',
  holderName: 'Ana Maria Lima',
  holderDocument: '12345678909',
};
const bankDestination = {
  kind: 'BANK',
  bankCode: '001',
  bankName: 'Banco do Brasil',
  agency: '1234',
  account: '123456',
  accountDigit: '7',
  accountType: 'CHECKING',
  holderName: 'Ana Maria Lima',
  holderDocument: '11222333000181',
};
const endToEndId = 'E00000000202506021300abcdefghijk';

const paid: FakeReply = {
  status: 200,
  body: {
    success: true,
    payout: {
      id: 3,
      eventId: 7,
      requestedAmount: 123456,
      paidAmount: 100000,
      status: 'PAID',
      createdAt: pixPayout.createdAt,
      concludedAt: '2025-06-02T13:00:00.000Z',
      destinationMasked: pixPayout.destinationMasked,
      transferId: endToEndId,
      failureReason: null,
    },
  },
};

const setup = ({
  payout = pixPayout,
  destination = {
    status: 200,
    body: { success: true, destination: pixDestination },
  },
  conclude = paid,
}: {
  payout?: AdminPayout;
  destination?: FakeReply;
  conclude?: FakeReply | FakeReply[];
} = {}) => {
  const api = installFakeApi({
    'GET /api/admin/payouts': {
      status: 200,
      body: { success: true, payouts: [payout], total: 1 },
    },
    'GET /api/admin/payouts/3/destination': destination,
    'PUT /api/admin/payouts/3/conclude': conclude,
  });
  renderRoute(<PayoutsPage />, { path: '/payouts', url: '/payouts' });
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

/** The destination's lines as the admin reads them: label and value. */
const destinationRows = async (modal: ReturnType<typeof within>) => {
  const section = await modal.findByRole('region', {
    name: 'Dados para repasse',
  });
  return within(section)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
};

const submit = (modal: ReturnType<typeof within>) =>
  userEvent.click(modal.getByRole('button', { name: 'Concluir repasse' }));

const confirm = async () =>
  userEvent.click(
    within(await screen.findByRole('dialog', { name: 'Atenção!' })).getByRole(
      'button',
      { name: 'Concluir' },
    ),
  );

const puts = (api: ReturnType<typeof setup>) =>
  api.requests.filter((r) => r.method === 'PUT');

let writeText: jest.Mock;

beforeEach(() => {
  signIn();
  writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText },
    configurable: true,
  });
});
afterEach(closeAlerts);

describe('concluding a payout', () => {
  it('shows a Pix destination whole, formatted, each pasteable value with its copy button', async () => {
    setup();
    const modal = await openConclude();
    expect(await destinationRows(modal)).toEqual([
      ['Tipo da chave Pix', 'CPF'],
      ['Chave Pix', '123.456.789-09'],
      ['Titular', 'Ana Maria Lima'],
      ['CPF do titular', '123.456.789-09'],
    ]);
    expect(
      modal
        .getAllByRole('button', { name: /^Copiar / })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Copiar Chave Pix', 'Copiar Titular', 'Copiar CPF do titular']);
  });

  it("copies the key as the bank's app takes it and says 'Copiado!'", async () => {
    setup();
    const modal = await openConclude();
    const copyKey = await modal.findByRole('button', {
      name: 'Copiar Chave Pix',
    });
    await userEvent.click(copyKey);

    expect(writeText).toHaveBeenCalledWith('12345678909');
    expect(copyKey).toHaveTextContent('Copiado!');
    expect(
      modal.getAllByRole('status').map((status) => status.textContent),
    ).toContain('Copiado!');
    await waitFor(() => expect(copyKey).toHaveTextContent('Copiar'), {
      timeout: 3000,
    });
  });

  it("says 'Não foi possível copiar.' when the clipboard refuses", async () => {
    writeText.mockRejectedValue(new Error('denied'));
    setup();
    const modal = await openConclude();
    await userEvent.click(
      await modal.findByRole('button', { name: 'Copiar Titular' }),
    );
    expect(
      await modal.findByText('Não foi possível copiar.'),
    ).toBeInTheDocument();
  });

  it('shows a bank account whole: bank, code, agency, account with digit, type, holder and CNPJ', async () => {
    setup({
      payout: bankPayout,
      destination: {
        status: 200,
        body: { success: true, destination: bankDestination },
      },
    });
    const modal = await openConclude();
    expect(await destinationRows(modal)).toEqual([
      ['Banco', 'Banco do Brasil'],
      ['Código do banco', '001'],
      ['Agência', '1234'],
      ['Conta', '123456-7'],
      ['Tipo de conta', 'Conta corrente'],
      ['Titular', 'Ana Maria Lima'],
      ['CNPJ do titular', '11.222.333/0001-81'],
    ]);
    await userEvent.click(modal.getByRole('button', { name: 'Copiar Conta' }));
    expect(writeText).toHaveBeenCalledWith('123456-7');
    await userEvent.click(
      modal.getByRole('button', { name: 'Copiar CNPJ do titular' }),
    );
    expect(writeText).toHaveBeenLastCalledWith('11222333000181');
  });

  it('prefills the requested amount, asks for confirmation and concludes with the amount and the end-to-end id', async () => {
    const api = setup();
    const modal = await openConclude();
    const amount = modal.getByLabelText('Valor pago (R$)');
    expect(amount).toHaveValue('1.234,56');

    await userEvent.clear(amount);
    await userEvent.type(amount, '1000');
    await userEvent.type(
      modal.getByLabelText(/ID da transação \(end-to-end Pix\)/),
      ` ${endToEndId} `,
    );
    await submit(modal);

    const dialog = await screen.findByRole('dialog', { name: 'Atenção!' });
    expect(dialog.textContent).toContain(
      'Confirma a conclusão deste repasse no valor de R$\u00a01.000,00?',
    );
    await confirm();

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toBeInTheDocument();
    expect(puts(api)[0]?.body).toEqual({
      paidAmount: 100000,
      transferId: endToEndId,
    });
    await waitFor(() =>
      expect(queriesTo(api.fetchMock, '/api/admin/payouts')).toHaveLength(2),
    );
  });

  it.each([
    ['missing', '', 'Informe o identificador da transferência Pix.'],
    [
      'not an end-to-end id',
      'PIX-123',
      'Identificador inválido: o Pix usa E seguido de 31 letras e números.',
    ],
  ])(
    'refuses a Pix conclusion whose transfer id is %s',
    async (_case, typed, message) => {
      const api = setup();
      const modal = await openConclude();
      const field = modal.getByLabelText(/ID da transação/);
      if (typed) await userEvent.type(field, typed);
      await submit(modal);

      expect(await modal.findByText(message)).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(
        screen.queryByRole('dialog', { name: 'Atenção!' }),
      ).not.toBeInTheDocument();
      expect(puts(api)).toEqual([]);
    },
  );

  it('concludes a bank transfer without a transfer id', async () => {
    const api = setup({
      payout: bankPayout,
      destination: {
        status: 200,
        body: { success: true, destination: bankDestination },
      },
    });
    const modal = await openConclude();
    expect(
      modal.getByText('Opcional para transferência bancária.'),
    ).toBeInTheDocument();
    await submit(modal);
    await confirm();

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toBeInTheDocument();
    expect(puts(api)[0]?.body).toEqual({ paidAmount: 123456 });
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
      await userEvent.type(modal.getByLabelText(/ID da transação/), endToEndId);
      await submit(modal);

      expect(
        await modal.findByText(
          'Por favor, insira um valor válido para o repasse.',
        ),
      ).toBeInTheDocument();
      expect(
        screen.queryByRole('dialog', { name: 'Atenção!' }),
      ).not.toBeInTheDocument();
      expect(puts(api)).toEqual([]);
    },
  );

  it("refuses an amount above the requested one before asking for confirmation: 'O valor pago não pode ser maior que o valor solicitado.'", async () => {
    const api = setup();
    const modal = await openConclude();
    const amount = modal.getByLabelText('Valor pago (R$)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1234,57');
    await userEvent.type(modal.getByLabelText(/ID da transação/), endToEndId);
    await submit(modal);

    expect(
      await modal.findByText(
        'O valor pago não pode ser maior que o valor solicitado.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('dialog', { name: 'Atenção!' }),
    ).not.toBeInTheDocument();
    expect(puts(api)).toEqual([]);
  });

  it('sends nothing when the confirmation is declined', async () => {
    const api = setup();
    const modal = await openConclude();
    await userEvent.type(modal.getByLabelText(/ID da transação/), endToEndId);
    await submit(modal);
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
    expect(puts(api)).toEqual([]);
  });

  it("shows the server's refusal, else 'Erro ao concluir o repasse.'", async () => {
    setup({
      conclude: [
        {
          status: 400,
          body: {
            success: false,
            message: 'O valor pago não pode ser maior que o valor solicitado.',
          },
        },
        { status: 500, body: { success: false } },
      ],
    });
    const modal = await openConclude();
    await userEvent.type(modal.getByLabelText(/ID da transação/), endToEndId);
    await submit(modal);
    await confirm();
    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent(
      'O valor pago não pode ser maior que o valor solicitado.',
    );

    await closeAlerts();
    await submit(modal);
    await confirm();
    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao concluir o repasse.');
  });

  it('says in place when the destination cannot be read, and still concludes a payout asked before destinations', async () => {
    const api = setup({
      payout: { ...pixPayout, destinationMasked: null, destinationKind: null },
      destination: {
        status: 404,
        body: {
          success: false,
          message: 'Este repasse não tem dados de destino registrados.',
        },
      },
    });
    const modal = await openConclude();
    expect(await modal.findByRole('alert')).toHaveTextContent(
      'Este repasse não tem dados de destino registrados.',
    );
    await submit(modal);
    await confirm();
    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toBeInTheDocument();
    expect(puts(api)[0]?.body).toEqual({ paidAmount: 123456 });
  });

  it("says 'Erro ao recuperar os dados para repasse.' when the read fails without a message", async () => {
    setup({ destination: { status: 400, body: { success: false } } });
    const modal = await openConclude();
    expect(await modal.findByRole('alert')).toHaveTextContent(
      'Erro ao recuperar os dados para repasse.',
    );
  });
});

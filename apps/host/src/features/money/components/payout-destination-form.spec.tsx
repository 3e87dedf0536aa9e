import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { PayoutDestinationForm } from './payout-destination-form';
import { ReceivedGiftsPage } from './received-gifts-page';

const renderForm = (
  current: Parameters<typeof PayoutDestinationForm>[0]['current'] = null,
) => {
  const onSave = jest.fn();
  const onCancel = jest.fn();
  render(
    <PayoutDestinationForm
      current={current}
      saving={false}
      onSave={onSave}
      onCancel={onCancel}
    />,
  );
  return { onSave, onCancel };
};

const save = () =>
  userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

const fillHolder = async (name = 'Ana Souza', document = '12345678909') => {
  await userEvent.type(screen.getByLabelText(/Nome completo do titular/), name);
  await userEvent.type(screen.getByLabelText(/CPF\/CNPJ do titular/), document);
};

describe('PayoutDestinationForm — Pix', () => {
  it('masks a CPF key and the holder document as typed and sends them as digits', async () => {
    const { onSave } = renderForm();
    const key = screen.getByRole('textbox', { name: /^Chave Pix/ });

    await userEvent.type(key, '12345678909');
    await fillHolder('  Ana   Souza ', '11222333000181');

    expect(key).toHaveValue('123.456.789-09');
    expect(screen.getByLabelText(/CPF\/CNPJ do titular/)).toHaveValue(
      '11.222.333/0001-81',
    );
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toEqual({
      kind: 'PIX',
      pixKeyType: 'CPF',
      pixKey: '12345678909',
      holderName: 'Ana Souza',
      holderDocument: '11222333000181',
    });
  });

  it('shows the field messages of the contract', async () => {
    const { onSave } = renderForm();

    await save();

    expect(
      await screen.findByText('* Informe a chave Pix'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Informe o nome completo do titular.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Informe um CPF ou CNPJ válido do titular.'),
    ).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('textbox', { name: /^Chave Pix/ }),
      '12345678900',
    );
    await userEvent.type(
      screen.getByLabelText(/Nome completo do titular/),
      'Ana',
    );
    await save();
    expect(
      await screen.findByText('Chave Pix inválida: informe um CPF válido.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Informe o nome completo do titular.'),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('takes a mobile key with its mask and sends it as +55', async () => {
    const { onSave } = renderForm();
    await userEvent.selectOptions(
      screen.getByLabelText('Tipo de chave'),
      'Celular',
    );
    const key = screen.getByRole('textbox', { name: /^Chave Pix/ });

    await userEvent.type(key, '11987654321');
    await fillHolder();

    expect(key).toHaveValue('(11) 98765-4321');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toMatchObject({
      pixKeyType: 'PHONE',
      pixKey: '+5511987654321',
    });
  });

  it('clears the key when its type changes and checks it by the new type', async () => {
    const { onSave } = renderForm();
    await userEvent.type(
      screen.getByRole('textbox', { name: /^Chave Pix/ }),
      '12345678909',
    );

    await userEvent.selectOptions(
      screen.getByLabelText('Tipo de chave'),
      'E-mail',
    );

    expect(screen.getByRole('textbox', { name: /^Chave Pix/ })).toHaveValue('');
    await userEvent.type(
      screen.getByRole('textbox', { name: /^Chave Pix/ }),
      'ana@',
    );
    await fillHolder();
    await save();
    expect(
      await screen.findByText('Chave Pix inválida: informe um e-mail válido.'),
    ).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('textbox', { name: /^Chave Pix/ }),
      'Example.com',
    );
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toMatchObject({
      pixKeyType: 'EMAIL',
      pixKey: 'ana@example.com',
    });
  });

  it('keeps a random key lower-case', async () => {
    const { onSave } = renderForm();
    await userEvent.selectOptions(
      screen.getByLabelText('Tipo de chave'),
      'Chave aleatória',
    );

    await userEvent.type(
      screen.getByRole('textbox', { name: /^Chave Pix/ }),
      '1B4E28BA-2FA1-11D2-883F-0016D3CCA427',
    );
    await fillHolder();
    await save();

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toMatchObject({
      pixKeyType: 'EVP',
      pixKey: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
    });
  });
});

describe('PayoutDestinationForm — bank account', () => {
  const chooseBank = () =>
    userEvent.click(screen.getByRole('radio', { name: /Conta bancária/ }));

  it('sends the bank, branch, account, check digit, type and holder', async () => {
    const { onSave } = renderForm();
    await chooseBank();

    await userEvent.selectOptions(
      screen.getByLabelText(/Banco/),
      '341 – Itaú Unibanco',
    );
    await userEvent.type(screen.getByLabelText(/Agência/), '12a345678');
    await userEvent.type(
      screen.getByRole('textbox', { name: /^Conta/ }),
      '0012345',
    );
    await userEvent.type(screen.getByLabelText(/Dígito/), 'x');
    await userEvent.selectOptions(
      screen.getByLabelText('Tipo de conta'),
      'Conta poupança',
    );
    await fillHolder();

    expect(screen.getByLabelText(/Agência/)).toHaveValue('12345');
    expect(screen.getByLabelText(/Dígito/)).toHaveValue('X');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toEqual({
      kind: 'BANK',
      bankCode: '341',
      agency: '12345',
      account: '0012345',
      accountDigit: 'X',
      accountType: 'SAVINGS',
      holderName: 'Ana Souza',
      holderDocument: '12345678909',
    });
  });

  it('shows each missing field’s message', async () => {
    const { onSave } = renderForm();
    await chooseBank();

    await save();

    expect(
      await screen.findByText('Escolha um banco da lista.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Informe a agência, com até 5 números, sem o dígito.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Informe o número da conta, com até 12 números.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Informe o dígito da conta (número ou X).'),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('opens on the kind and holder on file', () => {
    renderForm({
      kind: 'BANK',
      masked: 'Banco do Brasil (001) · Ag. 1234 · Conta corrente ***56-7',
      holderName: 'Leo Lima',
      updatedAt: '2026-05-09T12:30:00.000Z',
      payoutsFrom: null,
    });

    expect(screen.getByRole('radio', { name: /Conta bancária/ })).toBeChecked();
    expect(screen.getByLabelText(/Nome completo do titular/)).toHaveValue(
      'Leo Lima',
    );
  });
});

describe('ReceivedGiftsPage — payout destination', () => {
  const saved = {
    kind: 'PIX',
    masked: 'Pix CPF ***.456.789-**',
    holderName: 'Ana Souza',
    updatedAt: '2026-05-14T15:00:00.000Z',
    payoutsFrom: null,
  };

  const installPage = (putReply: { status: number; body: unknown }) =>
    installFakeApi({
      'GET /api/users/events/3/transactions': {
        status: 200,
        body: {
          success: true,
          totalReceived: 0,
          totalTransferred: 0,
          totalPending: 0,
          totalAvailable: 0,
        },
      },
      'GET /api/users/events/3/received-gifts': {
        status: 200,
        body: { success: true, receivedGifts: [], total: 0 },
      },
      'GET /api/users/events/3/payout-requests': {
        status: 200,
        body: { success: true, payouts: [] },
      },
      'GET /api/users/events/3/payout-destination': {
        status: 200,
        body: { success: true, destination: null },
      },
      'PUT /api/users/events/3/payout-destination': putReply,
    });

  afterEach(closeAlerts);

  it("saves the destination, says 'Dados para repasse salvos.' and shows the masked line", async () => {
    const api = installPage({
      status: 200,
      body: { success: true, destination: saved },
    });
    renderSignedIn(<ReceivedGiftsPage />);
    expect(
      await screen.findByText('Nenhum dado cadastrado.'),
    ).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'Cadastrar dados' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Dados para repasse',
    });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Chave Pix/ }),
      '12345678909',
    );
    await fillHolder();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Salvar' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Dados para repasse salvos.');
    await closeAlerts();
    expect(screen.getByText('Pix CPF ***.456.789-**')).toBeInTheDocument();
    expect(screen.getByText('Titular: Ana Souza')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Alterar dados' }),
    ).toBeInTheDocument();
    expect(
      api.requests.find((request) => request.method === 'PUT')?.body,
    ).toEqual({
      kind: 'PIX',
      pixKeyType: 'CPF',
      pixKey: '12345678909',
      holderName: 'Ana Souza',
      holderDocument: '12345678909',
    });
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Dados para repasse' }),
      ).not.toBeInTheDocument(),
    );
  });

  it("sends one save for a double tap on 'Salvar'", async () => {
    const api = installPage({
      status: 200,
      body: { success: true, destination: saved },
    });
    renderSignedIn(<ReceivedGiftsPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cadastrar dados' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Dados para repasse',
    });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Chave Pix/ }),
      '12345678909',
    );
    await fillHolder();

    await userEvent.dblClick(
      within(dialog).getByRole('button', { name: 'Salvar' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Dados para repasse salvos.');
    expect(
      api.requests.filter((request) => request.method === 'PUT'),
    ).toHaveLength(1);
  });

  it('keeps the form open with the server’s message when it refuses', async () => {
    installPage({
      status: 400,
      body: {
        success: false,
        message: 'Informe um CPF ou CNPJ válido do titular.',
      },
    });
    renderSignedIn(<ReceivedGiftsPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cadastrar dados' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Dados para repasse',
    });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Chave Pix/ }),
      '12345678909',
    );
    await fillHolder();

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Salvar' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Informe um CPF ou CNPJ válido do titular.');
    await closeAlerts();
    expect(
      screen.getByRole('dialog', { name: 'Dados para repasse' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Nenhum dado cadastrado.')).toBeInTheDocument();
  });
});

import { closeAlerts } from '@celebra/web-testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publicEventResponse } from '../../../testing/fixtures';
import { findCompletePage, renderSite } from '../../../testing/render-site';

const routes = {
  'GET /api/guests/event/ana-e-leo': { status: 200, body: publicEventResponse },
};

const openAttendanceForm = async (
  extra: Parameters<typeof renderSite>[1] = {},
) => {
  const view = renderSite('/ana-e-leo', { ...routes, ...extra });
  await findCompletePage();
  await userEvent.click(
    await screen.findByRole('button', { name: 'CONFIRMAR PRESENÇA' }),
  );
  return {
    ...view,
    dialog: await screen.findByRole('dialog', {
      name: 'Confirme sua presença',
    }),
  };
};

const fill = async (dialog: HTMLElement) => {
  await userEvent.type(within(dialog).getByLabelText(/^Nome/), 'João');
  await userEvent.type(within(dialog).getByLabelText(/^Sobrenome/), 'Souza');
  await userEvent.type(
    within(dialog).getByLabelText(/^E-mail/),
    'joao@example.com',
  );
  await userEvent.type(
    within(dialog).getByLabelText(/^Telefone/),
    '11987654321',
  );
};

const confirm = (dialog: HTMLElement) =>
  userEvent.click(
    within(dialog).getByRole('button', { name: 'Confirmar presença' }),
  );

afterEach(closeAlerts);

describe("'Confirme sua presença' (spec §5 Guest form)", () => {
  it('requires names, e-mail and phone with the messages of the spec', async () => {
    const { dialog, api } = await openAttendanceForm();

    await confirm(dialog);

    for (const message of [
      '* Nome obrigatório',
      '* Sobrenome obrigatório',
      '* E-mail obrigatório',
      '* Telefone obrigatório',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual(
      [],
    );
  });

  it("masks the phone, says '* Número inválido' while it is incomplete and '* Telefone inválido' on sending", async () => {
    const { dialog } = await openAttendanceForm();
    const phone = within(dialog).getByLabelText(/^Telefone/);

    await userEvent.type(phone, '119876');
    expect(phone).toHaveValue('(11) 9876');
    expect(within(dialog).getByText('* Número inválido')).toBeInTheDocument();

    await confirm(dialog);
    expect(
      await within(dialog).findByText('* Telefone inválido'),
    ).toBeInTheDocument();

    await userEvent.type(phone, '54321');
    expect(phone).toHaveValue('(11) 98765-4321');
    expect(within(dialog).queryByText('* Telefone inválido')).toBeNull();
    expect(within(dialog).queryByText('* Número inválido')).toBeNull();
  });

  it("confirms with companions and says 'Presença confirmada.'", async () => {
    const { dialog, api } = await openAttendanceForm({
      'POST /api/guests/confirmation/3': {
        status: 200,
        body: { success: true, message: 'Presença confirmada.' },
      },
    });
    await fill(dialog);
    await userEvent.type(within(dialog).getByLabelText(/^Acompanhantes/), '2');

    await confirm(dialog);

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Presença confirmada.');
    expect(api.requests.at(-1)?.body).toEqual({
      firstName: 'João',
      lastName: 'Souza',
      email: 'joao@example.com',
      phoneNumber: '(11) 98765-4321',
      companions: 2,
    });
  });

  it('refuses more than 20 companions', async () => {
    const { dialog } = await openAttendanceForm();
    await fill(dialog);
    await userEvent.type(within(dialog).getByLabelText(/^Acompanhantes/), '21');

    await confirm(dialog);

    expect(
      await within(dialog).findByText('Valor inválido'),
    ).toBeInTheDocument();
  });

  it.each([
    [
      {
        success: false,
        message: 'Este e-mail já está na lista de convidados.',
      },
      'Este e-mail já está na lista de convidados.',
    ],
    [{ success: false }, 'Erro ao confirmar presença.'],
  ])('shows the failure %j', async (body, text) => {
    const { dialog } = await openAttendanceForm({
      'POST /api/guests/confirmation/3': { status: 500, body },
    });
    await fill(dialog);

    await confirm(dialog);

    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent(text);
  });
});

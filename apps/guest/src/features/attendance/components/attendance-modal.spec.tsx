import { closeAlerts } from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
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

describe("'Confirme sua presença' (the guest form)", () => {
  it('says what the answers are for, links the privacy policy and asks no consent', async () => {
    const { dialog } = await openAttendanceForm();

    expect(dialog).toHaveTextContent(
      'Seus dados e os nomes dos acompanhantes vão só para os anfitriões organizarem o evento. Saiba mais na Política de privacidade',
    );
    const link = within(dialog).getByRole('link', {
      name: 'Política de privacidade (abre em nova aba)',
    });
    expect(link).toHaveAttribute('href', '/privacidade');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
  });

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
    await waitFor(() =>
      expect(within(dialog).queryByText('* Telefone inválido')).toBeNull(),
    );
    expect(within(dialog).queryByText('* Número inválido')).toBeNull();
  });

  it("confirms with one name per companion and says 'Presença confirmada.'", async () => {
    const { dialog, api } = await openAttendanceForm({
      'POST /api/guests/confirmation/3': {
        status: 200,
        body: { success: true, message: 'Presença confirmada.' },
      },
    });
    await fill(dialog);
    expect(within(dialog).getByRole('radio', { name: 'Vou' })).toBeChecked();
    expect(within(dialog).queryByLabelText(/^Nome do acompanhante/)).toBeNull();

    await userEvent.type(within(dialog).getByLabelText(/^Acompanhantes/), '2');
    await userEvent.type(
      within(dialog).getByLabelText(/^Nome do acompanhante 1/),
      'Ana Souza',
    );
    await userEvent.type(
      within(dialog).getByLabelText(/^Nome do acompanhante 2/),
      'Leo Souza',
    );
    await userEvent.type(
      within(dialog).getByLabelText('Mensagem (opcional)'),
      'Até lá!',
    );

    await confirm(dialog);

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Presença confirmada.');
    expect(api.requests.at(-1)?.body).toEqual({
      firstName: 'João',
      lastName: 'Souza',
      email: 'joao@example.com',
      phoneNumber: '(11) 98765-4321',
      attending: true,
      companions: 2,
      companionNames: ['Ana Souza', 'Leo Souza'],
      message: 'Até lá!',
    });
  });

  it("asks a name for each companion: '* Nome do acompanhante obrigatório'", async () => {
    const { dialog, api } = await openAttendanceForm();
    await fill(dialog);
    const companions = within(dialog).getByLabelText(/^Acompanhantes/);
    await userEvent.type(companions, '3');
    expect(
      within(dialog).getAllByLabelText(/^Nome do acompanhante/),
    ).toHaveLength(3);
    await userEvent.type(
      within(dialog).getByLabelText(/^Nome do acompanhante 2/),
      'Leo',
    );

    await confirm(dialog);

    expect(
      await within(dialog).findAllByText('* Nome do acompanhante obrigatório'),
    ).toHaveLength(2);
    expect(
      within(dialog).getByLabelText(/^Nome do acompanhante 1/),
    ).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual(
      [],
    );

    await userEvent.clear(companions);
    await userEvent.type(companions, '1');
    expect(
      within(dialog).getAllByLabelText(/^Nome do acompanhante/),
    ).toHaveLength(1);
  });

  it("sends 'Não poderei ir' without companions and says 'Resposta registrada. Obrigado por avisar!'", async () => {
    const { dialog, api } = await openAttendanceForm({
      'POST /api/guests/confirmation/3': {
        status: 200,
        body: {
          success: true,
          message: 'Resposta registrada. Obrigado por avisar!',
        },
      },
    });
    await fill(dialog);
    await userEvent.type(within(dialog).getByLabelText(/^Acompanhantes/), '1');

    await userEvent.click(
      within(dialog).getByRole('radio', { name: 'Não poderei ir' }),
    );

    expect(within(dialog).queryByLabelText(/^Acompanhantes/)).toBeNull();
    expect(within(dialog).queryByLabelText(/^Nome do acompanhante/)).toBeNull();
    await userEvent.type(
      within(dialog).getByLabelText('Mensagem (opcional)'),
      'Felicidades!',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Enviar resposta' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Resposta registrada. Obrigado por avisar!');
    expect(api.requests.at(-1)?.body).toEqual({
      firstName: 'João',
      lastName: 'Souza',
      email: 'joao@example.com',
      phoneNumber: '(11) 98765-4321',
      attending: false,
      message: 'Felicidades!',
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

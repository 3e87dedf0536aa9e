import { closeAlerts } from '@celebra/web-testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publicEventResponse } from '../../../testing/fixtures';
import { findCompletePage, renderSite } from '../../../testing/render-site';

const routes = {
  'GET /api/guests/event/ana-e-leo': { status: 200, body: publicEventResponse },
};

const openMessageForm = async (
  extra: Parameters<typeof renderSite>[1] = {},
) => {
  const view = renderSite('/ana-e-leo', { ...routes, ...extra });
  await findCompletePage();
  await userEvent.click(
    await screen.findByRole('button', { name: 'ENVIAR RECADO' }),
  );
  return {
    ...view,
    dialog: await screen.findByRole('dialog', { name: 'Deixe seu recado' }),
  };
};

const fill = async (dialog: HTMLElement) => {
  await userEvent.type(within(dialog).getByLabelText(/^Nome/), 'Maria');
  await userEvent.type(within(dialog).getByLabelText(/^Sobrenome/), 'Silva');
  await userEvent.type(
    within(dialog).getByLabelText(/^E-mail/),
    'Maria@Example.com',
  );
  await userEvent.type(
    within(dialog).getByLabelText(/^Mensagem/),
    'Felicidades!{Enter}Com carinho.',
  );
};

const send = (dialog: HTMLElement) =>
  userEvent.click(
    within(dialog).getByRole('button', { name: 'Enviar recado' }),
  );

afterEach(closeAlerts);

describe("'Deixe seu recado' (the guest message form)", () => {
  it('says who receives the message, links the privacy policy and asks no consent', async () => {
    const { dialog } = await openMessageForm();

    expect(dialog).toHaveTextContent(
      'Seu nome, e-mail e recado vão só para os anfitriões; o e-mail serve para eles agradecerem. Saiba mais na Política de privacidade',
    );
    expect(
      within(dialog).getByRole('link', {
        name: 'Política de privacidade (abre em nova aba)',
      }),
    ).toHaveAttribute('href', '/privacidade');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
  });

  it('requires every field with the messages of the spec and sends nothing', async () => {
    const { dialog, api } = await openMessageForm();

    await send(dialog);

    for (const message of [
      '* Nome obrigatório',
      '* Sobrenome obrigatório',
      '* E-mail obrigatório',
      '* Mensagem obrigatória',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText(/^Nome/)).toHaveFocus();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual(
      [],
    );
  });

  it('checks the e-mail format', async () => {
    const { dialog } = await openMessageForm();
    await userEvent.type(within(dialog).getByLabelText(/^E-mail/), 'maria@');

    await send(dialog);

    expect(
      await within(dialog).findByText('* E-mail inválido'),
    ).toBeInTheDocument();
  });

  it("sends the message and says 'Recado enviado.'", async () => {
    const { dialog, api } = await openMessageForm({
      'POST /api/guests/message/3': {
        status: 200,
        body: { success: true, message: 'Recado enviado.' },
      },
    });
    await fill(dialog);

    await send(dialog);

    const alert = await screen.findByRole('dialog', { name: 'Sucesso!' });
    expect(alert).toHaveTextContent('Recado enviado.');
    expect(api.requests.at(-1)?.body).toEqual({
      firstName: 'Maria',
      lastName: 'Silva',
      email: 'maria@example.com',
      message: 'Felicidades!\nCom carinho.',
    });
    expect(
      screen.queryByRole('dialog', { name: 'Deixe seu recado' }),
    ).toBeNull();
  });

  it.each([
    [
      { success: false, message: 'Este evento não está recebendo recados.' },
      'Este evento não está recebendo recados.',
    ],
    [{ success: false }, 'Erro ao enviar recado.'],
  ])('shows the failure %j', async (body, text) => {
    const { dialog } = await openMessageForm({
      'POST /api/guests/message/3': { status: 500, body },
    });
    await fill(dialog);

    await send(dialog);

    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent(text);
  });
});

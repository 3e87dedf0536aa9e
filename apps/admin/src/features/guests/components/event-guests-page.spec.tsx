import {
  closeAlerts,
  installFakeApi,
  type FakeReply,
} from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { EventGuestsPage } from './event-guests-page';

const guest = {
  id: 11,
  eventId: 7,
  firstName: 'Caio',
  lastName: 'Reis',
  email: 'caio@example.com',
  phoneNumber: '(11) 91234-5678',
  attending: true,
  companions: 2,
  companionNames: ['Ana Reis', 'Leo Reis'],
  message: 'Levamos a sobremesa!',
  createdAt: '2025-06-01T13:00:00.000Z',
};

const setup = (routes: Record<string, FakeReply> = {}) => {
  const api = installFakeApi({
    'GET /api/admin/events/7/guests': {
      status: 200,
      body: { success: true, guests: [guest], total: 1 },
    },
    ...routes,
  });
  renderRoute(<EventGuestsPage />, {
    path: '/events/:id/guests',
    url: '/events/7/guests',
  });
  return api;
};

const openNew = async () => {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Novo convidado' }),
  );
  return within(await screen.findByRole('dialog', { name: 'Novo convidado' }));
};

beforeEach(signIn);
afterEach(closeAlerts);

describe('event guests', () => {
  it("lists ID, event ID, name, e-mail, contact, answer, companions' names, message and confirmation date", async () => {
    setup();
    const row = (
      await screen.findByRole('cell', { name: 'caio@example.com' })
    ).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '11',
      '7',
      'Caio Reis',
      'caio@example.com',
      '(11) 91234-5678',
      'Vai Acompanhantes 2: Ana Reis, Leo Reis',
      'Levamos a sobremesa!',
      '01/06/2025 10:00:00',
      'Editar',
    ]);
  });

  it("shows 'Não vai' without companions and a dash for a guest who cannot come without a message", async () => {
    setup({
      'GET /api/admin/events/7/guests': {
        status: 200,
        body: {
          success: true,
          guests: [
            {
              ...guest,
              attending: false,
              companions: 0,
              companionNames: [],
              message: null,
            },
          ],
          total: 1,
        },
      },
    });
    const row = (
      await screen.findByRole('cell', { name: 'caio@example.com' })
    ).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: 'Não vai' })).toBeDefined();
    expect(within(row).getByRole('cell', { name: '—' })).toBeDefined();
  });

  it("says 'Nenhum convidado confirmado para o evento' when the list is empty", async () => {
    setup({
      'GET /api/admin/events/7/guests': {
        status: 200,
        body: { success: true, guests: [], total: 0 },
      },
    });
    expect(
      await screen.findByText('Nenhum convidado confirmado para o evento'),
    ).toBeInTheDocument();
  });

  it('shows the guest form messages and sends nothing', async () => {
    const api = setup();
    const form = await openNew();
    await userEvent.click(form.getByRole('button', { name: 'Salvar' }));

    expect(await form.findByText('* Nome obrigatório')).toBeInTheDocument();
    expect(form.getByText('* Sobrenome obrigatório')).toBeInTheDocument();
    expect(form.getByText('* E-mail obrigatório')).toBeInTheDocument();
    expect(form.getByText('* Telefone obrigatório')).toBeInTheDocument();

    await userEvent.type(form.getByLabelText('E-mail'), 'caio@x');
    await userEvent.type(form.getByLabelText('Telefone'), '119');
    await userEvent.click(form.getByRole('button', { name: 'Salvar' }));
    expect(await form.findByText('* E-mail inválido')).toBeInTheDocument();
    expect(form.getByText('* Telefone inválido')).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('creates a guest with a masked phone, says Sucesso! and reloads', async () => {
    const api = setup({
      'POST /api/admin/events/7/guests': {
        status: 201,
        body: {
          success: true,
          message: 'Convidado adicionado com sucesso.',
          guest,
        },
      },
    });
    const form = await openNew();
    await userEvent.type(form.getByLabelText('Nome'), 'Caio');
    await userEvent.type(form.getByLabelText('Sobrenome'), 'Reis');
    await userEvent.type(form.getByLabelText('E-mail'), 'caio@example.com');
    await userEvent.type(form.getByLabelText('Telefone'), '11912345678');
    await userEvent.click(form.getByRole('button', { name: 'Salvar' }));

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      firstName: 'Caio',
      lastName: 'Reis',
      email: 'caio@example.com',
      phoneNumber: '(11) 91234-5678',
    });
    await waitFor(() =>
      expect(api.requests.filter((r) => r.method === 'GET')).toHaveLength(2),
    );
  });

  it('edits a guest in the same modal', async () => {
    const api = setup({
      'PUT /api/admin/events/7/guests/11': {
        status: 200,
        body: {
          success: true,
          message: 'Convidado atualizado com sucesso.',
          guest,
        },
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar convidado Caio Reis' }),
    );
    const form = within(
      await screen.findByRole('dialog', { name: 'Editar convidado' }),
    );
    expect(form.getByLabelText('E-mail')).toHaveValue('caio@example.com');
    await userEvent.clear(form.getByLabelText('Nome'));
    await userEvent.type(form.getByLabelText('Nome'), 'Caíque');
    await userEvent.click(form.getByRole('button', { name: 'Salvar' }));

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Convidado atualizado com sucesso.');
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      firstName: 'Caíque',
    });
  });

  it('deletes a guest from the modal after confirmation', async () => {
    const api = setup({
      'DELETE /api/admin/events/7/guests/11': {
        status: 200,
        body: { success: true, message: 'Convidado removido com sucesso.' },
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar convidado Caio Reis' }),
    );
    const form = within(
      await screen.findByRole('dialog', { name: 'Editar convidado' }),
    );
    await userEvent.click(form.getByRole('button', { name: 'Excluir' }));
    const confirm = await screen.findByRole('dialog', { name: 'Atenção!' });
    await userEvent.click(
      within(confirm).getByRole('button', { name: 'Excluir' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Convidado removido com sucesso.');
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it("shows 'Erro ao salvar convidado.' when the save fails", async () => {
    setup({
      'PUT /api/admin/events/7/guests/11': {
        status: 400,
        body: { success: false },
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar convidado Caio Reis' }),
    );
    await userEvent.click(
      within(
        await screen.findByRole('dialog', { name: 'Editar convidado' }),
      ).getByRole('button', {
        name: 'Salvar',
      }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao salvar convidado.');
  });

  it("shows 'Erro ao excluir convidado.' when the delete fails", async () => {
    setup({
      'DELETE /api/admin/events/7/guests/11': {
        status: 400,
        body: { success: false },
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar convidado Caio Reis' }),
    );
    await userEvent.click(
      within(
        await screen.findByRole('dialog', { name: 'Editar convidado' }),
      ).getByRole('button', {
        name: 'Excluir',
      }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Atenção!' })).getByRole(
        'button',
        {
          name: 'Excluir',
        },
      ),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao excluir convidado.');
  });

  it("shows 'Erro ao carregar lista de presença.' when the list fails", async () => {
    setup({
      'GET /api/admin/events/7/guests': {
        status: 400,
        body: { success: false },
      },
    });
    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao carregar lista de presença.');
  });
});

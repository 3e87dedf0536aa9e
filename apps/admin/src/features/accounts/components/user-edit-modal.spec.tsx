import {
  closeAlerts,
  installFakeApi,
  type FakeReply,
} from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, signIn } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { UsersPage } from './users-page';

const user = makeUser(5, {
  firstName: 'Ana',
  lastName: 'Lima',
  email: 'ana@example.com',
});

const saved: FakeReply = {
  status: 200,
  body: { success: true, message: 'Alterações salvas com sucesso.', user },
};

const setup = (saveReply: FakeReply = saved) => {
  const api = installFakeApi({
    'GET /api/admin/users': {
      status: 200,
      body: {
        success: true,
        users: [user],
        total: 1,
        totalIsLowerBound: false,
      },
    },
    'PUT /api/admin/users/5': saveReply,
  });
  renderRoute(<UsersPage />, { path: '/users' });
  return api;
};

const openEdit = async () => {
  await userEvent.click(
    await screen.findByRole('button', {
      name: 'Editar informações de Ana Lima',
    }),
  );
  const dialog = await screen.findByRole('dialog', {
    name: 'Editar informações',
  });
  return within(dialog);
};

beforeEach(signIn);
afterEach(closeAlerts);

describe('user edit popup', () => {
  it('is filled with the user, masks the phone and saves for real, then the list reloads', async () => {
    const api = setup();
    const form = await openEdit();
    expect(form.getByLabelText('Nome')).toHaveValue('Ana');
    expect(form.getByLabelText('Status')).toHaveValue('1');

    await userEvent.clear(form.getByLabelText('Telefone'));
    await userEvent.type(form.getByLabelText('Telefone'), '21912345678');
    expect(form.getByLabelText('Telefone')).toHaveValue('(21) 91234-5678');
    await userEvent.selectOptions(form.getByLabelText('Status'), 'Inativo');
    await userEvent.click(form.getByRole('button', { name: 'Salvar' }));

    expect(
      await screen.findByRole('heading', { name: 'Sucesso!' }),
    ).toBeInTheDocument();
    const put = api.requests.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({
      firstName: 'Ana',
      lastName: 'Lima',
      email: 'ana@example.com',
      phoneNumber: '(21) 91234-5678',
      active: false,
    });
    await waitFor(() =>
      expect(
        api.requests.filter((request) => request.path === '/api/admin/users'),
      ).toHaveLength(2),
    );
  });

  it('shows the field messages and sends nothing when the form is wrong', async () => {
    const api = setup();
    const form = await openEdit();

    await userEvent.clear(form.getByLabelText('Nome'));
    await userEvent.clear(form.getByLabelText('Sobrenome'));
    await userEvent.clear(form.getByLabelText('E-mail'));
    await userEvent.type(form.getByLabelText('E-mail'), 'ana@x');
    await userEvent.clear(form.getByLabelText('Telefone'));
    await userEvent.type(form.getByLabelText('Telefone'), '2199');
    await userEvent.click(form.getByRole('button', { name: 'Salvar' }));

    expect(await form.findByText('* Nome obrigatório')).toBeInTheDocument();
    expect(form.getByText('* Sobrenome obrigatório')).toBeInTheDocument();
    expect(form.getByText('* E-mail inválido')).toBeInTheDocument();
    expect(form.getByText('* Telefone inválido')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(
      false,
    );
  });

  it("says '* E-mail obrigatório' and '* Telefone obrigatório' for empty fields", async () => {
    setup();
    const form = await openEdit();
    await userEvent.clear(form.getByLabelText('E-mail'));
    await userEvent.clear(form.getByLabelText('Telefone'));
    await userEvent.click(form.getByRole('button', { name: 'Salvar' }));

    expect(await form.findByText('* E-mail obrigatório')).toBeInTheDocument();
    expect(form.getByText('* Telefone obrigatório')).toBeInTheDocument();
  });

  it("shows the server's message when the save fails and keeps the popup open", async () => {
    setup({
      status: 409,
      body: { success: false, message: 'Este e-mail já está cadastrado.' },
    });
    const form = await openEdit();
    await userEvent.click(form.getByRole('button', { name: 'Salvar' }));

    const alert = await screen.findByRole('dialog', { name: 'Erro!' });
    expect(alert).toHaveTextContent('Este e-mail já está cadastrado.');
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByRole('dialog', { name: 'Editar informações' }),
    ).toBeInTheDocument();
  });
});

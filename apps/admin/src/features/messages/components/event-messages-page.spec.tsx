import {
  closeAlerts,
  installFakeApi,
  type FakeReply,
} from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { EventMessagesPage } from './event-messages-page';

const message = {
  id: 5,
  firstName: 'Bia',
  lastName: 'Souza',
  email: 'bia@example.com',
  message: 'Felicidades!',
  createdAt: '2025-06-01T13:00:00.000Z',
};

const setup = (list: FakeReply, remove?: FakeReply) => {
  const api = installFakeApi({
    'GET /api/admin/events/7/messages': list,
    ...(remove ? { 'DELETE /api/admin/events/7/messages/5': remove } : {}),
  });
  renderRoute(<EventMessagesPage />, {
    path: '/events/:id/messages',
    url: '/events/7/messages',
  });
  return api;
};

const listOf = (items: unknown[]): FakeReply => ({
  status: 200,
  body: { success: true, messages: items, total: items.length },
});

beforeEach(signIn);
afterEach(closeAlerts);

describe('event messages', () => {
  it('shows each message with date, sender, e-mail and text', async () => {
    setup(listOf([message]));
    expect(
      await screen.findByRole('heading', { name: 'Bia Souza' }),
    ).toBeInTheDocument();
    expect(screen.getByText('01/06/2025 10:00:00')).toBeInTheDocument();
    expect(screen.getByText(/bia@example\.com/)).toBeInTheDocument();
    expect(screen.getByText('Felicidades!')).toBeInTheDocument();
  });

  it("says 'Nenhuma mensagem para o evento...' when there are none", async () => {
    setup(listOf([]));
    expect(
      await screen.findByText('Nenhuma mensagem para o evento...'),
    ).toBeInTheDocument();
  });

  it('deletes only after confirmation, then says Sucesso! and reloads', async () => {
    const api = setup(listOf([message]), {
      status: 200,
      body: { success: true, message: 'Recado removido com sucesso.' },
    });
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Excluir recado de Bia Souza',
      }),
    );

    const confirm = await screen.findByRole('dialog', { name: 'Atenção!' });
    await userEvent.click(
      within(confirm).getByRole('button', { name: 'Excluir' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Recado removido com sucesso.');
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    await waitFor(() =>
      expect(api.requests.filter((r) => r.method === 'GET')).toHaveLength(2),
    );
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const api = setup(listOf([message]), {
      status: 200,
      body: { success: true, message: 'ok' },
    });
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Excluir recado de Bia Souza',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Atenção!' });
    await userEvent.click(
      within(confirm).getByRole('button', { name: 'Cancelar' }),
    );

    await waitFor(() =>
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
    );
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it("shows 'Erro ao excluir recado.' when the delete fails", async () => {
    setup(listOf([message]), { status: 400, body: { success: false } });
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Excluir recado de Bia Souza',
      }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Atenção!' })).getByRole(
        'button',
        { name: 'Excluir' },
      ),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao excluir recado.');
  });

  it("shows 'Erro ao buscar recados.' when the list fails", async () => {
    setup({ status: 400, body: { success: false } });
    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao buscar recados.');
  });
});

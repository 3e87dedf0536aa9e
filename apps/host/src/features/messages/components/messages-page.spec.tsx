import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { MessagesPage } from './messages-page';

const message = {
  id: 31,
  firstName: 'Carla',
  lastName: 'Dias',
  email: 'carla@example.com',
  message: 'Felicidades!\nCom carinho.',
  createdAt: '2026-05-10T18:04:05.000Z',
};

const list = (messages: object[], total = messages.length) => ({
  status: 200,
  body: { success: true, messages, total },
});

beforeEach(() => localStorage.clear());
afterEach(closeAlerts);

const deleteCarla = async () => {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Excluir recado de Carla Dias' }),
  );
  const confirm = await screen.findByRole('dialog', {
    name: 'Excluir recado?',
  });
  await userEvent.click(
    within(confirm).getByRole('button', { name: 'Excluir' }),
  );
};

describe('MessagesPage', () => {
  it('pages the messages 20 at a time', async () => {
    const api = installFakeApi({
      'GET /api/users/messages/3': [
        list([message], 41),
        list([{ ...message, id: 32, firstName: 'Bia' }], 41),
      ],
    });
    renderSignedIn(<MessagesPage />);

    expect(
      await screen.findByRole('heading', { name: 'Carla Dias' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Página 3' }));

    expect(
      await screen.findByRole('heading', { name: 'Bia Dias' }),
    ).toBeInTheDocument();
    const pages = api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), window.location.origin))
      .filter((url) => url.pathname === '/api/users/messages/3')
      .map((url) => url.searchParams.get('page'));
    expect(pages).toEqual(['1', '3']);
  });

  it('shows each message with date, sender, e-mail and text', async () => {
    installFakeApi({ 'GET /api/users/messages/3': list([message]) });
    renderSignedIn(<MessagesPage />);

    expect(
      await screen.findByRole('heading', { name: 'Carla Dias' }),
    ).toBeInTheDocument();
    expect(screen.getByText('10/05/2026 15:04:05')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'carla@example.com' }),
    ).toHaveAttribute('href', 'mailto:carla@example.com');
    expect(screen.getByText(/Felicidades!/)).toHaveTextContent(
      'Felicidades! Com carinho.',
    );
  });

  it("says 'Nenhuma mensagem para o evento...' without messages", async () => {
    installFakeApi({ 'GET /api/users/messages/3': list([]) });
    renderSignedIn(<MessagesPage />);

    expect(
      await screen.findByText('Nenhuma mensagem para o evento...'),
    ).toBeInTheDocument();
  });

  it("deletes a message after confirmation: 'Recado removido com sucesso.'", async () => {
    const api = installFakeApi({
      'GET /api/users/messages/3': [list([message]), list([])],
      'DELETE /api/users/messages/3/31': {
        status: 200,
        body: { success: true, message: 'Recado removido com sucesso.' },
      },
    });
    renderSignedIn(<MessagesPage />);

    await deleteCarla();

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Recado removido com sucesso.');
    expect(
      await screen.findByText('Nenhuma mensagem para o evento...'),
    ).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it("shows 'Erro ao excluir recado.' when the delete fails without a message", async () => {
    installFakeApi({
      'GET /api/users/messages/3': list([message]),
      'DELETE /api/users/messages/3/31': {
        status: 400,
        body: { success: false },
      },
    });
    renderSignedIn(<MessagesPage />);

    await deleteCarla();

    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao excluir recado.');
    await closeAlerts();
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { name: 'Carla Dias' }),
      ).toBeInTheDocument(),
    );
  });

  it("shows 'Erro ao buscar recados.' when the messages cannot be loaded", async () => {
    installFakeApi({
      'GET /api/users/messages/3': { status: 400, body: { success: false } },
    });
    renderSignedIn(<MessagesPage />);

    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao buscar recados.');
  });
});

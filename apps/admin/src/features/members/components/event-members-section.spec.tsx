import {
  closeAlerts,
  installFakeApi,
  type FakeReply,
} from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { EventMembersSection } from './event-members-section';

const members = [
  {
    userId: 3,
    name: 'Ana Lima',
    email: 'ana@example.com',
    role: 'owner',
    since: '2025-01-10T12:00:00.000Z',
  },
  {
    userId: 8,
    name: 'Leo Reis',
    email: 'leo@example.com',
    role: 'cohost',
    since: '2025-02-20T12:00:00.000Z',
  },
];
const invitation = {
  id: 5,
  email: 'bia@example.com',
  role: 'assistant',
  expiresAt: '2025-03-01T18:30:00.000Z',
  invitedBy: 'Ana Lima',
};

const listed: FakeReply = {
  status: 200,
  body: { success: true, members, invitations: [invitation] },
};

const setup = (remove?: FakeReply, list: FakeReply = listed) => {
  const api = installFakeApi({
    'GET /api/admin/events/42/members': list,
    ...(remove ? { 'DELETE /api/admin/events/42/members/8': remove } : {}),
  });
  renderRoute(<EventMembersSection eventId="42" />);
  return api;
};

const rowOf = async (text: string) =>
  (await screen.findByRole('cell', { name: text })).closest(
    'tr',
  ) as HTMLElement;
const deletes = (api: ReturnType<typeof setup>) =>
  api.requests.filter((request) => request.method === 'DELETE');
const askToRemoveLeo = async () => {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Remover acesso de Leo Reis' }),
  );
  return screen.findByRole('dialog', { name: 'Atenção!' });
};

beforeEach(signIn);
afterEach(closeAlerts);

describe('event members section', () => {
  it('lists each member with e-mail, role label and since when, and the pending invitations', async () => {
    setup();
    expect(
      await screen.findByRole('heading', { name: 'Pessoas com acesso' }),
    ).toBeInTheDocument();

    const members = await screen.findByRole('table', {
      name: 'Membros do evento',
    });
    expect(
      within(members)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .slice(0, 4)
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['Ana Lima', 'ana@example.com', 'Titular', '10/01/2025'],
      ['Leo Reis', 'leo@example.com', 'Coanfitrião', '20/02/2025'],
    ]);

    const invitations = screen.getByRole('table', {
      name: 'Convites pendentes',
    });
    expect(
      within(invitations)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['bia@example.com', 'Assessor(a)', '01/03/2025 15:30:00']);
  });

  it('gives the owner no remove button', async () => {
    setup();
    const owner = await rowOf('Ana Lima');
    expect(within(owner).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(await rowOf('Leo Reis')).getByRole('button', {
        name: 'Remover acesso de Leo Reis',
      }),
    ).toBeInTheDocument();
  });

  it('removes a member only after confirmation, says so and reloads the list', async () => {
    const api = setup({
      status: 200,
      body: { success: true, message: 'Acesso removido.' },
    });
    const confirm = await askToRemoveLeo();
    expect(confirm).toHaveTextContent(
      'Remover o acesso de Leo Reis a este evento?',
    );
    expect(deletes(api)).toHaveLength(0);

    await userEvent.click(
      within(confirm).getByRole('button', { name: 'Remover' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Acesso removido.');
    expect(deletes(api)).toHaveLength(1);
    await waitFor(() =>
      expect(api.requests.filter((r) => r.method === 'GET')).toHaveLength(2),
    );
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const api = setup({ status: 200, body: { success: true, message: 'ok' } });
    const confirm = await askToRemoveLeo();
    await userEvent.click(
      within(confirm).getByRole('button', { name: 'Cancelar' }),
    );

    await waitFor(() =>
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
    );
    expect(deletes(api)).toHaveLength(0);
  });

  it("shows the api's 409 message", async () => {
    setup({
      status: 409,
      body: {
        success: false,
        message: 'O titular do evento não pode ser removido.',
      },
    });
    await userEvent.click(
      within(await askToRemoveLeo()).getByRole('button', { name: 'Remover' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('O titular do evento não pode ser removido.');
  });

  it("says 'Nenhum convite pendente.' when there is none", async () => {
    setup(undefined, {
      status: 200,
      body: { success: true, members, invitations: [] },
    });
    expect(
      await screen.findByText('Nenhum convite pendente.'),
    ).toBeInTheDocument();
  });

  it("shows 'Erro ao buscar as pessoas com acesso ao evento.' when the list fails", async () => {
    setup(undefined, { status: 500, body: { success: false } });
    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao buscar as pessoas com acesso ao evento.');
  });
});

import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { MembersPage } from './members-page';

const base = '/api/users/events/3';

const list = {
  status: 200,
  body: {
    success: true,
    members: [
      {
        userId: 7,
        name: 'Ana Souza',
        email: 'ana@example.com',
        role: 'owner',
        since: '2026-01-10T12:00:00.000Z',
      },
      {
        userId: 12,
        name: 'Leo Lima',
        email: 'leo@example.com',
        role: 'cohost',
        since: '2026-02-01T12:00:00.000Z',
      },
    ],
    invitations: [
      {
        id: 5,
        email: 'bia@example.com',
        role: 'assistant',
        expiresAt: '2026-11-12T15:00:00.000Z',
        invitedBy: 'Ana Souza',
      },
    ],
  },
};

const confirmDialog = () => screen.findByRole('dialog', { name: /\?$/ });

beforeEach(() => localStorage.clear());
afterEach(closeAlerts);

describe('MembersPage', () => {
  it('lists the members and the pending invitations', async () => {
    installFakeApi({ [`GET ${base}/members`]: list });
    renderSignedIn(<MembersPage />);

    const members = await screen.findByRole('table', {
      name: 'Pessoas com acesso ao evento',
    });
    const rows = within(members).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ana Souzaana@example.comTitular10/01/2026—',
      'Leo Limaleo@example.comCoanfitrião01/02/2026Remover',
    ]);
    const invitations = screen.getByRole('table', {
      name: 'Convites pendentes',
    });
    expect(within(invitations).getByText('bia@example.com')).toBeVisible();
    expect(within(invitations).getByText('Assessor(a)')).toBeVisible();
    expect(within(invitations).getByText('12/11/2026')).toBeVisible();
  });

  it('invites with the chosen access, explaining each one', async () => {
    const api = installFakeApi({
      [`GET ${base}/members`]: list,
      [`POST ${base}/invitations`]: {
        status: 201,
        body: {
          success: true,
          message: 'Convite enviado.',
          invitation: {
            id: 6,
            email: 'rui@example.com',
            role: 'assistant',
            expiresAt: '2026-11-12T15:00:00.000Z',
            invitedBy: 'Ana Souza',
          },
        },
      },
    });
    renderSignedIn(<MembersPage />);

    const access = screen.getByRole('group', { name: 'Acesso' });
    expect(
      within(access).getByRole('radio', { name: /^Coanfitrião/ }),
    ).toBeChecked();
    expect(access).toHaveTextContent(
      'Ajuda com o site, os convidados e os recados. Não vê valores nem altera a lista de presentes.',
    );
    await userEvent.type(
      screen.getByLabelText('E-mail da pessoa'),
      'rui@example.com',
    );
    await userEvent.click(
      within(access).getByRole('radio', { name: /^Assessor\(a\)/ }),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Enviar convite' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent(
      'Convite enviado. O link vale por 7 dias e foi enviado para rui@example.com.',
    );
    expect(
      api.requests.find((request) => request.method === 'POST')?.body,
    ).toEqual({ email: 'rui@example.com', role: 'assistant' });
    expect(screen.getByLabelText('E-mail da pessoa')).toHaveValue('');
  });

  it("shows the api's conflict under the e-mail", async () => {
    installFakeApi({
      [`GET ${base}/members`]: list,
      [`POST ${base}/invitations`]: {
        status: 409,
        body: {
          success: false,
          code: 'CONFLICT',
          message: 'Já existe um convite pendente para este e-mail.',
        },
      },
    });
    renderSignedIn(<MembersPage />);

    await userEvent.type(
      screen.getByLabelText('E-mail da pessoa'),
      'bia@example.com',
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Enviar convite' }),
    );

    expect(
      await screen.findByText(
        'Já existe um convite pendente para este e-mail.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail da pessoa')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('removes a member after a confirmation', async () => {
    const api = installFakeApi({
      [`GET ${base}/members`]: list,
      [`DELETE ${base}/members/12`]: {
        status: 200,
        body: { success: true, message: 'Acesso removido.' },
      },
    });
    renderSignedIn(<MembersPage />);

    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Remover acesso de Leo Lima',
      }),
    );
    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent(
      'Leo Lima deixará de ter acesso a “Casamento Ana & Leo”.',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Remover' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Acesso removido.');
    expect(
      api.requests.filter((request) => request.method === 'DELETE'),
    ).toHaveLength(1);
  });

  it("revokes an invitation and shows the api's refusal", async () => {
    const api = installFakeApi({
      [`GET ${base}/members`]: list,
      [`DELETE ${base}/invitations/5`]: {
        status: 409,
        body: {
          success: false,
          code: 'CONFLICT',
          message: 'Este convite não está mais pendente.',
        },
      },
    });
    renderSignedIn(<MembersPage />);

    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Cancelar convite de bia@example.com',
      }),
    );
    await userEvent.click(
      within(await confirmDialog()).getByRole('button', {
        name: 'Cancelar convite',
      }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Este convite não está mais pendente.');
    await waitFor(() =>
      expect(
        api.requests.filter((request) => request.method === 'DELETE'),
      ).toHaveLength(1),
    );
  });
});

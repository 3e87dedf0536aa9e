import { itemAt } from '@celebra/contracts';
import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { GuestsPage } from './guests-page';

const maria = {
  id: 21,
  firstName: 'Maria',
  lastName: 'Silva',
  email: 'maria@example.com',
  phoneNumber: '(11) 98765-4321',
  attending: true,
  companions: 2,
  companionNames: [],
  message: null,
  createdAt: '2026-05-10T18:04:05.000Z',
  pendingResponses: [],
};

const totals = {
  confirmed: 1,
  companions: 2,
  people: 3,
  declined: 0,
  pendingResponses: 0,
};

type ListedGuest = { pendingResponses: unknown[] } & Record<string, unknown>;

const list = (
  guests: ListedGuest[],
  listTotals: object = totals,
  total = guests.length,
) => ({
  status: 200,
  body: {
    success: true,
    guests,
    total,
    totals: listTotals,
    awaitingReview: guests.filter((guest) => guest.pendingResponses.length > 0),
  },
});

const bruno = {
  ...maria,
  id: 22,
  firstName: 'Bruno',
  lastName: 'Costa',
  email: 'bruno@example.com',
  attending: false,
  companions: 0,
  message: 'Estarei viajando.\nFelicidades!',
};

const waiting = {
  id: 31,
  firstName: 'Mariana',
  lastName: 'Silveira',
  email: 'maria@example.com',
  phoneNumber: '(21) 99999-0000',
  attending: true,
  companions: 1,
  companionNames: ['Leo'],
  message: 'Vou com meu filho',
  createdAt: '2026-05-11T12:00:00.000Z',
};

const saved = (message: string) => ({
  status: 200,
  body: { success: true, message, guest: maria },
});

beforeEach(() => localStorage.clear());
afterEach(closeAlerts);

const openCreateForm = async () => {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Adicionar convidado' }),
  );
  return screen.findByRole('dialog', { name: 'Adicionar convidado' });
};

describe('GuestsPage', () => {
  it('pages the list 20 at a time and keeps the whole headcount', async () => {
    const api = installFakeApi({
      'GET /api/users/guests/3': [
        list([maria], totals, 21),
        list([bruno], totals, 21),
      ],
    });
    renderSignedIn(<GuestsPage />);

    expect(
      await screen.findByRole('cell', { name: 'Maria Silva' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));

    expect(
      await screen.findByRole('cell', { name: 'Bruno Costa' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    const guestPages = api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), window.location.origin))
      .filter((url) => url.pathname === '/api/users/guests/3')
      .map((url) => url.search);
    expect(guestPages).toEqual(['?page=1&limit=20', '?page=2&limit=20']);
  });

  it('lists the guests with e-mail, phone, companions and date', async () => {
    installFakeApi({ 'GET /api/users/guests/3': list([maria]) });
    renderSignedIn(<GuestsPage />);

    const row = (
      await screen.findByRole('cell', { name: 'Maria Silva' })
    ).closest('tr') as HTMLElement;
    expect(within(row).getByText('maria@example.com')).toBeInTheDocument();
    expect(within(row).getByText('(11) 98765-4321')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(row).getByText('10/05/2026 15:04:05')).toBeInTheDocument();
  });

  it("shows the headcount, each guest's answer, companions' names and message", async () => {
    installFakeApi({
      'GET /api/users/guests/3': list(
        [{ ...maria, companionNames: ['Ana Silva', 'Leo Silva'] }, bruno],
        { ...totals, declined: 1 },
      ),
    });
    renderSignedIn(<GuestsPage />);

    const headcount = await screen.findByLabelText('Resumo da lista');
    for (const [term, value] of [
      ['Confirmados', '1'],
      ['Acompanhantes', '2'],
      ['Total de pessoas', '3'],
      ['Não vão', '1'],
    ] as const)
      expect(
        within(headcount).getByText(term).nextElementSibling,
      ).toHaveTextContent(value);

    const mariaRow = screen
      .getByRole('cell', { name: 'Maria Silva' })
      .closest('tr') as HTMLElement;
    expect(within(mariaRow).getByText('Vai')).toBeInTheDocument();
    expect(
      within(mariaRow).getByText('2: Ana Silva, Leo Silva'),
    ).toBeInTheDocument();
    const brunoRow = screen
      .getByRole('cell', { name: 'Bruno Costa' })
      .closest('tr') as HTMLElement;
    expect(within(brunoRow).getByText('Não vai')).toBeInTheDocument();
    expect(
      within(brunoRow).getByText(/^Estarei viajando\.\s+Felicidades!$/),
    ).toBeInTheDocument();
  });

  it('accepts an answer waiting for review and reloads the list', async () => {
    const api = installFakeApi({
      'GET /api/users/guests/3': [
        list([{ ...maria, pendingResponses: [waiting] }], {
          ...totals,
          pendingResponses: 1,
        }),
        list([maria]),
      ],
      'POST /api/users/guests/3/21/responses/31/accept': {
        status: 200,
        body: {
          success: true,
          message: 'Resposta aceita. O convidado foi atualizado.',
          guest: maria,
        },
      },
    });
    renderSignedIn(<GuestsPage />);

    const section = await screen.findByRole('region', {
      name: 'Respostas a revisar (1)',
    });
    expect(within(section).getByText('Mariana Silveira')).toBeInTheDocument();
    expect(within(section).getByText('(21) 99999-0000')).toBeInTheDocument();
    expect(within(section).getByText('1: Leo')).toBeInTheDocument();
    expect(within(section).getByText('Vou com meu filho')).toBeInTheDocument();

    await userEvent.click(
      within(section).getByRole('button', {
        name: 'Aceitar a resposta enviada para Maria Silva',
      }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Resposta aceita. O convidado foi atualizado.');
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: /Respostas a revisar/ }),
      ).toBeNull(),
    );
    expect(
      api.requests.filter((r) => r.method === 'POST').map((r) => r.path),
    ).toEqual(['/api/users/guests/3/21/responses/31/accept']);
  });

  it('discards an answer waiting for review after confirmation', async () => {
    const api = installFakeApi({
      'GET /api/users/guests/3': [
        list([{ ...maria, pendingResponses: [waiting] }]),
        list([maria]),
      ],
      'DELETE /api/users/guests/3/21/responses/31': {
        status: 200,
        body: { success: true, message: 'Resposta descartada.' },
      },
    });
    renderSignedIn(<GuestsPage />);

    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Descartar a resposta enviada para Maria Silva',
      }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: 'Descartar resposta?',
    });
    await userEvent.click(
      within(confirm).getByRole('button', { name: 'Descartar' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Resposta descartada.');
    expect(
      api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path),
    ).toEqual(['/api/users/guests/3/21/responses/31']);
  });

  it('says so when nobody is on the list', async () => {
    installFakeApi({ 'GET /api/users/guests/3': list([]) });
    renderSignedIn(<GuestsPage />);

    expect(
      await screen.findByText('Nenhum convidado confirmado para o evento'),
    ).toBeInTheDocument();
  });

  it('requires names, e-mail and phone with their own messages, and saves nothing', async () => {
    const api = installFakeApi({ 'GET /api/users/guests/3': list([]) });
    renderSignedIn(<GuestsPage />);

    const form = await openCreateForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));

    for (const message of [
      '* Nome obrigatório',
      '* Sobrenome obrigatório',
      '* E-mail obrigatório',
      '* Telefone obrigatório',
    ])
      expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it("says '* E-mail inválido' for a malformed address", async () => {
    installFakeApi({ 'GET /api/users/guests/3': list([]) });
    renderSignedIn(<GuestsPage />);

    const form = await openCreateForm();
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'E-mail' }),
      'maria@',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));

    expect(
      await within(form).findByText('* E-mail inválido'),
    ).toBeInTheDocument();
  });

  it("masks the phone as typed and gives one message, '* Telefone inválido', while typing and on submit", async () => {
    installFakeApi({ 'GET /api/users/guests/3': list([]) });
    renderSignedIn(<GuestsPage />);

    const form = await openCreateForm();
    const phone = within(form).getByRole('textbox', { name: 'Telefone' });
    await userEvent.type(phone, '1198765');
    expect(phone).toHaveValue('(11) 9876-5');
    expect(within(form).getByText('* Telefone inválido')).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(form).findByText('* Telefone inválido'),
    ).toBeInTheDocument();
    expect(within(form).queryByText('* Número inválido')).toBeNull();

    await userEvent.type(phone, '43219999');
    expect(phone).toHaveValue('(11) 98765-4321');
    expect(phone.getAttribute('maxlength')).toBe('15');
    await waitFor(() =>
      expect(within(form).queryByText('* Telefone inválido')).toBeNull(),
    );
  });

  it("adds a guest and reloads the list: 'Convidado adicionado com sucesso.'", async () => {
    const api = installFakeApi({
      'GET /api/users/guests/3': [list([]), list([maria])],
      'POST /api/users/guests/3': saved('Convidado adicionado com sucesso.'),
    });
    renderSignedIn(<GuestsPage />);

    const form = await openCreateForm();
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Nome' }),
      'Maria',
    );
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Sobrenome' }),
      'Silva',
    );
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'E-mail' }),
      'Maria@Example.com',
    );
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Telefone' }),
      '11987654321',
    );
    await userEvent.clear(
      within(form).getByRole('spinbutton', { name: 'Acompanhantes' }),
    );
    await userEvent.type(
      within(form).getByRole('spinbutton', { name: 'Acompanhantes' }),
      '2',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Convidado adicionado com sucesso.');
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      firstName: 'Maria',
      lastName: 'Silva',
      email: 'maria@example.com',
      phoneNumber: '(11) 98765-4321',
      companions: 2,
      attending: true,
    });
    expect(await screen.findByText('Maria Silva')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', {
          name: 'Adicionar convidado',
          hidden: true,
        }),
      ).toBeNull(),
    );
  }, 15_000);

  it("edits the selected guest: 'Convidado atualizado com sucesso.'", async () => {
    const api = installFakeApi({
      'GET /api/users/guests/3': list([maria]),
      'PUT /api/users/guests/3/21': saved('Convidado atualizado com sucesso.'),
    });
    renderSignedIn(<GuestsPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar Maria Silva' }),
    );
    const form = await screen.findByRole('dialog', {
      name: 'Editar convidado',
    });
    const lastName = within(form).getByRole('textbox', { name: 'Sobrenome' });
    expect(lastName).toHaveValue('Silva');
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Souza');
    const attendance = within(form).getByRole('combobox', { name: 'Presença' });
    expect(attendance).toHaveValue('true');
    await userEvent.selectOptions(attendance, 'Não vai');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Convidado atualizado com sucesso.');
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      lastName: 'Souza',
      email: 'maria@example.com',
      attending: false,
    });
  });

  it("shows the server's message, or 'Erro ao salvar convidado.'", async () => {
    installFakeApi({
      'GET /api/users/guests/3': list([maria]),
      'PUT /api/users/guests/3/21': [
        {
          status: 409,
          body: {
            success: false,
            message: 'Este e-mail já está na lista de convidados.',
          },
        },
        { status: 400, body: { success: false } },
      ],
    });
    renderSignedIn(<GuestsPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar Maria Silva' }),
    );
    const form = await screen.findByRole('dialog', {
      name: 'Editar convidado',
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Este e-mail já está na lista de convidados.');
    await closeAlerts();
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao salvar convidado.');
  });

  it('deletes a guest after confirmation', async () => {
    const api = installFakeApi({
      'GET /api/users/guests/3': [list([maria]), list([])],
      'DELETE /api/users/guests/3/21': {
        status: 200,
        body: { success: true, message: 'Convidado removido com sucesso.' },
      },
    });
    renderSignedIn(<GuestsPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Excluir Maria Silva' }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: 'Excluir convidado?',
    });
    await userEvent.click(
      within(confirm).getByRole('button', { name: 'Excluir' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Convidado removido com sucesso.');
    expect(
      await screen.findByText('Nenhum convidado confirmado para o evento'),
    ).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('downloads the list as convidados-<slug>.csv', async () => {
    const createObjectURL = jest.fn((blob: Blob) => {
      void blob;
      return 'blob:guests';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this);
      });
    installFakeApi({
      'GET /api/users/guests/3': list([maria]),
      'GET /api/users/guests/3/export': {
        status: 200,
        body: 'Nome;Sobrenome\nMaria;Silva\n',
      },
    });
    renderSignedIn(<GuestsPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Exportar CSV' }),
    );

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('convidados-ana-e-leo.csv');
    expect(clicked[0]?.href).toBe('blob:guests');
    const blob = itemAt(createObjectURL.mock.calls, 0)[0];
    expect(blob.type).toBe('text/csv;charset=utf-8');
    click.mockRestore();
  });

  it("shows 'Erro ao confirmar presença.' when the list cannot be loaded", async () => {
    installFakeApi({
      'GET /api/users/guests/3': { status: 400, body: { success: false } },
    });
    renderSignedIn(<GuestsPage />);

    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao confirmar presença.');
  });
});

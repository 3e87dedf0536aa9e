import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  invitation,
  invitationsBase as base,
  member,
  page,
  rsvpSettings,
  summary,
} from '../../../testing/invitations';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { InvitationsPage } from './invitations-page';

const souza = invitation(1, 'Família Souza', {
  groupName: 'Família da noiva',
  phoneNumber: '(11) 98765-4321',
  email: 'souza@example.com',
  maxCompanions: 1,
  state: 'answered',
  members: [
    member(11, 'Maria', 'Souza', {
      attending: true,
      companions: 1,
      companionNames: ['Rita Lima'],
    }),
    member(12, 'Pedro', 'Souza', { isChild: true, attending: false }),
  ],
  gifts: { count: 2, amount: 35000, unthanked: 1 },
});
const lima = invitation(2, 'Ana Lima', { phoneNumber: '' });

const installInvitationsApi = (
  routes: Parameters<typeof installFakeApi>[0] = {},
) =>
  installFakeApi({
    [`GET ${base}`]: page([souza, lima]),
    [`GET ${base}/summary`]: { status: 200, body: summary() },
    'GET /api/users/rsvp-settings/3': {
      status: 200,
      body: rsvpSettings({
        invitationMessage: 'Oi {convite}! Festa: {evento}. Link: {link}',
      }),
    },
    ...routes,
  });

const cardOf = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 2 })).closest(
    'article',
  ) as HTMLElement;

const listQueries = (api: ReturnType<typeof installFakeApi>) =>
  api.requests
    .filter((request) => request.method === 'GET' && request.path === base)
    .map((request) => request.query);

beforeEach(() => {
  localStorage.clear();
  // The WhatsApp links open a new tab; the test stays on the page.
  document.addEventListener('click', preventNavigation);
});
afterEach(async () => {
  document.removeEventListener('click', preventNavigation);
  await closeAlerts();
});
function preventNavigation(event: MouseEvent) {
  if ((event.target as Element).closest('a[target="_blank"]'))
    event.preventDefault();
}

describe('InvitationsPage — the list', () => {
  it("shows the whole list's counts and each invitation's people, answers, companions, state and gifts", async () => {
    installInvitationsApi();
    renderSignedIn(<InvitationsPage />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Convidados' }),
    ).toBeInTheDocument();
    const counts = await screen.findByLabelText('Resumo da lista');
    for (const [term, value] of [
      ['Convites', '2'],
      ['Convidados', '5'],
      ['Responderam', '1'],
      ['Vão', '3'],
      ['Não vão', '1'],
      ['Crianças', '1'],
      ['A revisar', '0'],
    ] as const)
      expect(
        within(counts).getByText(term).nextElementSibling,
      ).toHaveTextContent(value);

    const card = await cardOf('Família Souza');
    expect(within(card).getByText('Família da noiva')).toBeInTheDocument();
    expect(within(card).getByText('Respondeu')).toBeInTheDocument();
    const people = within(card).getByRole('list', {
      name: 'Pessoas do convite Família Souza',
    });
    const [maria, pedro] = within(people).getAllByRole('listitem');
    expect(maria).toHaveTextContent('Maria SouzaVai');
    expect(pedro).toHaveTextContent('Pedro SouzacriançaNão vai');
    expect(
      within(card).getByText('Acompanhantes: Rita Lima'),
    ).toBeInTheDocument();
    expect(
      within(card).getByText('2 presentes · R$ 350,00'),
    ).toBeInTheDocument();
    const lima = await cardOf('Ana Lima');
    expect(within(lima).getByText('Aguardando')).toBeInTheDocument();
    expect(within(lima).getByText('Sem telefone')).toBeInTheDocument();
    expect(within(lima).queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  });

  it('asks the list again with each filter and the search, from page 1', async () => {
    const api = installInvitationsApi({
      [`GET ${base}`]: [
        page([souza, lima], 25),
        page([souza, lima], 25),
        page([souza]),
      ],
    });
    renderSignedIn(<InvitationsPage />);

    await cardOf('Família Souza');
    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    await waitFor(() =>
      expect(listQueries(api).at(-1)).toMatchObject({ page: '2' }),
    );

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Situação' }),
      'Aguardando resposta',
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Grupo' }),
      'Família da noiva',
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Presentes' }),
      'Deram presente e ainda não agradecidos',
    );
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Buscar por nome' }),
      'souza',
    );

    await waitFor(() =>
      expect(listQueries(api).at(-1)).toEqual({
        page: '1',
        limit: '20',
        state: 'awaiting',
        group: 'Família da noiva',
        gifts: 'unthanked',
        q: 'souza',
      }),
    );
    expect(await screen.findByText('1 convite encontrado')).toBeInTheDocument();
  });

  it('opens WhatsApp with the message and the personal link, and marks the invitation sent', async () => {
    const api = installInvitationsApi({
      [`PUT ${base}/1/sent`]: {
        status: 200,
        body: { sentAt: '2026-05-12T10:00:00.000Z', state: 'sent' },
      },
    });
    renderSignedIn(<InvitationsPage />);

    const link = within(await cardOf('Família Souza')).getByRole('link', {
      name: 'Enviar pelo WhatsApp: Família Souza',
    });
    const personal =
      'http://site.localhost/ana-e-leo/c/code1AbCdEfGhIjKlMnOpQr';
    await waitFor(() =>
      expect(link).toHaveAttribute(
        'href',
        `https://wa.me/5511987654321?text=${encodeURIComponent(
          `Oi Família Souza! Festa: Casamento Ana & Leo. Link: ${personal}`,
        )}`,
      ),
    );
    expect(link).toHaveAttribute('target', '_blank');
    await userEvent.click(link);

    await waitFor(() =>
      expect(
        api.requests.filter((request) => request.method === 'PUT'),
      ).toEqual([
        expect.objectContaining({
          path: `${base}/1/sent`,
          body: { sent: true },
        }),
      ]),
    );
  });

  it('marks the gifts thanked, and a new link only after confirming the old one stops working', async () => {
    const api = installInvitationsApi({
      [`PUT ${base}/1/thanked`]: {
        status: 200,
        body: { gifts: { count: 2, amount: 35000, unthanked: 0 } },
      },
      [`POST ${base}/1/code`]: {
        status: 200,
        body: { code: 'newCodeAbCdEfGhIjKlMnOp' },
      },
    });
    renderSignedIn(<InvitationsPage />);

    const card = await cardOf('Família Souza');
    const thanks = within(card).getByRole('button', {
      name: 'Presentes de Família Souza agradecidos',
    });
    expect(thanks).toHaveAttribute('aria-pressed', 'false');
    expect(thanks).toHaveTextContent('agradecer');
    await userEvent.click(thanks);
    await waitFor(() =>
      expect(
        api.requests.find((request) => request.method === 'PUT'),
      ).toMatchObject({ path: `${base}/1/thanked`, body: { thanked: true } }),
    );

    await userEvent.click(
      within(card).getByRole('button', { name: 'Novo link: Família Souza' }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: 'Gerar um novo link?',
    });
    expect(confirm).toHaveTextContent('O link anterior deixará de funcionar.');
    await userEvent.click(
      within(confirm).getByRole('button', { name: 'Novo link' }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Novo link gerado.');
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual(
      [expect.objectContaining({ path: `${base}/1/code` })],
    );
  });

  it('sends the invitation e-mail', async () => {
    const api = installInvitationsApi({
      [`POST ${base}/1/email`]: {
        status: 200,
        body: { sentAt: '2026-05-12T10:00:00.000Z', state: 'sent' },
      },
    });
    renderSignedIn(<InvitationsPage />);

    await userEvent.click(
      within(await cardOf('Família Souza')).getByRole('button', {
        name: 'Enviar por e-mail: Família Souza',
      }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Convite enviado por e-mail.');
    await closeAlerts();
    expect(
      within(await cardOf('Ana Lima')).queryByRole('button', {
        name: /e-mail/,
      }),
    ).toBeNull();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});

describe('InvitationsPage — the form', () => {
  it("refuses an invitation without a name or a person's names with the contract's messages", async () => {
    const api = installInvitationsApi();
    renderSignedIn(<InvitationsPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Novo convite' }),
    );
    const form = await screen.findByRole('dialog', { name: 'Novo convite' });
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));

    for (const message of [
      '* Nome do convite obrigatório',
      '* Nome obrigatório',
      '* Sobrenome obrigatório',
    ])
      expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('creates a household of two with a child, a group from the list, companions, a masked phone and an e-mail', async () => {
    const api = installInvitationsApi({
      [`POST ${base}`]: { status: 201, body: souza },
    });
    renderSignedIn(<InvitationsPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Novo convite' }),
    );
    const form = await screen.findByRole('dialog', { name: 'Novo convite' });
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Nome do convite' }),
      'Família Souza',
    );
    const group = within(form).getByRole('combobox', { name: 'Grupo' });
    const suggestions = [
      ...document.querySelectorAll(
        `datalist#${CSS.escape(group.getAttribute('list') ?? '')} option`,
      ),
    ].map((option) => option.getAttribute('value'));
    expect(suggestions).toEqual(['Amigos', 'Família da noiva']);
    await userEvent.type(group, 'Família da noiva');
    await userEvent.type(
      within(form).getAllByRole('textbox', { name: 'Nome' })[0] as HTMLElement,
      'Maria',
    );
    await userEvent.type(
      within(form).getAllByRole('textbox', {
        name: 'Sobrenome',
      })[0] as HTMLElement,
      'Souza',
    );
    await userEvent.click(
      within(form).getByRole('button', { name: 'Adicionar pessoa' }),
    );
    await userEvent.type(
      within(form).getAllByRole('textbox', { name: 'Nome' })[1] as HTMLElement,
      'Pedro',
    );
    await userEvent.type(
      within(form).getAllByRole('textbox', {
        name: 'Sobrenome',
      })[1] as HTMLElement,
      'Souza',
    );
    await userEvent.click(
      within(form).getAllByRole('checkbox', {
        name: 'Criança',
      })[1] as HTMLElement,
    );
    const companions = within(form).getByRole('spinbutton', {
      name: 'Acompanhantes permitidos',
    });
    await userEvent.clear(companions);
    await userEvent.type(companions, '1');
    const phone = within(form).getByRole('textbox', {
      name: 'Telefone (WhatsApp)',
    });
    await userEvent.type(phone, '11987654321');
    expect(phone).toHaveValue('(11) 98765-4321');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'E-mail' }),
      'Souza@Example.com',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Convite salvo.');
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Família Souza',
      groupName: 'Família da noiva',
      members: [
        { firstName: 'Maria', lastName: 'Souza', isChild: false },
        { firstName: 'Pedro', lastName: 'Souza', isChild: true },
      ],
      maxCompanions: 1,
      phoneNumber: '(11) 98765-4321',
      email: 'souza@example.com',
    });
  }, 20_000);

  it('edits an invitation keeping its members by id', async () => {
    const api = installInvitationsApi({
      [`PUT ${base}/1`]: { status: 200, body: souza },
    });
    renderSignedIn(<InvitationsPage />);

    await userEvent.click(
      within(await cardOf('Família Souza')).getByRole('button', {
        name: 'Editar: Família Souza',
      }),
    );
    const form = await screen.findByRole('dialog', { name: 'Editar convite' });
    await userEvent.click(
      within(form).getByRole('button', { name: 'Remover pessoa 2' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));

    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
        members: [
          { id: 11, firstName: 'Maria', lastName: 'Souza', isChild: false },
        ],
      }),
    );
  });
});

describe('InvitationsPage — review', () => {
  const review = invitation(5, 'Carla Dias', {
    needsReview: true,
    source: 'site',
    state: 'answered',
    members: [member(51, 'Carla', 'Dias', { attending: true })],
  });

  it('links an answer to review to the invitation picked by search, or accepts it as new', async () => {
    const api = installInvitationsApi({
      [`GET ${base}`]: page([review, souza]),
      [`POST ${base}/5/link`]: { status: 200, body: souza },
      [`POST ${base}/5/accept`]: { status: 200, body: review },
    });
    renderSignedIn(<InvitationsPage />);

    const card = await cardOf('Carla Dias');
    expect(within(card).getAllByText('A revisar')).not.toHaveLength(0);
    await userEvent.click(
      within(card).getByRole('button', {
        name: 'Vincular a um convite: Carla Dias',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Vincular a resposta de Carla Dias',
    });
    await userEvent.type(
      within(dialog).getByRole('searchbox', { name: 'Buscar convite' }),
      'souza',
    );
    await waitFor(() =>
      expect(listQueries(api).at(-1)).toMatchObject({ q: 'souza' }),
    );
    await userEvent.click(
      await within(dialog).findByRole('button', {
        name: 'Vincular a Família Souza',
      }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Resposta vinculada ao convite.');
    await closeAlerts();

    await userEvent.click(
      within(await cardOf('Carla Dias')).getByRole('button', {
        name: 'Aceitar como novo: Carla Dias',
      }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Convite aceito na lista.');
    expect(
      api.requests
        .filter((r) => r.method === 'POST')
        .map((r) => [r.path, r.body]),
    ).toEqual([
      [`${base}/5/link`, { targetInvitationId: 1 }],
      [`${base}/5/accept`, {}],
    ]);
  });

  it("accepts a member's answer sent with their e-mail through the guests' call", async () => {
    const withPending = invitation(1, 'Família Souza', {
      members: [
        member(11, 'Maria', 'Souza', {
          pendingResponses: [
            {
              id: 31,
              firstName: 'Maria',
              lastName: 'Souza',
              email: 'maria@example.com',
              phoneNumber: '(21) 99999-0000',
              attending: true,
              companions: 1,
              companionNames: ['Leo'],
              message: 'Vou com meu filho',
              createdAt: '2026-05-11T12:00:00.000Z',
            },
          ],
        }),
      ],
    });
    const api = installInvitationsApi({
      [`GET ${base}`]: page([withPending]),
      'POST /api/users/guests/3/11/responses/31/accept': {
        status: 200,
        body: {
          success: true,
          message: 'Resposta aceita. O convidado foi atualizado.',
          guest: {
            id: 11,
            firstName: 'Maria',
            lastName: 'Souza',
            email: 'maria@example.com',
            phoneNumber: '(21) 99999-0000',
            attending: true,
            companions: 1,
            companionNames: ['Leo'],
            message: 'Vou com meu filho',
            createdAt: '2026-05-11T12:00:00.000Z',
            pendingResponses: [],
          },
        },
      },
    });
    renderSignedIn(<InvitationsPage />);

    const pending = await screen.findByRole('region', {
      name: 'Resposta a revisar de Maria Souza',
    });
    expect(within(pending).getByText('Vou com meu filho')).toBeInTheDocument();
    await userEvent.click(
      within(pending).getByRole('button', {
        name: 'Aceitar a resposta enviada para Maria Souza',
      }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Resposta aceita. O convidado foi atualizado.');
    expect(
      api.requests.filter((r) => r.method === 'POST').map((r) => r.path),
    ).toEqual(['/api/users/guests/3/11/responses/31/accept']);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keptInvitation } from '../../../lib/kept-invitation';
import { renderSite } from '../../../testing/render-site';
import {
  answerRoute,
  code,
  invitationRoutesWith,
  souza,
} from '../testing/invitation-fixtures';

const openInvitation = (
  routes: Parameters<typeof renderSite>[1] = {},
  changes: Parameters<typeof invitationRoutesWith>[0] = {},
) =>
  renderSite(`/ana-e-leo/c/${code}`, {
    ...invitationRoutesWith(changes),
    ...routes,
  });

const memberGroup = (name: RegExp) => screen.getByRole('group', { name });

const choose = async (member: RegExp, answer: 'Vai' | 'Não vai') =>
  userEvent.click(
    within(memberGroup(member)).getByRole('radio', { name: answer }),
  );

const send = () =>
  userEvent.click(screen.getByRole('button', { name: 'Enviar resposta' }));

afterEach(() => window.sessionStorage.clear());

describe("an invitation's personal page", () => {
  it('greets the household, marks the child and keeps the code in this tab', async () => {
    openInvitation();

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Olá, Família Souza!',
      }),
    ).toHaveFocus();
    expect(memberGroup(/^Clara Souza/)).toHaveTextContent('criança');
    expect(document.title).toBe('Seu convite — Casamento Ana & Leo');
    expect(keptInvitation('ana-e-leo')).toEqual({
      code,
      name: 'Família Souza',
    });
    expect(
      screen.getByRole('link', { name: 'Dar um presente' }),
    ).toHaveAttribute('href', '/ana-e-leo#presentes');
  });

  it("sends each member's choice, the companion, the answers and the message, then says until when it can change", async () => {
    const { api } = openInvitation({
      [answerRoute]: {
        status: 200,
        body: { ...souza, answeredAt: '2026-08-01T12:00:00.000Z' },
      },
    });
    await screen.findByRole('heading', { level: 1 });

    await choose(/^Ana Souza/, 'Vai');
    await choose(/^Bruno Souza/, 'Não vai');
    await choose(/^Clara Souza/, 'Vai');
    await userEvent.click(
      screen.getByRole('button', { name: 'Adicionar acompanhante' }),
    );
    await userEvent.type(
      screen.getByLabelText(/^Acompanhante 1/),
      'Diego Lima',
    );
    await userEvent.type(
      screen.getByLabelText('Restrição alimentar?'),
      'Sem glúten',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Peixe' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Samba' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Forró' }));
    await userEvent.type(
      screen.getByLabelText('Mensagem para os anfitriões'),
      'Estaremos lá!',
    );
    await send();

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Resposta enviada! Você pode alterá-la até 30/09/2026.',
    );
    expect(api.requests.at(-1)).toMatchObject({
      method: 'PUT',
      body: {
        members: [
          { id: 21, attending: true },
          { id: 22, attending: false },
          { id: 23, attending: true },
        ],
        companionNames: ['Diego Lima'],
        answers: [
          { questionId: 7, values: ['Sem glúten'] },
          { questionId: 8, values: ['Peixe'] },
          { questionId: 9, values: ['Samba', 'Forró'] },
        ],
        message: 'Estaremos lá!',
      },
    });
    // The form stays open for changes.
    expect(
      screen.getByRole('button', { name: 'Enviar resposta' }),
    ).toBeEnabled();
  });

  it('offers no more companion fields than the invitation allows, and none when nobody goes', async () => {
    openInvitation({}, { maxCompanions: 2 });
    await screen.findByRole('heading', { level: 1 });

    const add = () =>
      userEvent.click(
        screen.getByRole('button', { name: 'Adicionar acompanhante' }),
      );
    expect(
      screen.getByText('Você pode levar até 2 acompanhantes.'),
    ).toBeInTheDocument();
    await add();
    await add();
    expect(screen.getByLabelText(/^Acompanhante 2/)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Adicionar acompanhante' }),
    ).toBeNull();

    await userEvent.click(
      screen.getByRole('button', { name: 'Remover acompanhante 1' }),
    );
    expect(screen.queryByLabelText(/^Acompanhante 2/)).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Adicionar acompanhante' }),
    ).toBeInTheDocument();

    for (const member of [/^Ana Souza/, /^Bruno Souza/, /^Clara Souza/])
      await choose(member, 'Não vai');
    expect(screen.queryByRole('group', { name: 'Acompanhantes' })).toBeNull();
  });

  it('asks a choice for every member and an answer to a required question before sending', async () => {
    const { api } = openInvitation();
    await screen.findByRole('heading', { level: 1 });

    await choose(/^Ana Souza/, 'Vai');
    await send();

    expect(
      await within(memberGroup(/^Bruno Souza/)).findByRole('alert'),
    ).toHaveTextContent('Diga se cada pessoa vai ou não.');
    expect(
      within(screen.getByRole('group', { name: /^Qual o prato\?/ })).getByRole(
        'alert',
      ),
    ).toHaveTextContent('* Resposta obrigatória');
    expect(within(memberGroup(/^Ana Souza/)).queryByRole('alert')).toBeNull();
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(
      false,
    );
  });

  it("shows the api's refusal", async () => {
    openInvitation({
      [answerRoute]: {
        status: 422,
        body: {
          success: false,
          message: 'Este convite permite no máximo 1 acompanhante.',
        },
      },
    });
    await screen.findByRole('heading', { level: 1 });
    for (const member of [/^Ana Souza/, /^Bruno Souza/, /^Clara Souza/])
      await choose(member, 'Vai');
    await userEvent.click(screen.getByRole('radio', { name: 'Carne' }));
    await send();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este convite permite no máximo 1 acompanhante.',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the answer read-only after the deadline, with the sentence', async () => {
    openInvitation(
      {},
      {
        closed: true,
        members: souza.members.map((member) => ({
          ...member,
          attending: member.id !== 22 ? true : false,
        })),
        companionNames: ['Diego Lima'],
        answers: [{ questionId: 8, values: ['Peixe'] }],
        message: 'Estaremos lá!',
        answeredAt: '2026-08-01T12:00:00.000Z',
      },
    );

    expect(
      await screen.findByText(
        'O prazo para responder terminou em 30/09/2026. Sua resposta não pode mais ser alterada; se algo mudou, fale com os anfitriões.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(
      screen.queryByRole('button', { name: 'Enviar resposta' }),
    ).toBeNull();
    const answer = screen.getByRole('region', { name: 'Sua resposta' });
    expect(answer).toHaveTextContent('Ana SouzaVai');
    expect(answer).toHaveTextContent('Bruno SouzaNão vai');
    expect(answer).toHaveTextContent('AcompanhantesDiego Lima');
    expect(answer).toHaveTextContent('Qual o prato?Peixe');
    expect(answer).toHaveTextContent('Restrição alimentar?Sem resposta');
  });

  it('says when the link does not open an invitation, and keeps nothing', async () => {
    renderSite(`/ana-e-leo/c/${code}`, {
      ...invitationRoutesWith(),
      [`GET /api/guests/invitation/ana-e-leo/${code}`]: {
        status: 404,
        body: { success: false, message: 'Convite não encontrado.' },
      },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Convite não encontrado.',
    );
    await waitFor(() => expect(keptInvitation('ana-e-leo')).toBeNull());
  });

  it("opens on a site behind its password, in the event's look, without asking the password", async () => {
    const { api } = openInvitation({
      'GET /api/guests/event/ana-e-leo': {
        status: 401,
        body: {
          success: false,
          code: 'PASSWORD_REQUIRED',
          message: 'Este site é protegido por senha.',
          passwordRequired: true,
          event: {
            title: 'Casamento Ana & Leo',
            color: '#1d4ed8',
            theme: 'floral',
          },
        },
      },
    });

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Olá, Família Souza!',
      }),
    ).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('floral');
    expect(screen.queryByLabelText(/Senha/)).toBeNull();
    expect(
      api.requests.find((request) => request.path.includes('/invitation/'))
        ?.headers,
    ).not.toHaveProperty('X-Site-Access');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  eventResponseWith,
  publicEvent,
  publicEventResponse,
} from '../../../testing/fixtures';
import { findCompletePage, renderSite } from '../../../testing/render-site';
import {
  code,
  findRoute,
  invitationRoutesWith,
} from '../testing/invitation-fixtures';

const attendanceSection = () =>
  screen.getByRole('region', { name: 'Confirmação de Presença' });

const openHome = async (
  routes: Parameters<typeof renderSite>[1] = {},
  event = publicEventResponse,
) => {
  const view = renderSite('/ana-e-leo', {
    ...invitationRoutesWith(),
    'GET /api/guests/event/ana-e-leo': { status: 200, body: event },
    ...routes,
  });
  await findCompletePage();
  const section = attendanceSection();
  return {
    ...view,
    section,
    form: await within(section).findByRole('form', {
      name: 'Encontre seu convite',
    }),
  };
};

const search = async (form: HTMLElement, first: string, last: string) => {
  await userEvent.type(within(form).getByLabelText(/^Nome/), first);
  await userEvent.type(within(form).getByLabelText(/^Sobrenome/), last);
  await userEvent.click(within(form).getByRole('button', { name: 'Procurar' }));
};

describe("'Encontre seu convite'", () => {
  it("finds the household by first and last name and opens its personal page with 'Responder'", async () => {
    const { api, form, section } = await openHome({
      [findRoute]: {
        status: 200,
        body: { code, firstNames: ['Ana', 'Bruno', 'Clara'] },
      },
    });

    await search(form, 'Bruno', 'Souza');

    expect(
      await within(section).findByText(
        'Encontramos o convite de Ana, Bruno e Clara',
      ),
    ).toBeInTheDocument();
    expect(api.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/guests/invitation/ana-e-leo/find',
      body: { firstName: 'Bruno', lastName: 'Souza' },
    });
    await userEvent.click(
      within(section).getByRole('link', { name: 'Responder' }),
    );

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Olá, Família Souza!',
      }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/ana-e-leo/c/${code}`);
  });

  it('says when no invitation has that name', async () => {
    const notFound =
      'Não encontramos um convite com esse nome e sobrenome. Confira como está escrito ou fale com os anfitriões.';
    const { form, section } = await openHome({
      [findRoute]: { status: 404, body: { success: false, message: notFound } },
    });

    await search(form, 'Zé', 'Ninguém');

    expect(await within(section).findByRole('alert')).toHaveTextContent(
      notFound,
    );
    expect(
      within(section).queryByRole('link', { name: 'Responder' }),
    ).toBeNull();
  });

  it('asks both names before searching', async () => {
    const { api, form } = await openHome();

    await userEvent.click(
      within(form).getByRole('button', { name: 'Procurar' }),
    );

    expect(await within(form).findAllByRole('alert')).toHaveLength(2);
    expect(form).toHaveTextContent('* Nome obrigatório');
    expect(form).toHaveTextContent('* Sobrenome obrigatório');
    expect(api.requests.some((request) => request.method === 'POST')).toBe(
      false,
    );
  });

  it('offers the open form below only when the hosts let people outside the list answer', async () => {
    const { section } = await openHome();
    expect(
      within(section).getByText('Não está na lista? Confirme aqui'),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'CONFIRMAR PRESENÇA' }),
    ).toBeInTheDocument();
  });

  it('offers only the search when answers come from the invitations alone', async () => {
    const { section } = await openHome(
      {},
      eventResponseWith({
        settings: { ...publicEvent.settings, rsvpOpenAnswers: false },
      }),
    );

    expect(
      within(section).getByRole('form', { name: 'Encontre seu convite' }),
    ).toBeInTheDocument();
    expect(
      within(section).queryByText('Não está na lista? Confirme aqui'),
    ).toBeNull();
    expect(
      within(section).queryByRole('button', { name: 'CONFIRMAR PRESENÇA' }),
    ).toBeNull();
  });
});

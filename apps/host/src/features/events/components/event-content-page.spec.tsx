import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoSession } from '../../../testing/fixtures';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { EventContentPage } from './event-content-page';

const event = {
  ...demoSession.event,
  description: 'Venha celebrar com a gente.',
};

const ownerEvent = { status: 200, body: { success: true, event } };

beforeEach(() => localStorage.clear());
afterEach(closeAlerts);

const titleField = () => screen.findByRole('textbox', { name: 'Título' });
const textbox = (name: string) => screen.getByRole('textbox', { name });

describe('EventContentPage (Cores e Textos)', () => {
  it("requires every text: '* Campo obrigatório' on each and 'Verifique os campos.', nothing saved", async () => {
    const api = installFakeApi({ 'GET /api/users/event/3': ownerEvent });
    renderSignedIn(<EventContentPage />);

    await userEvent.clear(await titleField());
    await userEvent.clear(textbox('Subtítulo'));
    await userEvent.clear(textbox('Título da introdução'));
    await userEvent.clear(textbox('Introdução'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    const alert = await screen.findByRole('dialog', { name: 'Erro!' });
    expect(alert).toHaveTextContent('Verifique os campos.');
    expect(screen.getAllByText('* Campo obrigatório')).toHaveLength(4);
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('shows the typed title and the chosen colour in the preview, and saves them', async () => {
    const api = installFakeApi({
      'GET /api/users/event/3': ownerEvent,
      'PUT /api/users/event/3': (request) => ({
        status: 200,
        body: {
          success: true,
          message: 'Informações atualizadas.',
          event: { ...event, ...(request.body as object) },
        },
      }),
      'GET /api/users/me': { status: 200, body: demoSession },
    });
    renderSignedIn(<EventContentPage />);

    const title = await titleField();
    await userEvent.clear(title);
    await userEvent.type(title, 'Festa da Ana');
    await userEvent.click(screen.getByRole('radio', { name: 'Azul' }));

    const preview = screen.getByRole('complementary', { name: 'Prévia' });
    const previewTitle = within(preview).getByText('Festa da Ana');
    expect(previewTitle).toHaveStyle({ color: '#1d4ed8' });

    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    const alert = await screen.findByRole('dialog', { name: 'Sucesso!' });
    expect(alert).toHaveTextContent('Informações atualizadas.');
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      title: 'Festa da Ana',
      subtitle: event.subtitle,
      titleDescription: event.titleDescription,
      description: event.description,
      color: '#1d4ed8',
    });
  });

  it("shows 'Erro ao atualizar evento.' when the save fails without a message", async () => {
    installFakeApi({
      'GET /api/users/event/3': ownerEvent,
      'PUT /api/users/event/3': { status: 400, body: { success: false } },
    });
    renderSignedIn(<EventContentPage />);

    await titleField();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao atualizar evento.');
  });

  it("shows 'Erro ao buscar evento.' when the event cannot be loaded", async () => {
    installFakeApi({
      'GET /api/users/event/3': { status: 400, body: { success: false } },
    });
    renderSignedIn(<EventContentPage />);

    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Erro ao buscar evento.');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull(),
    );
  });
});

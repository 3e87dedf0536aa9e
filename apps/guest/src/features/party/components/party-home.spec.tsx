import { closeAlerts } from '@celebra/web-testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../../testing/render-site';
import { partyRoutesWith } from '../testing/party-fixtures';

const openParty = (changes: Parameters<typeof partyRoutesWith>[0] = {}) =>
  renderSite('/ana-e-leo/festa', partyRoutesWith(changes));

afterEach(closeAlerts);

describe("'/festa', the table card's page", () => {
  it("shows the event's name and its three actions", async () => {
    openParty();

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Casamento Ana & Leo',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enviar fotos' })).toHaveAttribute(
      'href',
      '/ana-e-leo/fotos',
    );
    expect(
      screen.getByRole('link', { name: 'Dar um presente por Pix' }),
    ).toHaveAttribute('href', '/ana-e-leo#presentes');
    expect(
      screen.getByRole('button', { name: 'Deixar um recado' }),
    ).toHaveAccessibleDescription('Escreva umas palavras para os anfitriões.');
    expect(
      screen.getByRole('link', { name: 'Ver o álbum da festa' }),
    ).toHaveAttribute('href', '/ana-e-leo/album');
    expect(document.title).toBe('Na festa — Casamento Ana & Leo');
  });

  it("opens the site's message form and sends the message to the event", async () => {
    const { api } = renderSite('/ana-e-leo/festa', {
      ...partyRoutesWith(),
      'POST /api/guests/message/3': {
        status: 200,
        body: { success: true, message: 'Recado enviado.' },
      },
    });

    await userEvent.click(
      await screen.findByRole('button', { name: 'Deixar um recado' }),
    );

    await screen.findByRole('dialog', { name: 'Deixe seu recado' });
    await userEvent.type(screen.getByLabelText(/^Nome/), 'Maria');
    await userEvent.type(screen.getByLabelText(/^Sobrenome/), 'Silva');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'maria@example.com');
    await userEvent.type(screen.getByLabelText(/^Mensagem/), 'Viva os noivos!');
    await userEvent.click(
      screen.getByRole('button', { name: 'Enviar recado' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Recado enviado.');
    expect(
      screen.queryByRole('dialog', { name: 'Deixe seu recado' }),
    ).toBeNull();
    expect(api.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/guests/message/3',
      body: { message: 'Viva os noivos!' },
    });
  });

  it('leaves out what the hosts turned off', async () => {
    openParty({
      uploadsEnabled: false,
      messagesShown: false,
      giftListShown: false,
      albumHasItems: false,
    });

    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Enviar fotos' })).toBeNull();
    expect(
      screen.queryByRole('button', { name: 'Deixar um recado' }),
    ).toBeNull();
    expect(
      screen.queryByRole('link', { name: 'Dar um presente por Pix' }),
    ).toBeNull();
    expect(
      screen.queryByRole('link', { name: 'Ver o álbum da festa' }),
    ).toBeNull();
  });

  it("goes to the upload page without reloading on 'Enviar fotos'", async () => {
    openParty();

    await userEvent.click(
      await screen.findByRole('link', { name: 'Enviar fotos' }),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enviar fotos' }),
    ).toHaveFocus();
    expect(window.location.pathname).toBe('/ana-e-leo/fotos');
  });
});

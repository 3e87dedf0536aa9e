import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../../testing/render-site';
import { albumPhoto, partyRoutesWith } from '../testing/party-fixtures';

const albumUrl = (fetchCall: unknown[]) =>
  new URL(String(fetchCall[0]), window.location.origin);

describe("'/album', the party's album", () => {
  it("shows the approved photos, newest first, and the next ones on 'Ver mais'", async () => {
    const { api } = renderSite('/ana-e-leo/album', {
      ...partyRoutesWith(),
      'GET /api/guests/party/ana-e-leo/album': [
        {
          status: 200,
          body: {
            success: true,
            items: [albumPhoto(9, 'Tia Rosa'), albumPhoto(8)],
            nextBefore: 8,
          },
        },
        {
          status: 200,
          body: {
            success: true,
            items: [
              {
                ...albumPhoto(5, 'Júlia'),
                kind: 'video',
                url: '/media/party/5.mp4',
                image: null,
              },
            ],
            nextBefore: null,
          },
        },
      ],
    });

    const first = await screen.findByRole('img', { name: 'Foto de Tia Rosa' });
    expect(first).toHaveAttribute('loading', 'lazy');
    expect(first).toHaveAttribute(
      'srcset',
      '/media/party/9-480.jpg 480w, /media/party/9-960.jpg 960w',
    );
    const photos = screen.getAllByRole('img');
    expect(photos.map((photo) => photo.getAttribute('alt'))).toEqual([
      'Foto de Tia Rosa',
      'Foto de um convidado',
    ]);
    expect(document.title).toBe('Álbum da festa — Casamento Ana & Leo');

    const more = screen.getByRole('button', { name: 'Ver mais' });
    await userEvent.click(more);

    const video = await screen.findByLabelText('Vídeo de Júlia');
    expect(video).toHaveAttribute('src', '/media/party/5.mp4');
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Ver mais' })).toBeNull();
    const albumCalls = api.fetchMock.mock.calls
      .map(albumUrl)
      .filter((url) => url.pathname.endsWith('/album'));
    expect(albumCalls.map((url) => url.searchParams.get('before'))).toEqual([
      null,
      '8',
    ]);
  });

  it('says the album is empty and invites to send photos', async () => {
    renderSite('/ana-e-leo/album', {
      ...partyRoutesWith(),
      'GET /api/guests/party/ana-e-leo/album': {
        status: 200,
        body: { success: true, items: [], nextBefore: null },
      },
    });

    expect(
      await screen.findByText('Ainda não há fotos no álbum.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enviar fotos' })).toHaveAttribute(
      'href',
      '/ana-e-leo/fotos',
    );
  });

  it('says when the album could not be read, and reads it again', async () => {
    renderSite('/ana-e-leo/album', {
      ...partyRoutesWith(),
      'GET /api/guests/party/ana-e-leo/album': [
        { status: 500, body: { success: false } },
        {
          status: 200,
          body: { success: true, items: [albumPhoto(3)], nextBefore: null },
        },
      ],
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar o álbum.');
    await userEvent.click(
      within(alert.parentElement as HTMLElement).getByRole('button', {
        name: 'Tentar de novo',
      }),
    );

    expect(
      await screen.findByRole('img', { name: 'Foto de um convidado' }),
    ).toBeInTheDocument();
  });
});

import { installFakeApi, renderWithQueryClient } from '@celebra/web-testing';
import { act, screen, within } from '@testing-library/react';
import { WallPage } from './wall-page';

/** A stand-in for the browser's EventSource: the test opens, feeds and breaks it. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }

  send(id: string, data: unknown) {
    this.onmessage?.(
      new MessageEvent('message', {
        data: JSON.stringify(data),
        lastEventId: id,
      }),
    );
  }

  drop() {
    this.readyState = FakeEventSource.CONNECTING;
    this.onerror?.();
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

const at = (minute: number) =>
  new Date(Date.UTC(2026, 10, 28, 21, minute)).toISOString();

const photo = (id: number, guestName: string | null, minute: number) => ({
  id,
  kind: 'image',
  url: `/media/party/${id}.webp`,
  image: null,
  guestName,
  createdAt: at(minute),
});

const recent = {
  success: true,
  title: 'Ana & Leo',
  media: [photo(2, 'Tia Carla', 30), photo(1, null, 10)],
  messages: [
    {
      id: 7,
      name: 'Beatriz M.',
      message: 'Que noite linda!',
      createdAt: at(20),
    },
  ],
  cursor: '1764363000000-1764362400000',
};

const recentRoute = 'GET /api/guests/party/ana-e-leo/wall/recent';

beforeEach(() => {
  FakeEventSource.opened = [];
  Object.assign(window, { EventSource: FakeEventSource });
});

const lastSource = () => {
  const source = FakeEventSource.opened.at(-1);
  if (!source) throw new Error('no stream was opened');
  return source;
};

describe('the wall page', () => {
  it('shows the newest photo with its sender, the title, the messages and the QR code to the party page', async () => {
    const api = installFakeApi({
      [recentRoute]: { status: 200, body: recent },
    });
    renderWithQueryClient(<WallPage slug="ana-e-leo" wallKey="Chave_1234" />);

    expect(
      await screen.findByRole('img', { name: 'Foto enviada por Tia Carla' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Enviada por Tia Carla')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ana & Leo' }),
    ).toBeInTheDocument();
    const messages = screen.getByRole('region', { name: 'Recados' });
    expect(within(messages).getByText('Que noite linda!')).toBeInTheDocument();
    expect(within(messages).getByText('— Beatriz M.')).toBeInTheDocument();
    expect(screen.getByText('Envie suas fotos')).toBeInTheDocument();
    expect(
      await screen.findByRole('img', {
        name: 'Código QR para http://site.localhost/ana-e-leo/festa',
      }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(
      screen.getByText('site.localhost/ana-e-leo/festa'),
    ).toBeInTheDocument();
    expect(document.title).toBe('Telão — Ana & Leo');

    expect(api.requests[0]?.path).toBe(
      '/api/guests/party/ana-e-leo/wall/recent',
    );
    const url = new URL(lastSource().url, window.location.origin);
    expect(url.pathname).toBe('/api/guests/party/ana-e-leo/wall');
    expect(url.searchParams.get('k')).toBe('Chave_1234');
    expect(url.searchParams.get('since')).toBe(recent.cursor);
  });

  it('shows a photo from the stream at once, and a new message in the side column', async () => {
    installFakeApi({ [recentRoute]: { status: 200, body: recent } });
    renderWithQueryClient(<WallPage slug="ana-e-leo" wallKey="Chave_1234" />);
    await screen.findByRole('img', { name: 'Foto enviada por Tia Carla' });
    const source = lastSource();
    act(() => {
      source.open();
      source.send('5-5', { type: 'media', media: photo(9, 'Primo Rui', 40) });
      source.send('5-6', {
        type: 'message',
        message: {
          id: 8,
          name: 'Caio L.',
          message: 'Viva os noivos!',
          createdAt: at(41),
        },
      });
    });
    expect(
      screen.getByRole('img', { name: 'Foto enviada por Primo Rui' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Recados' })).getByText(
        'Viva os noivos!',
      ),
    ).toBeInTheDocument();
  });

  it("says 'Reconectando…' while the stream is down, and nothing once it is back", async () => {
    installFakeApi({ [recentRoute]: { status: 200, body: recent } });
    renderWithQueryClient(<WallPage slug="ana-e-leo" wallKey="Chave_1234" />);
    await screen.findByRole('img', { name: 'Foto enviada por Tia Carla' });
    const source = lastSource();
    act(() => source.open());
    expect(screen.queryByText('Reconectando…')).not.toBeInTheDocument();
    act(() => source.drop());
    expect(screen.getByRole('status')).toHaveTextContent('Reconectando…');
    act(() => source.open());
    expect(screen.queryByText('Reconectando…')).not.toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Foto enviada por Tia Carla' }),
    ).toBeInTheDocument();
  });

  it("answers a wrong key with 'Telão não encontrado.' and opens no stream", async () => {
    installFakeApi({
      [recentRoute]: {
        status: 404,
        body: { success: false, message: 'Telão não encontrado.' },
      },
    });
    renderWithQueryClient(<WallPage slug="ana-e-leo" wallKey="errada-123" />);
    expect(
      await screen.findByRole('heading', { name: 'Telão não encontrado.' }),
    ).toBeInTheDocument();
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it('answers an address without a key the same, without asking the api', () => {
    const api = installFakeApi({});
    renderWithQueryClient(<WallPage slug="ana-e-leo" wallKey={null} />);
    expect(
      screen.getByRole('heading', { name: 'Telão não encontrado.' }),
    ).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});

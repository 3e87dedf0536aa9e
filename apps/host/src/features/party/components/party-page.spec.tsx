import {
  type HostPartyMedia,
  itemAt,
  type PartyMediaStatus,
  type PartyOverviewResponse,
  type PartySettings,
  WALL_KEY_PATTERN,
} from '@celebra/contracts';
import {
  closeAlerts,
  installFakeApi,
  type RecordedRequest,
} from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PDFDocument } from 'pdf-lib';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { PartyPage } from './party-page';

jest.mock('qrcode', () => {
  const actual = jest.requireActual<typeof import('qrcode')>('qrcode');
  return { ...actual, create: jest.fn(actual.create) };
});
// The card's fonts are the woff files of the packages (the app fetches the assets Vite emits).
jest.mock('../../../lib/printed-card/theme-font-files', () => ({
  loadThemeFont: (family: string) =>
    jest.requireActual('../../../testing/theme-fonts').readThemeFont(family),
}));
/** Whether the signed-in role may change the site (every role of today may). */
let mockMayChangeSite = true;
jest.mock('@celebra/contracts', () => {
  const actual = jest.requireActual('@celebra/contracts');
  return {
    ...actual,
    roleAllows: (role: string, permission: string) =>
      permission === 'site'
        ? mockMayChangeSite
        : actual.roleAllows(role, permission),
  };
});

const base = '/api/users/party/3';

const mediaItem = (
  id: number,
  status: PartyMediaStatus,
  guestName: string | null = 'Tia Célia',
): HostPartyMedia => ({
  id,
  kind: 'image',
  url: `/media/party/${id}-800.jpg`,
  image: {
    width: 1600,
    height: 1200,
    variants: [
      { type: 'image/webp', width: 480, url: `/media/party/${id}-480.webp` },
      { type: 'image/webp', width: 800, url: `/media/party/${id}-800.webp` },
      { type: 'image/jpeg', width: 480, url: `/media/party/${id}-480.jpg` },
      { type: 'image/jpeg', width: 800, url: `/media/party/${id}-800.jpg` },
    ],
  },
  guestName,
  createdAt: '2026-11-28T23:04:00.000Z',
  status,
  sizeBytes: 250_000,
  approvedAt: status === 'approved' ? '2026-11-28T23:10:00.000Z' : null,
});

/** A party api over a list of items (newest first), pages of `pageSize`. */
const installPartyApi = ({
  items = [] as HostPartyMedia[],
  settings = {
    uploadsEnabled: false,
    needsApproval: true,
    wallKey: null,
  } as PartySettings,
  pageSize = 24,
  refuseChanges = false,
} = {}) => {
  let state = { items: [...items], settings };
  const overview = (): PartyOverviewResponse => ({
    success: true,
    settings: state.settings,
    quota: {
      count: 312,
      maxCount: 1000,
      bytes: Math.round(1.2 * 1024 ** 3),
      maxBytes: 10 * 1024 ** 3,
    },
    counts: {
      pending: state.items.filter((item) => item.status === 'pending').length,
      approved: state.items.filter((item) => item.status === 'approved').length,
      hidden: state.items.filter((item) => item.status === 'hidden').length,
    },
  });
  const list = ({ query }: RecordedRequest) => {
    const matching = state.items.filter(
      (item) =>
        item.status === query.status &&
        (query.before === undefined || item.id < Number(query.before)),
    );
    const page = matching.slice(0, pageSize);
    return {
      status: 200,
      body: {
        success: true,
        items: page,
        nextBefore:
          matching.length > pageSize ? (page.at(-1)?.id ?? null) : null,
      },
    };
  };
  const mediaRoutes = Object.fromEntries(
    items.flatMap((item) => [
      [
        `PUT ${base}/media/${item.id}`,
        ({ body }: RecordedRequest) => {
          if (refuseChanges)
            return {
              status: 404,
              body: {
                success: false,
                message: 'Foto ou vídeo não encontrado.',
              },
            };
          const { status } = body as { status: PartyMediaStatus };
          const changed = { ...item, status };
          state = {
            ...state,
            items: state.items.map((each) =>
              each.id === item.id ? changed : each,
            ),
          };
          return { status: 200, body: { success: true, item: changed } };
        },
      ],
      [
        `DELETE ${base}/media/${item.id}`,
        () => {
          state = {
            ...state,
            items: state.items.filter((each) => each.id !== item.id),
          };
          return {
            status: 200,
            body: { success: true, message: 'Foto removida.' },
          };
        },
      ],
    ]),
  );
  return installFakeApi({
    [`GET ${base}`]: () => ({ status: 200, body: overview() }),
    [`GET ${base}/media`]: list,
    [`PUT ${base}/settings`]: ({ body }) => {
      state = { ...state, settings: body as PartySettings };
      return { status: 200, body: { success: true, settings: body } };
    },
    [`POST ${base}/album-link`]: {
      status: 200,
      body: {
        success: true,
        url: `${base}/album.zip?token=signed-123`,
        expiresAt: '2026-11-29T21:15:00.000Z',
      },
    },
    ...mediaRoutes,
  });
};

const sent = (requests: RecordedRequest[], method: string) =>
  requests.filter((request) => request.method === method);

beforeEach(() => {
  localStorage.clear();
  mockMayChangeSite = true;
});
afterEach(closeAlerts);

describe('PartyPage — settings', () => {
  it('turns uploads on with approval and the wall with a generated key, saved together', async () => {
    const api = installPartyApi();
    renderSignedIn(<PartyPage />);

    const uploads = await screen.findByRole('switch', {
      name: 'Receber fotos dos convidados',
    });
    expect(uploads).toHaveAttribute('aria-checked', 'false');
    expect(
      screen.getByRole('switch', { name: 'Aprovar antes de exibir' }),
    ).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByLabelText('Chave do telão')).toBeNull();

    await userEvent.click(uploads);
    await userEvent.click(screen.getByRole('switch', { name: 'Telão' }));
    const key = screen.getByLabelText<HTMLInputElement>('Chave do telão');
    expect(key.value).toMatch(WALL_KEY_PATTERN);
    expect(key.value).toHaveLength(24);
    const firstKey = key.value;
    await userEvent.click(
      screen.getByRole('button', { name: 'Gerar outra chave' }),
    );
    expect(key.value).toMatch(WALL_KEY_PATTERN);
    expect(key.value).not.toBe(firstKey);

    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Configurações da festa salvas.');
    await closeAlerts();
    expect(sent(api.requests, 'PUT')).toEqual([
      expect.objectContaining({
        path: `${base}/settings`,
        body: { uploadsEnabled: true, needsApproval: true, wallKey: key.value },
      }),
    ]);
    // The saved key's wall link, with 'Copiar' and 'Abrir telão'.
    const wallLink = `http://site.localhost/ana-e-leo/telao?k=${key.value}`;
    expect(
      await screen.findByRole('link', { name: 'Abrir telão' }),
    ).toHaveAttribute('href', wallLink);
    expect(screen.getByText(wallLink)).toBeInTheDocument();
  });

  it("refuses an invalid wall key with the api's message and sends nothing", async () => {
    const api = installPartyApi({
      settings: {
        uploadsEnabled: true,
        needsApproval: false,
        wallKey: 'chave-do-salao-123',
      },
    });
    renderSignedIn(<PartyPage />);

    const key = await screen.findByLabelText('Chave do telão');
    await userEvent.clear(key);
    await userEvent.type(key, 'curta!');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    const message =
      'A chave do telão deve ter de 8 a 64 letras, números, hífens ou sublinhados.';
    expect(
      await screen.findByRole('dialog', { name: 'Atenção!' }),
    ).toHaveTextContent(message);
    expect(sent(api.requests, 'PUT')).toHaveLength(0);
  });

  it('turns the wall off: the key is sent as null and the wall link goes away', async () => {
    const api = installPartyApi({
      settings: {
        uploadsEnabled: true,
        needsApproval: true,
        wallKey: 'chave-do-salao-123',
      },
    });
    renderSignedIn(<PartyPage />);

    expect(
      await screen.findByRole('link', { name: 'Abrir telão' }),
    ).toHaveAttribute(
      'href',
      'http://site.localhost/ana-e-leo/telao?k=chave-do-salao-123',
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Telão' }));
    expect(screen.queryByLabelText('Chave do telão')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Abrir telão' })).toBeNull(),
    );
    expect(itemAt(sent(api.requests, 'PUT'), 0).body).toEqual({
      uploadsEnabled: true,
      needsApproval: true,
      wallKey: null,
    });
  });

  it("copies the party page's link, the one the table card's QR code opens", async () => {
    installPartyApi();
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText },
    });
    renderSignedIn(<PartyPage />);

    expect(
      screen.getByText('http://site.localhost/ana-e-leo/festa'),
    ).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Copiar Página da festa' }),
    );
    expect(writeText).toHaveBeenCalledWith(
      'http://site.localhost/ana-e-leo/festa',
    );
  });

  it('shows a role that may only view the settings and the album, with nothing to change', async () => {
    mockMayChangeSite = false;
    const api = installPartyApi({
      items: [mediaItem(5, 'pending')],
      settings: { uploadsEnabled: true, needsApproval: true, wallKey: null },
    });
    renderSignedIn(<PartyPage />);

    expect(
      screen.getByText(/permite ver o álbum, mas não mudar/),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('switch', {
        name: 'Receber fotos dos convidados',
      }),
    ).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    expect(
      await screen.findByRole('img', { name: /^Foto de Tia Célia/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Aprovar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Excluir/ })).toBeNull();
    expect(
      api.requests.filter((request) => request.method !== 'GET'),
    ).toHaveLength(0);
  });
});

describe('PartyPage — album', () => {
  it('shows the quota used and the items waiting, each with its thumbnail widths, guest and time', async () => {
    installPartyApi({
      items: [
        mediaItem(8, 'pending'),
        mediaItem(7, 'pending', null),
        {
          ...mediaItem(6, 'pending', 'Leo'),
          kind: 'video',
          url: '/media/party/6.mp4',
          image: null,
        },
      ],
    });
    renderSignedIn(<PartyPage />);

    expect(
      await screen.findByText('312 de 1.000 arquivos · 1,2 GB de 10 GB'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('radio', { name: 'Aguardando aprovação (3)' }),
    ).toBeChecked();
    const photo = await screen.findByRole('img', {
      name: 'Foto de Tia Célia, 28/11/2026 20:04',
    });
    expect(photo).toHaveAttribute(
      'srcset',
      '/media/party/8-480.jpg 480w, /media/party/8-800.jpg 800w',
    );
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(
      photo.parentElement?.querySelector('source[type="image/webp"]'),
    ).toHaveAttribute(
      'srcset',
      '/media/party/8-480.webp 480w, /media/party/8-800.webp 800w',
    );
    expect(
      screen.getByRole('img', {
        name: 'Foto de Convidado sem nome, 28/11/2026 20:04',
      }),
    ).toBeInTheDocument();
    const video = screen.getByLabelText('Vídeo de Leo, 28/11/2026 20:04');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', '/media/party/6.mp4');
    expect(video).toHaveAttribute('preload', 'metadata');
  });

  it("approves a waiting photo: 'Foto aprovada.', it leaves the list and the counts follow", async () => {
    const api = installPartyApi({ items: [mediaItem(8, 'pending')] });
    renderSignedIn(<PartyPage />);

    await userEvent.click(
      await screen.findByRole('button', {
        name: /^Aprovar: Foto de Tia Célia/,
      }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Foto aprovada.');
    await closeAlerts();
    expect(itemAt(sent(api.requests, 'PUT'), 0)).toMatchObject({
      path: `${base}/media/8`,
      body: { status: 'approved' },
    });
    expect(
      await screen.findByText('Nenhuma foto aguardando aprovação.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: 'Aprovadas (1)' }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Aprovadas (1)' }));
    const approved = await screen.findByRole('list', { name: 'Aprovadas' });
    expect(
      within(approved).queryByRole('button', { name: /^Aprovar/ }),
    ).toBeNull();
    expect(
      within(approved).getByRole('button', { name: /^Ocultar/ }),
    ).toBeInTheDocument();
  });

  it("hides an approved photo: 'Foto ocultada.', then it is under 'Ocultas' with 'Aprovar'", async () => {
    const api = installPartyApi({ items: [mediaItem(8, 'approved')] });
    renderSignedIn(<PartyPage />);

    await userEvent.click(
      await screen.findByRole('radio', { name: 'Aprovadas (1)' }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: /^Ocultar: Foto de Tia/ }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Foto ocultada.');
    await closeAlerts();
    expect(itemAt(sent(api.requests, 'PUT'), 0).body).toEqual({
      status: 'hidden',
    });
    await userEvent.click(
      await screen.findByRole('radio', { name: 'Ocultas (1)' }),
    );
    const hidden = await screen.findByRole('list', { name: 'Ocultas' });
    expect(
      within(hidden).getByRole('button', { name: /^Aprovar/ }),
    ).toBeInTheDocument();
  });

  it('deletes a photo only after confirmation', async () => {
    const api = installPartyApi({ items: [mediaItem(8, 'pending')] });
    renderSignedIn(<PartyPage />);

    const remove = await screen.findByRole('button', {
      name: /^Excluir: Foto de Tia Célia/,
    });
    await userEvent.click(remove);
    const dialog = await screen.findByRole('dialog', {
      name: 'Excluir foto?',
    });
    expect(dialog).toHaveTextContent('Não é possível desfazer.');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Cancelar' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(api.requests, 'DELETE')).toHaveLength(0);

    await userEvent.click(remove);
    await userEvent.click(
      within(
        await screen.findByRole('dialog', { name: 'Excluir foto?' }),
      ).getByRole('button', { name: 'Excluir' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Foto removida.');
    await closeAlerts();
    expect(sent(api.requests, 'DELETE')).toEqual([
      expect.objectContaining({ path: `${base}/media/8` }),
    ]);
    expect(
      await screen.findByText('Nenhuma foto aguardando aprovação.'),
    ).toBeInTheDocument();
  });

  it('says what went wrong when approving fails, and the photo stays', async () => {
    installPartyApi({ items: [mediaItem(8, 'pending')], refuseChanges: true });
    renderSignedIn(<PartyPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: /^Aprovar: Foto de Tia/ }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent('Foto ou vídeo não encontrado.');
    await closeAlerts();
    expect(
      screen.getByRole('img', { name: /^Foto de Tia Célia/ }),
    ).toBeInTheDocument();
  });

  it("loads older photos with 'Carregar mais' until there are none", async () => {
    const api = installPartyApi({
      items: [30, 29, 28].map((id) => mediaItem(id, 'pending')),
      pageSize: 2,
    });
    renderSignedIn(<PartyPage />);

    const list = await screen.findByRole('list', {
      name: 'Aguardando aprovação',
    });
    await waitFor(() =>
      expect(within(list).getAllByRole('img')).toHaveLength(2),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Carregar mais' }),
    );

    await waitFor(() =>
      expect(within(list).getAllByRole('img')).toHaveLength(3),
    );
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    const pages = api.requests.filter(
      (request) => request.path === `${base}/media`,
    );
    expect(pages.map((request) => request.query)).toEqual([
      { status: 'pending', limit: '24' },
      { status: 'pending', before: '29', limit: '24' },
    ]);
  });

  it("downloads every photo as a ZIP through the album's short-lived link, not through the page's memory", async () => {
    const api = installPartyApi();
    const clicked: HTMLAnchorElement[] = [];
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this);
      });
    renderSignedIn(<PartyPage />);

    await userEvent.click(
      screen.getByRole('button', { name: 'Baixar todas (ZIP)' }),
    );

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.href).toBe(
      `http://users.localhost${base}/album.zip?token=signed-123`,
    );
    expect(clicked[0]?.hasAttribute('download')).toBe(true);
    expect(sent(api.requests, 'POST')).toEqual([
      expect.objectContaining({ path: `${base}/album-link` }),
    ]);
    expect(
      api.requests.some((request) => request.path.endsWith('album.zip')),
    ).toBe(false);
    click.mockRestore();
  });
});

describe('PartyPage — table card', () => {
  it('downloads the A5 card as cartao-da-mesa-<slug>-a5.pdf', async () => {
    installPartyApi();
    const createObjectURL = jest.fn((blob: Blob) => {
      void blob;
      return 'blob:card';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this);
      });
    renderSignedIn(<PartyPage />);

    expect(screen.getByRole('radio', { name: /^A6/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /^A5/ }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Baixar cartão (PDF)' }),
    );

    await waitFor(() => expect(clicked).toHaveLength(1), { timeout: 20_000 });
    expect(clicked[0]?.download).toBe('cartao-da-mesa-ana-e-leo-a5.pdf');
    const card = itemAt(createObjectURL.mock.calls, 0)[0];
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(card);
    });
    const document = await PDFDocument.load(new Uint8Array(bytes));
    expect(document.getTitle()).toBe('Cartão da mesa — Casamento Ana & Leo');
    const { width, height } = document.getPage(0).getSize();
    expect([width, height]).toEqual([419.53, 595.28]);
    click.mockRestore();
  });
});

import { ApiError, type RouteInput } from '@celebra/api-client';
import {
  type eventsRoutes,
  type UploadEventImageResponse,
  itemAt,
} from '@celebra/contracts';
import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import imageCompression from 'browser-image-compression';
import { PageSizes, PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { create as qrCodeCreate } from 'qrcode';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { DashboardPage } from './dashboard-page';

jest.mock('browser-image-compression', () => ({
  __esModule: true,
  default: jest.fn(),
}));
jest.mock('qrcode', () => {
  const actual = jest.requireActual<typeof import('qrcode')>('qrcode');
  return {
    ...actual,
    create: jest.fn(actual.create),
  };
});
// The card's fonts are the woff files of the packages (the app fetches the assets Vite emits).
jest.mock('../../../lib/printed-card/theme-font-files', () => ({
  loadThemeFont: (family: string) =>
    jest.requireActual('../../../testing/theme-fonts').readThemeFont(family),
}));
/** The QR card's drawing (a canvas, which jsdom does not have). */
const mockQrCard = jest.fn<Promise<Blob>, [unknown]>();
jest.mock('../lib/qr-card-image', () => ({
  createQrCardPng: (content: unknown) => mockQrCard(content),
}));
/** The avatar and banner upload (`eventsRoutes.uploadImage`); every other call goes to the fake api. */
const mockUpload = jest.fn<
  Promise<UploadEventImageResponse>,
  [RouteInput<typeof eventsRoutes.uploadImage>]
>();
jest.mock('@celebra/api-client', () => {
  const actual = jest.requireActual('@celebra/api-client');
  const { eventsRoutes } = jest.requireActual('@celebra/contracts');
  return {
    ...actual,
    callRoute: (route: unknown, input: never, client: unknown) =>
      route === eventsRoutes.uploadImage
        ? mockUpload(input)
        : actual.callRoute(route, input, client),
  };
});

const compressMock = jest.mocked(imageCompression);
const uploadMock = mockUpload;

const counts = { confirmedGuests: 12, giftsReceived: 3, messages: 5 };

const installDashboardApi = () =>
  installFakeApi({
    'GET /api/users/events/3/dashboard': {
      status: 200,
      body: { success: true, counts },
    },
  });

const photo = () =>
  new File(['x'.repeat(4000)], 'foto.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  localStorage.clear();
  compressMock.mockReset();
  uploadMock.mockReset();
});
afterEach(closeAlerts);

describe('DashboardPage', () => {
  it('shows the event, the real counters and the way to the site', async () => {
    installDashboardApi();
    renderSignedIn(<DashboardPage />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Casamento Ana & Leo' }),
    ).toBeInTheDocument();
    expect(screen.getByText('12 de outubro de 2026')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Visitar meu site' }),
    ).toHaveAttribute('href', 'http://site.localhost/ana-e-leo');
    await screen.findByText('12');
    expect(
      screen.getByText('Pessoas confirmadas').closest('div'),
    ).toHaveTextContent('12');
    expect(
      screen.getByText('Presentes recebidos').closest('div'),
    ).toHaveTextContent('3');
    expect(
      screen.getByText('Recados recebidos').closest('div'),
    ).toHaveTextContent('5');
  });

  it("links every page of the owner's from Personalize and shares the site on WhatsApp", () => {
    installDashboardApi();
    renderSignedIn(<DashboardPage />);

    const grid = screen.getByRole('region', { name: 'Personalize' });
    const links = within(grid).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/custom',
      '/appearance',
      '/info',
      '/gifts',
      '/custom-pages',
      '/settings',
      '/gallery',
      '/party',
      '/service-package',
      '/confirmations',
      '/messages',
      '/gifts-received',
      '/members',
      '/activity',
      expect.stringMatching(/^https:\/\/wa\.me\/\?text=/),
    ]);
    const share = within(grid).getByRole('link', {
      name: /Compartilhar no WhatsApp/,
    });
    const text = new URL(share.getAttribute('href') ?? '').searchParams.get(
      'text',
    );
    expect(text).toBe(
      'Você é nosso convidado especial! Acesse o site do evento para ver todos os detalhes, confirmar sua presença e deixar um recado: http://site.localhost/ana-e-leo',
    );
    expect(share).toHaveAttribute('target', '_blank');
  });

  it("draws the QR code of the site link and downloads it as a PNG card in the site's theme", async () => {
    installDashboardApi();
    const png = new Blob(['png'], { type: 'image/png' });
    mockQrCard.mockResolvedValue(png);
    const createObjectURL = jest.fn((blob: Blob) => {
      void blob;
      return 'blob:qr';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderSignedIn(<DashboardPage />);

    const qr = screen.getByRole('img', {
      name: 'QR code do link http://site.localhost/ana-e-leo',
    });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(
      /^M\d+ \d+h1v1h-1z/,
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Baixar QR code' }),
    );

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('qrcode-ana-e-leo.png');
    expect(link.href).toBe('blob:qr');
    expect(createObjectURL).toHaveBeenCalledWith(png);
    expect(mockQrCard).toHaveBeenCalledWith({
      title: 'Casamento Ana & Leo',
      url: 'http://site.localhost/ana-e-leo',
      theme: 'classico',
      color: '#c2185b',
    });
    click.mockRestore();
  });
});

describe('DashboardPage — gravata digital', () => {
  it('downloads the printable A6 card of the gift list as gravata-digital-<slug>.pdf', async () => {
    installDashboardApi();
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
    renderSignedIn(<DashboardPage />);

    await userEvent.click(
      screen.getByRole('button', { name: 'Baixar gravata digital (PDF)' }),
    );

    await waitFor(() => expect(clicked).toHaveLength(1), { timeout: 20_000 });
    expect(clicked[0]?.download).toBe('gravata-digital-ana-e-leo.pdf');
    expect(clicked[0]?.href).toBe('blob:card');
    const card = itemAt(createObjectURL.mock.calls, 0)[0];
    expect(card.type).toBe('application/pdf');
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(card);
    });
    const document = await PDFDocument.load(new Uint8Array(bytes));
    expect(document.getTitle()).toBe('Gravata digital — Casamento Ana & Leo');
    // Printed in the event's theme (Clássico): its heading and body fonts.
    const baseFonts = document.context
      .enumerateIndirectObjects()
      .map(([, object]) =>
        object instanceof PDFDict
          ? object.lookupMaybe(PDFName.of('BaseFont'), PDFName)?.asString()
          : undefined,
      )
      .filter(Boolean);
    expect(baseFonts).toEqual(
      expect.arrayContaining([
        expect.stringContaining('EBGaramond'),
        expect.stringContaining('Lato'),
      ]),
    );
    expect(document.getPage(0).getSize()).toEqual({
      width: PageSizes.A6[0],
      height: PageSizes.A6[1],
    });
    expect(qrCodeCreate).toHaveBeenCalledWith(
      'http://site.localhost/ana-e-leo#presentes',
      expect.anything(),
    );
    click.mockRestore();
  });
});

describe('DashboardPage — avatar and banner', () => {
  const openAvatarDialog = async () => {
    await userEvent.click(
      screen.getByRole('button', { name: 'Alterar foto do perfil' }),
    );
    return screen.findByRole('dialog', { name: 'Alterar foto do perfil' });
  };

  it("refuses a file that is not an image with 'Por favor, selecione um arquivo de imagem.'", async () => {
    installDashboardApi();
    renderSignedIn(<DashboardPage />);
    const dialog = await openAvatarDialog();

    await userEvent.upload(
      within(dialog).getByLabelText('Escolha uma imagem'),
      new File(['%PDF'], 'convite.pdf', { type: 'application/pdf' }),
      { applyAccept: false },
    );

    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Por favor, selecione um arquivo de imagem.',
    );
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it('compresses, uploads with progress and shows the new avatar', async () => {
    installDashboardApi();
    const compressed = new File(['small'], 'foto.jpg', { type: 'image/jpeg' });
    compressMock.mockResolvedValue(compressed);
    let finish: (answer: UploadEventImageResponse) => void = () => undefined;
    uploadMock.mockImplementation(({ onProgress }) => {
      onProgress?.(0.4);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    renderSignedIn(<DashboardPage />);
    const dialog = await openAvatarDialog();

    await userEvent.upload(
      within(dialog).getByLabelText('Escolha uma imagem'),
      photo(),
    );

    expect(
      await within(dialog).findByRole('progressbar', {
        name: 'Enviando imagem',
      }),
    ).toHaveAttribute('aria-valuenow', '40');
    expect(uploadMock).toHaveBeenCalledWith(
      expect.objectContaining({ params: { eventId: 3, slot: 'avatar' } }),
    );
    expect(uploadMock.mock.calls[0]?.[0].body.file.size).toBe(5);
    finish({
      success: true,
      message: 'Imagem atualizada!',
      avatarUrl: '/media/novo-avatar.webp',
      bannerUrl: null,
    });

    const alert = await screen.findByRole('dialog', { name: 'Sucesso!' });
    expect(within(alert).getByText('Imagem atualizada!')).toBeInTheDocument();
    await closeAlerts();
    expect(screen.getByRole('img', { name: 'Foto do perfil' })).toHaveAttribute(
      'src',
      '/media/novo-avatar.webp',
    );
  });

  it("shows 'Erro ao realizar o upload da imagem.' when the upload fails without a message", async () => {
    installDashboardApi();
    compressMock.mockRejectedValue(new Error('no canvas'));
    uploadMock.mockRejectedValue(
      new ApiError('Ocorreu um erro inesperado.', {
        status: 500,
        generic: true,
      }),
    );
    renderSignedIn(<DashboardPage />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Alterar banner' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Alterar banner',
    });
    const original = photo();

    await userEvent.upload(
      within(dialog).getByLabelText('Escolha uma imagem'),
      original,
    );

    const alert = await screen.findByRole('dialog', { name: 'Erro!' });
    expect(
      within(alert).getByText('Erro ao realizar o upload da imagem.'),
    ).toBeInTheDocument();
    expect(uploadMock).toHaveBeenCalledWith(
      expect.objectContaining({
        params: expect.objectContaining({ slot: 'banner' }),
        body: { file: original },
      }),
    );
  });
});

import { ApiError, type RouteInput } from '@celebra/api-client';
import {
  type GalleryResponse,
  type HostGalleryItem,
  type mediaRoutes,
  itemAt,
} from '@celebra/contracts';
import { closeAlerts, installFakeApi } from '@celebra/web-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import imageCompression from 'browser-image-compression';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { GalleryPage } from './gallery-page';

jest.mock('browser-image-compression', () => ({
  __esModule: true,
  default: jest.fn(),
}));
/** The gallery upload (`mediaRoutes.add`); every other call goes to the fake api. */
const mockUpload = jest.fn<
  Promise<GalleryResponse>,
  [RouteInput<typeof mediaRoutes.add>]
>();
jest.mock('@celebra/api-client', () => {
  const actual = jest.requireActual('@celebra/api-client');
  const { mediaRoutes } = jest.requireActual('@celebra/contracts');
  return {
    ...actual,
    callRoute: (route: unknown, input: never, client: unknown) =>
      route === mediaRoutes.add
        ? mockUpload(input)
        : actual.callRoute(route, input, client),
  };
});

const upload = mockUpload;
const compress = jest.mocked(imageCompression);

const photoItem: HostGalleryItem = {
  id: 51,
  type: 'image',
  url: '/media/gallery/1.webp',
  createdAt: '2026-05-01T12:00:00.000Z',
};

const galleryAnswer = (
  gallery: HostGalleryItem[],
  imagesUsed = gallery.length,
): GalleryResponse => ({
  success: true,
  gallery,
  quota: {
    image: { used: imagesUsed, limit: 5 },
    video: { used: 0, limit: 1 },
  },
});

const photo = (name = 'praia.jpg') =>
  new File(['x'.repeat(3000)], name, { type: 'image/jpeg' });
const clip = () =>
  new File(['v'.repeat(3000)], 'festa.mp4', { type: 'video/mp4' });

let urls = 0;
beforeEach(() => {
  localStorage.clear();
  upload.mockReset();
  compress.mockReset();
  Object.assign(URL, {
    createObjectURL: jest.fn(() => `blob:preview-${++urls}`),
    revokeObjectURL: jest.fn(),
  });
});
afterEach(closeAlerts);

const chooser = () => screen.findByLabelText('Escolher foto ou vídeo');

describe('GalleryPage', () => {
  it('states what is included, the quota used, and links to more space', async () => {
    installFakeApi({
      'GET /api/users/event-gallery/3': {
        status: 200,
        body: galleryAnswer([photoItem]),
      },
    });
    renderSignedIn(<GalleryPage />);

    expect(screen.getByText(/5 fotos e 1 vídeo/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Ver Pacote de Serviços' }),
    ).toHaveAttribute('href', '/service-package');
    expect(await screen.findByText('1 de 5')).toBeInTheDocument();
    expect(screen.getByText('0 de 1')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto 1' })).toHaveAttribute(
      'src',
      '/media/gallery/1.webp',
    );
  });

  it('stays quiet when the gallery cannot be loaded', async () => {
    installFakeApi({
      'GET /api/users/event-gallery/3': {
        status: 400,
        body: { success: false },
      },
    });
    renderSignedIn(<GalleryPage />);

    expect(
      await screen.findByText('Nenhuma foto ou vídeo na galeria.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('previews the picked file, replaces it when another is picked, and clears it with the X', async () => {
    installFakeApi({
      'GET /api/users/event-gallery/3': {
        status: 200,
        body: galleryAnswer([]),
      },
    });
    renderSignedIn(<GalleryPage />);

    await userEvent.upload(await chooser(), photo('praia.jpg'));
    expect(
      screen.getByRole('img', { name: 'Prévia: praia.jpg' }),
    ).toHaveAttribute('src', expect.stringMatching(/^blob:preview-/));

    await userEvent.upload(await chooser(), clip());
    expect(screen.queryByRole('img', { name: 'Prévia: praia.jpg' })).toBeNull();
    expect(screen.getByLabelText('Prévia: festa.mp4').tagName).toBe('VIDEO');

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByLabelText('Prévia: festa.mp4')).toBeNull();
    expect(upload).not.toHaveBeenCalled();
  });

  it("uploads a compressed image with progress, then clears the preview: 'Mídia salva.'", async () => {
    installFakeApi({
      'GET /api/users/event-gallery/3': {
        status: 200,
        body: galleryAnswer([]),
      },
    });
    const smaller = new Blob(['small'], { type: 'image/jpeg' });
    compress.mockResolvedValue(smaller as File);
    let finish: () => void = () => undefined;
    upload.mockImplementation(
      ({ onProgress }) =>
        new Promise((resolve) => {
          onProgress?.(0.4);
          finish = () => resolve(galleryAnswer([photoItem]));
        }),
    );
    renderSignedIn(<GalleryPage />);

    await userEvent.upload(await chooser(), photo());
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mídia' }));

    const bar = await screen.findByRole('progressbar', {
      name: 'Enviando mídia',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    const sent = itemAt(upload.mock.calls, 0)[0];
    expect(sent).toMatchObject({
      params: { eventId: 3 },
      body: { fileType: 'image' },
    });
    expect(sent.body.file.size).toBe(smaller.size);
    finish();

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Mídia salva.');
    expect(screen.queryByText('praia.jpg')).toBeNull();
    expect(await screen.findByText('1 de 5')).toBeInTheDocument();
  });

  it('sends a video as it is', async () => {
    installFakeApi({
      'GET /api/users/event-gallery/3': {
        status: 200,
        body: galleryAnswer([]),
      },
    });
    upload.mockResolvedValue(galleryAnswer([]));
    renderSignedIn(<GalleryPage />);

    const video = clip();
    await userEvent.upload(await chooser(), video);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mídia' }));

    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(upload.mock.calls[0]?.[0]).toMatchObject({
      body: { fileType: 'video', file: video },
    });
    expect(compress).not.toHaveBeenCalled();
  });

  it("shows the api's quota message and keeps the preview", async () => {
    installFakeApi({
      'GET /api/users/event-gallery/3': {
        status: 200,
        body: galleryAnswer([], 5),
      },
    });
    compress.mockRejectedValue(new Error('no canvas'));
    const quotaMessage =
      'Limite de 5 fotos atingido. Contrate mais espaço em Pacote de Serviços.';
    upload.mockRejectedValue(new ApiError(quotaMessage, { status: 409 }));
    renderSignedIn(<GalleryPage />);

    const original = photo('sexta.jpg');
    await userEvent.upload(await chooser(), original);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mídia' }));

    expect(
      await screen.findByRole('dialog', { name: 'Erro!' }),
    ).toHaveTextContent(quotaMessage);
    expect(upload.mock.calls[0]?.[0].body.file).toBe(original);
    expect(screen.getByText('sexta.jpg')).toBeInTheDocument();
  });

  it('refuses a file that is neither an image nor a video', async () => {
    installFakeApi({
      'GET /api/users/event-gallery/3': {
        status: 200,
        body: galleryAnswer([]),
      },
    });
    renderSignedIn(<GalleryPage />);

    await userEvent.upload(
      await chooser(),
      new File(['%PDF'], 'convite.pdf', { type: 'application/pdf' }),
      { applyAccept: false },
    );

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Tipo de arquivo não suportado.',
    );
    expect(screen.queryByRole('button', { name: 'Enviar mídia' })).toBeNull();
  });

  it("deletes a photo after confirmation: 'Mídia removida.'", async () => {
    const api = installFakeApi({
      'GET /api/users/event-gallery/3': {
        status: 200,
        body: galleryAnswer([photoItem]),
      },
      'DELETE /api/users/event-gallery/3/51': {
        status: 200,
        body: { ...galleryAnswer([]), message: 'Mídia removida.' },
      },
    });
    renderSignedIn(<GalleryPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Excluir foto 1' }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: 'Excluir mídia?',
    });
    await userEvent.click(
      within(confirm).getByRole('button', { name: 'Excluir' }),
    );

    expect(
      await screen.findByRole('dialog', { name: 'Sucesso!' }),
    ).toHaveTextContent('Mídia removida.');
    expect(
      await screen.findByText('Nenhuma foto ou vídeo na galeria.'),
    ).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });
});

import { ApiError } from '@celebra/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../../testing/render-site';
import { sendPartyPhoto } from '../api/send-party-photo';
import { sendPartyVideo } from '../api/send-party-video';
import { partyRoutesWith } from '../testing/party-fixtures';

jest.mock('../api/send-party-photo', () => ({ sendPartyPhoto: jest.fn() }));
jest.mock('../api/send-party-video', () => ({ sendPartyVideo: jest.fn() }));

const sendPhoto = jest.mocked(sendPartyPhoto);
const sendVideo = jest.mocked(sendPartyVideo);

type PhotoInput = Parameters<typeof sendPartyPhoto>[0];

/** A send the test settles: it reports progress, then answers or fails. */
const deferred = () => {
  const calls: {
    input: PhotoInput;
    resolve: (status: 'approved' | 'pending') => void;
    reject: (error: unknown) => void;
  }[] = [];
  sendPhoto.mockImplementation(
    (input) =>
      new Promise((resolve, reject) =>
        calls.push({
          input,
          resolve: (status) =>
            resolve({ id: calls.length, kind: 'image', status }),
          reject,
        }),
      ),
  );
  return calls;
};

const photo = (name: string) =>
  new File(['photo bytes'], name, { type: 'image/jpeg' });

const openPhotos = async (
  changes: Parameters<typeof partyRoutesWith>[0] = {},
) => {
  const view = renderSite('/ana-e-leo/fotos', partyRoutesWith(changes));
  await screen.findByRole('heading', { level: 1, name: 'Enviar fotos' });
  return view;
};

const pick = (...files: File[]) =>
  userEvent.upload(screen.getByLabelText('Escolher fotos e vídeos'), files);

const rowOf = (name: string) => {
  const row = screen.getByText(name).closest('li');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

afterEach(() => {
  sendPhoto.mockReset();
  sendVideo.mockReset();
});

describe("'/fotos', the guests' upload page", () => {
  it('sends each picked photo with the optional name, each with its own progress and state', async () => {
    const calls = deferred();
    await openPhotos();
    await userEvent.type(
      screen.getByLabelText('Seu nome (opcional)'),
      ' Tia Rosa ',
    );

    await pick(photo('bolo.jpg'), photo('brinde.jpg'), photo('valsa.jpg'));

    // Two at a time: the third waits its turn.
    expect(calls).toHaveLength(2);
    expect(calls[0]?.input).toMatchObject({
      slug: 'ana-e-leo',
      guestName: 'Tia Rosa',
    });
    expect(calls[0]?.input.file.name).toBe('bolo.jpg');
    expect(rowOf('valsa.jpg').getByText('na fila')).toBeInTheDocument();

    calls[0]?.input.onProgress(0.4);
    expect(
      await rowOf('bolo.jpg').findByRole('progressbar', { name: 'enviando…' }),
    ).toHaveAttribute('aria-valuenow', '40');

    calls[0]?.resolve('approved');
    expect(await rowOf('bolo.jpg').findByText('enviada')).toBeInTheDocument();
    await screen.findByText('1 arquivo enviado.');
    expect(calls).toHaveLength(3);
    expect(calls[2]?.input.file.name).toBe('valsa.jpg');
  });

  it("says a photo awaits the hosts' approval", async () => {
    const calls = deferred();
    await openPhotos({ needsApproval: true });
    expect(
      screen.getByText(
        'Os anfitriões aprovam as fotos antes de elas aparecerem no álbum.',
      ),
    ).toBeInTheDocument();

    await pick(photo('bolo.jpg'));
    calls[0]?.resolve('pending');

    expect(
      await rowOf('bolo.jpg').findByText('aguardando aprovação'),
    ).toBeInTheDocument();
  });

  it("shows the api's reason of a failure and sends that file again on 'Tentar de novo'", async () => {
    const calls = deferred();
    await openPhotos();
    await pick(photo('bolo.jpg'));

    calls[0]?.reject(
      new ApiError('O álbum da festa está cheio.', { status: 409 }),
    );

    const row = rowOf('bolo.jpg');
    expect(
      await row.findByText('O álbum da festa está cheio.'),
    ).toBeInTheDocument();
    expect(row.getByText('erro')).toBeInTheDocument();

    await userEvent.click(
      row.getByRole('button', { name: 'Tentar enviar bolo.jpg de novo' }),
    );
    expect(calls).toHaveLength(2);
    expect(calls[1]?.input.file.name).toBe('bolo.jpg');
    calls[1]?.resolve('approved');
    expect(await row.findByText('enviada')).toBeInTheDocument();
    expect(row.queryByRole('button')).toBeNull();
  });

  it('sends a video by its own upload and refuses a file that is neither photo nor video', async () => {
    // The hosts asked for approval after the page was opened: the api's answer decides.
    sendVideo.mockResolvedValue({ id: 7, kind: 'video', status: 'pending' });
    await openPhotos({ needsApproval: false });

    await userEvent.upload(
      screen.getByLabelText('Escolher fotos e vídeos'),
      [
        new File(['video'], 'valsa.mp4', { type: 'video/mp4' }),
        new File(['pdf'], 'convite.pdf', { type: 'application/pdf' }),
      ],
      { applyAccept: false },
    );

    expect(
      await rowOf('valsa.mp4').findByText('aguardando aprovação'),
    ).toBeInTheDocument();
    expect(sendVideo).toHaveBeenCalledTimes(1);
    expect(sendPhoto).not.toHaveBeenCalled();
    expect(
      rowOf('convite.pdf').getByText(
        'Este arquivo não é uma foto nem um vídeo.',
      ),
    ).toBeInTheDocument();
    expect(rowOf('convite.pdf').queryByRole('button')).toBeNull();
  });

  it('refuses a video over 100 MB before sending it', async () => {
    await openPhotos();
    const big = new File(['video'], 'festa-toda.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 101 * 1024 * 1024 });

    await pick(big);

    expect(
      rowOf('festa-toda.mp4').getByText(
        'Arquivo grande demais: o limite é 100 MB.',
      ),
    ).toBeInTheDocument();
    expect(sendVideo).not.toHaveBeenCalled();
  });

  it('says so, with no form, when the hosts have not opened uploads', async () => {
    await openPhotos({ uploadsEnabled: false });

    expect(screen.getByRole('status')).toHaveTextContent(
      'O envio de fotos não está aberto neste evento.',
    );
    expect(screen.queryByLabelText('Seu nome (opcional)')).toBeNull();
    expect(
      screen.queryByRole('button', { name: 'Escolher fotos e vídeos' }),
    ).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Voltar para a festa' }),
    ).toHaveAttribute('href', '/ana-e-leo/festa');
  });
});

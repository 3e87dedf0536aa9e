import type { HttpResponse, UploadOptions } from 'tus-js-client';
import { RefusedFile } from '../lib/use-uploads';
import { sendPartyVideo } from './send-party-video';

type Previous = { creationTime: string; uploadUrl: string };

/** The tus upload as the test drives it. */
const tus = {
  options: null as UploadOptions | null,
  previous: [] as Previous[],
  resumedFrom: null as Previous | null,
  started: false,
  aborted: false,
};

jest.mock('tus-js-client', () => ({
  Upload: class {
    constructor(_file: File, options: UploadOptions) {
      tus.options = options;
    }
    findPreviousUploads() {
      return Promise.resolve(tus.previous);
    }
    resumeFromPreviousUpload(previous: Previous) {
      tus.resumedFrom = previous;
    }
    start() {
      tus.started = true;
    }
    abort() {
      tus.aborted = true;
      return Promise.resolve();
    }
  },
}));

jest.mock('../lib/video-seconds', () => ({
  videoSeconds: jest.fn(() => Promise.resolve(12)),
}));

const response = (status: number, body: unknown): HttpResponse => ({
  getStatus: () => status,
  getHeader: () => undefined,
  getBody: () => JSON.stringify(body),
  getUnderlyingObject: () => null,
});

const send = (changes: Partial<Parameters<typeof sendPartyVideo>[0]> = {}) =>
  sendPartyVideo({
    slug: 'ana-e-leo',
    file: new File(['video'], 'valsa.mp4', { type: 'video/mp4' }),
    guestName: 'Tia Rosa',
    onProgress: jest.fn(),
    signal: new AbortController().signal,
    ...changes,
  });

const started = async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (!tus.options) throw new Error('no upload');
  return tus.options;
};

beforeEach(() => {
  Object.assign(tus, {
    options: null,
    previous: [],
    resumedFrom: null,
    started: false,
    aborted: false,
  });
  window.sessionStorage.clear();
});

describe('sendPartyVideo', () => {
  it('sends the video in pieces to the party’s tus endpoint, with its name and the site’s access', async () => {
    window.sessionStorage.setItem(
      'siteAccess:ana-e-leo',
      JSON.stringify({
        accessToken: 'access-token',
        expiresAt: '2999-01-01T00:00:00.000Z',
      }),
    );
    const onProgress = jest.fn();
    const sent = send({ onProgress });

    const options = await started();
    expect(options).toMatchObject({
      endpoint: 'http://site.localhost/api/guests/party/ana-e-leo/videos',
      chunkSize: 5 * 1024 * 1024,
      metadata: {
        filename: 'valsa.mp4',
        filetype: 'video/mp4',
        guestName: 'Tia Rosa',
      },
      headers: { 'X-Site-Access': 'access-token' },
      removeFingerprintOnSuccess: true,
    });
    expect(tus.started).toBe(true);
    options.onProgress?.(25, 100);
    expect(onProgress).toHaveBeenCalledWith(0.25);

    options.onSuccess?.({
      lastResponse: response(204, {
        success: true,
        item: { id: 9, kind: 'video', status: 'pending' },
      }),
    });
    await expect(sent).resolves.toEqual({
      id: 9,
      kind: 'video',
      status: 'pending',
    });
  });

  it('resumes the latest upload of the same file', async () => {
    tus.previous = [
      { creationTime: '2026-10-12T21:00:00.000Z', uploadUrl: '/old' },
      { creationTime: '2026-10-12T22:00:00.000Z', uploadUrl: '/latest' },
    ];
    void send();

    await started();
    expect(tus.resumedFrom?.uploadUrl).toBe('/latest');
    expect(tus.started).toBe(true);
  });

  it("fails with the api's pt-BR message", async () => {
    const sent = send();
    const options = await started();
    const error = Object.assign(new Error('tus: unexpected response'), {
      originalResponse: response(409, {
        success: false,
        message: 'O álbum da festa está cheio.',
      }),
    });

    options.onError?.(error);

    await expect(sent).rejects.toThrow('O álbum da festa está cheio.');
  });

  it('refuses a video longer than 60 seconds before sending it', async () => {
    const { videoSeconds } = jest.requireMock<{ videoSeconds: jest.Mock }>(
      '../lib/video-seconds',
    );
    videoSeconds.mockResolvedValueOnce(75);

    await expect(send()).rejects.toEqual(
      new RefusedFile('Vídeo longo demais: o limite é 60 segundos.'),
    );
    expect(tus.options).toBeNull();
  });

  it('stops the upload when the page is left', async () => {
    const controller = new AbortController();
    const sent = send({ signal: controller.signal });
    await started();

    controller.abort();

    await expect(sent).rejects.toMatchObject({ name: 'AbortError' });
    expect(tus.aborted).toBe(true);
  });
});

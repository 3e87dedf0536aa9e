import { eventsRoutes, mediaRoutes } from '@celebra/contracts';
import { callRoute } from '../lib/call-route';
import { createApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';

/** The part of XMLHttpRequest the uploader uses, answered by the test. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: {
    onprogress:
      | ((event: {
          lengthComputable: boolean;
          loaded: number;
          total: number;
        }) => void)
      | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const session = { userToken: 'user-token', userId: '7' };
const quota = { image: { used: 1, limit: 5 }, video: { used: 0, limit: 1 } };
const item = {
  id: 3,
  type: 'image',
  url: '/media/events/9/gallery/a.webp',
  createdAt: '2025-05-01T12:00:00.000Z',
};

const uploadClient = () =>
  createApiClient({
    storage: memoryStorage(session),
    createXhr: () => new FakeXhr() as unknown as XMLHttpRequest,
  });

const fetchClient = (body: unknown, status = 200) => {
  const fetch = fakeFetch(() => fakeResponse(status, body));
  return {
    client: createApiClient({
      storage: memoryStorage(session),
      fetchImpl: fetch.impl,
    }),
    calls: fetch.calls,
  };
};

describe('media calls', () => {
  it('events.uploadImage posts the file as "file" with the session and reports progress', async () => {
    const onProgress = jest.fn();
    const file = new File(['jpg'], 'banner.jpg', { type: 'image/jpeg' });
    const pending = callRoute(
      eventsRoutes.uploadImage,
      { params: { eventId: 9, slot: 'banner' }, body: { file }, onProgress },
      uploadClient(),
    );
    const xhr = FakeXhr.last;
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    const answer = {
      success: true,
      message: 'Imagem atualizada!',
      avatarUrl: null,
      bannerUrl: '/media/events/9/banner/b.webp',
    };
    xhr.respond(200, answer);

    await expect(pending).resolves.toEqual(answer);
    expect([xhr.method, xhr.url]).toEqual([
      'POST',
      '/api/users/event/9/upload/banner',
    ]);
    expect(xhr.headers).toMatchObject({
      Authorization: 'Bearer user-token',
      'X-User-Id': '7',
    });
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    expect(((xhr.body as FormData).get('file') as File).name).toBe(
      'banner.jpg',
    );
    expect(onProgress).toHaveBeenCalledWith(0.5);
  });

  it("events.uploadImage throws the server's 415 message", async () => {
    const pending = callRoute(
      eventsRoutes.uploadImage,
      {
        params: { eventId: 9, slot: 'avatar' },
        body: { file: new Blob(['txt']) },
      },
      uploadClient(),
    );
    FakeXhr.last.respond(415, {
      success: false,
      message: 'Por favor, selecione um arquivo de imagem.',
    });
    await expect(pending).rejects.toMatchObject({
      status: 415,
      message: 'Por favor, selecione um arquivo de imagem.',
    });
  });

  it('add sends fileType and the file and parses the gallery', async () => {
    const file = new File(['mp4'], 'video.mp4', { type: 'video/mp4' });
    const pending = callRoute(
      mediaRoutes.add,
      { params: { eventId: 9 }, body: { fileType: 'video', file } },
      uploadClient(),
    );
    const xhr = FakeXhr.last;
    const answer = {
      success: true,
      message: 'Mídia salva.',
      gallery: [item],
      quota,
    };
    xhr.respond(200, answer);

    await expect(pending).resolves.toEqual(answer);
    expect([xhr.method, xhr.url]).toEqual([
      'POST',
      '/api/users/event-gallery/9',
    ]);
    const form = xhr.body as FormData;
    expect(form.get('fileType')).toBe('video');
    expect((form.get('file') as File).name).toBe('video.mp4');
  });

  it('add throws the quota message of a 409', async () => {
    const pending = callRoute(
      mediaRoutes.add,
      {
        params: { eventId: 9 },
        body: { fileType: 'image', file: new Blob(['png']) },
      },
      uploadClient(),
    );
    const message =
      'Limite de 5 fotos atingido. Contrate mais espaço em Pacote de Serviços.';
    FakeXhr.last.respond(409, { success: false, message });
    await expect(pending).rejects.toMatchObject({ status: 409, message });
  });

  it('list reads the gallery and quota', async () => {
    const answer = { success: true, gallery: [item], quota };
    const { client, calls } = fetchClient(answer);
    await expect(
      callRoute(mediaRoutes.list, { params: { eventId: 9 } }, client),
    ).resolves.toEqual(answer);
    expect(calls[0]?.url).toBe('/api/users/event-gallery/9');
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('remove deletes by event and item', async () => {
    const answer = {
      success: true,
      message: 'Mídia removida.',
      gallery: [],
      quota,
    };
    const { client, calls } = fetchClient(answer);
    await expect(
      callRoute(
        mediaRoutes.remove,
        { params: { eventId: 9, itemId: 3 } },
        client,
      ),
    ).resolves.toEqual(answer);
    expect(calls[0]?.url).toBe('/api/users/event-gallery/9/3');
    expect(calls[0]?.init.method).toBe('DELETE');
  });

  it('refuses a gallery answer that breaks the contract', async () => {
    const { client } = fetchClient({
      success: true,
      gallery: [{ ...item, type: 'audio' }],
      quota,
    });
    await expect(
      callRoute(mediaRoutes.list, { params: { eventId: 9 } }, client),
    ).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });
});

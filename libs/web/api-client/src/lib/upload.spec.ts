import { z } from 'zod';
import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';
import { memoryStorage } from './test-helpers';

type ProgressHandler = (event: {
  lengthComputable: boolean;
  loaded: number;
  total: number;
}) => void;

/** The part of XMLHttpRequest the uploader uses, driven by the test. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ProgressHandler | null } = { onprogress: null };
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
    this.aborted = true;
    this.onabort?.();
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }

  fail() {
    this.onerror?.();
  }
}

const setup = (
  stored: Record<string, string> = { userToken: 'user-token', userId: 'u1' },
) => {
  const onUnauthorized = jest.fn();
  const createXhr = jest.fn(() => new FakeXhr() as unknown as XMLHttpRequest);
  const client = createApiClient({
    storage: memoryStorage(stored),
    onUnauthorized,
    createXhr,
  });
  return { client, createXhr, onUnauthorized };
};

const imageForm = () => {
  const formData = new FormData();
  formData.append(
    'file',
    new File(['jpg'], 'banner.jpg', { type: 'image/jpeg' }),
  );
  return formData;
};

describe('createApiClient upload', () => {
  it('posts the form data with credentials and reports progress', async () => {
    const { client } = setup();
    const onProgress = jest.fn();
    const formData = imageForm();

    const pending = client.upload({
      path: '/users/event/e1/upload/banner',
      mode: 'users',
      formData,
      onProgress,
    });
    const xhr = FakeXhr.last;
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.respond(200, {
      success: true,
      message: 'Imagem atualizada!',
      bannerUrl: '/media/b.webp',
    });

    await expect(pending).resolves.toEqual({
      success: true,
      message: 'Imagem atualizada!',
      bannerUrl: '/media/b.webp',
    });
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/users/event/e1/upload/banner');
    expect(xhr.body).toBe(formData);
    expect(xhr.headers).toMatchObject({
      Authorization: 'Bearer user-token',
      'X-User-Id': 'u1',
    });
    expect(xhr.headers).not.toHaveProperty('Content-Type');
    expect(onProgress.mock.calls).toEqual([[0.25], [1]]);
  });

  it("sends extra headers (a public site's access) under the session's", async () => {
    const { client } = setup({});

    const pending = client.upload({
      path: '/guests/party/ana/media',
      mode: 'none',
      formData: imageForm(),
      headers: { 'X-Site-Access': 'access-token' },
    });
    FakeXhr.last.respond(200, { success: true });

    await expect(pending).resolves.toEqual({ success: true });
    expect(FakeXhr.last.headers).toMatchObject({
      'X-Site-Access': 'access-token',
    });
  });

  it('parses the payload with a schema', async () => {
    const { client } = setup();
    const schema = z.object({ avatarUrl: z.string() });

    const pending = client.upload({
      path: '/up',
      mode: 'users',
      formData: imageForm(),
      schema,
    });
    FakeXhr.last.respond(200, { success: true, avatarUrl: '/media/a.webp' });

    await expect(pending).resolves.toEqual({ avatarUrl: '/media/a.webp' });
  });

  it('throws the server message of a failed upload', async () => {
    const { client } = setup();

    const pending = client.upload({
      path: '/up',
      mode: 'users',
      formData: imageForm(),
    });
    FakeXhr.last.respond(413, {
      success: false,
      message: 'Arquivo muito grande.',
    });

    await expect(pending).rejects.toMatchObject({
      message: 'Arquivo muito grande.',
      status: 413,
    });
  });

  it('calls onUnauthorized on a 401', async () => {
    const { client, onUnauthorized } = setup({
      adminToken: 't',
      adminId: 'a1',
    });

    const pending = client.upload({
      path: '/admin/event-types',
      mode: 'admin',
      formData: imageForm(),
    });
    FakeXhr.last.respond(401, { success: false });

    await expect(pending).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledWith('admin');
  });

  it('maps a connection failure to the network text', async () => {
    const { client } = setup();

    const pending = client.upload({
      path: '/up',
      mode: 'users',
      formData: imageForm(),
    });
    FakeXhr.last.fail();

    await expect(pending).rejects.toMatchObject({
      message: 'Erro de rede!',
      status: 0,
    });
  });

  it('rejects without credentials before opening a request', async () => {
    const { client, createXhr } = setup({});

    await expect(
      client.upload({ path: '/up', mode: 'users', formData: imageForm() }),
    ).rejects.toMatchObject({
      message: 'Dados de autenticação ausente!',
    });
    expect(createXhr).not.toHaveBeenCalled();
  });

  it('aborts the request when the signal fires', async () => {
    const { client } = setup();
    const controller = new AbortController();

    const pending = client.upload({
      path: '/up',
      mode: 'users',
      formData: imageForm(),
      signal: controller.signal,
    });
    controller.abort();

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last.aborted).toBe(true);
  });
});

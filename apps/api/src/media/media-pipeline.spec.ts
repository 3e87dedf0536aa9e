import path from 'node:path';
import { AppError } from '../errors/app-error';
import { createTestApp, type TestApp } from '../test/create-test-app';
import {
  filesUnder,
  mp4Bytes,
  pngClaimingSize,
  solidImage,
  uploadForm,
} from '../test/media-fixtures';

let t: TestApp;

/** Test routes using the pipeline the way a module does (the admin gift form, for one). */
beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      app.post('/test/optional-image', async (request) => {
        const { file, fields } = await app.media.receiveOptional(request, {
          kinds: ['image'],
          field: 'image',
        });
        if (fields.fail === 'yes')
          throw new AppError('VALIDATION', 'Falhou depois de receber.');
        const stored =
          file && (await app.media.storeImage(file, 'catalogue/gifts'));
        return { fields, stored };
      });
      app.post('/test/any', async (request) => {
        const { file } = await app.media.receive(request, {
          kinds: ['image', 'video'],
        });
        return app.media.store(file, 'test');
      });
    },
  });
});

afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: FormData | string, headers = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('media pipeline', () => {
  it('hands over the text fields, sent before or after the file, and the stored image', async () => {
    const form = uploadForm(null, { name: 'Jantar' });
    form.append(
      'image',
      new Blob([new Uint8Array(await solidImage(30, 20))]),
      'a.png',
    );
    form.append('price', '15000');
    const response = await post('/test/optional-image', form);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fields: { name: 'Jantar', price: '15000' },
      stored: {
        key: expect.stringMatching(/^catalogue\/gifts\/[0-9a-f-]{36}\.webp$/),
        url: expect.stringMatching(/^\/media\/catalogue\/gifts\/.+\.webp$/),
        contentType: 'image/webp',
        size: expect.any(Number),
        width: 30,
        height: 20,
      },
    });
  });

  it('answers file: null when the optional file is absent', async () => {
    const response = await post(
      '/test/optional-image',
      uploadForm(null, { name: 'Jantar' }),
    );
    expect(response.json()).toEqual({
      fields: { name: 'Jantar' },
      stored: null,
    });
  });

  it('refuses an image over MEDIA_MAX_IMAGE_PIXELS with 413 from its header, storing nothing', async () => {
    const bomb = await pngClaimingSize(16_000, 16_000);
    expect(bomb.length).toBeLessThan(1024);
    const before = await filesUnder(t.mediaDir);
    const response = await post(
      '/test/any',
      uploadForm({ data: bomb, name: 'grande.png', type: 'image/png' }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Imagem grande demais. Envie uma imagem de até 40 megapixels.',
    });
    expect(await filesUnder(t.mediaDir)).toEqual(before);
  });

  it('removes the scratch file when the handler fails after receiving it', async () => {
    const response = await post(
      '/test/optional-image',
      uploadForm(
        { data: await solidImage(10, 10), name: 'a.png', type: 'image/png' },
        { fail: 'yes' },
        'image',
      ),
    );
    expect(response.statusCode).toBe(400);
    expect(await filesUnder(t.mediaDir)).not.toContainEqual(
      expect.stringMatching(/^\.tmp\//),
    );
    expect(await filesUnder(path.join(t.mediaDir, '.tmp'))).toEqual([]);
  });

  it('refuses a second file with 413', async () => {
    const form = uploadForm({
      data: await solidImage(10, 10),
      name: 'a.png',
      type: 'image/png',
    });
    form.append(
      'file',
      new Blob([new Uint8Array(await solidImage(10, 10))]),
      'b.png',
    );
    const response = await post('/test/any', form);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      'Arquivo muito grande. O tamanho máximo permitido foi excedido.',
    );
    expect(await filesUnder(path.join(t.mediaDir, '.tmp'))).toEqual([]);
  });

  it('answers 400 for a malformed multipart body', async () => {
    const response = await post(
      '/test/any',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      {
        'content-type': 'multipart/form-data; boundary=x',
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('stores a video through store() with its own extension and type', async () => {
    const response = await post(
      '/test/any',
      uploadForm({
        data: mp4Bytes(),
        name: 'v',
        type: 'application/octet-stream',
      }),
    );
    expect(response.json()).toEqual({
      key: expect.stringMatching(/^test\/[0-9a-f-]{36}\.mp4$/),
      url: expect.stringMatching(/^\/media\/test\/.+\.mp4$/),
      contentType: 'video/mp4',
      size: mp4Bytes().length,
    });
  });
});

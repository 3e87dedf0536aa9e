import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { unique } from '../test/factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('local media storage', () => {
  it('writes the file under DATA_DIR/media and answers its /media URL', async () => {
    const key = `events/${unique('e')}/banner.webp`;
    const data = Buffer.from('RIFF....WEBPVP8 fake image');
    const stored = await t.storage.put(key, data, 'image/webp');

    expect(stored).toEqual({ key, url: `/media/${key}` });
    expect(await readFile(path.join(t.mediaDir, key))).toEqual(data);
    expect(await readdir(path.dirname(path.join(t.mediaDir, key)))).toEqual([
      'banner.webp',
    ]);
  });

  it('serves the file with its type, a one-year immutable cache and nosniff', async () => {
    const key = `catalogue/${unique('g')}.webp`;
    await t.storage.put(key, Buffer.from('image bytes'), 'image/webp');

    const response = await get(`/media/${key}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('image bytes');
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never serves a temporary file', async () => {
    await t.storage.put('partial.webp', Buffer.from('x'), 'image/webp');
    await writeFile(path.join(t.mediaDir, 'partial.webp.abc123.tmp'), 'half');
    expect((await get('/media/partial.webp.abc123.tmp')).statusCode).toBe(404);
  });

  it('replaces a file atomically and deletes it', async () => {
    const key = `${unique('f')}.webp`;
    await t.storage.put(key, Buffer.from('first'), 'image/webp');
    await t.storage.put(key, Buffer.from('second'), 'image/webp');
    expect((await get(`/media/${key}`)).body).toBe('second');

    await t.storage.delete(key);
    expect((await get(`/media/${key}`)).statusCode).toBe(404);
    await expect(t.storage.delete(key)).resolves.toBeUndefined();
  });

  it('reads back what was stored, and null for a key never written', async () => {
    const key = `events/${unique('e')}/share/a.jpg`;
    await t.storage.put(key, Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(await t.storage.read(key)).toEqual(Buffer.from('jpeg bytes'));
    expect(await t.storage.read(`${key}.missing`)).toBeNull();
    await expect(t.storage.read('../secret')).rejects.toThrow(
      'invalid media key',
    );
  });

  it('moves a finished scratch file into place with putFile', async () => {
    const tempPath = await t.storage.tempPath('.webp');
    expect(path.relative(t.mediaDir, tempPath)).toMatch(
      /^\.tmp\/[0-9a-f-]{36}\.webp$/,
    );
    await writeFile(tempPath, 'received bytes');
    const key = `events/${unique('e')}/gallery/a.webp`;

    const stored = await t.storage.putFile(key, tempPath, 'image/webp');

    expect(stored).toEqual({ key, url: `/media/${key}` });
    expect(await readFile(path.join(t.mediaDir, key), 'utf8')).toBe(
      'received bytes',
    );
    expect(await readdir(path.dirname(tempPath))).toEqual([]);
  });

  it('removes the scratch file when putFile refuses the key', async () => {
    const tempPath = await t.storage.tempPath();
    await writeFile(tempPath, 'x');
    await expect(
      t.storage.putFile('../escape.webp', tempPath, 'image/webp'),
    ).rejects.toThrow('invalid media key');
    expect(await readdir(path.dirname(tempPath))).toEqual([]);
  });

  it('never serves the scratch area', async () => {
    const tempPath = await t.storage.tempPath('.webp');
    await writeFile(tempPath, 'half an upload');
    const response = await get(`/media/.tmp/${path.basename(tempPath)}`);
    expect(response.statusCode).toBe(404);
  });

  it('maps its /media URLs back to keys, and nothing else', () => {
    expect(t.storage.keyOf('/media/events/1/avatar/a.webp')).toBe(
      'events/1/avatar/a.webp',
    );
    expect(t.storage.keyOf('/media/../package.json')).toBeNull();
    expect(t.storage.keyOf('/media/.tmp/a.webp')).toBeNull();
    expect(t.storage.keyOf('https://cdn.example.com/a.webp')).toBeNull();
  });

  it.each([
    '../escape.webp',
    '/absolute.webp',
    'a/../../b.webp',
    'a\\b.webp',
    '.hidden',
    'dir/',
    '',
  ])('refuses the key %p', async (key) => {
    await expect(
      t.storage.put(key, Buffer.from('x'), 'image/webp'),
    ).rejects.toThrow('invalid media key');
  });

  it.each([
    '/media/nao-existe.webp',
    '/media/../package.json',
    '/media/%2e%2e/%2e%2e/package.json',
    '/media/',
    '/media/dir/',
    '/media/dir',
  ])("answers %p with the api's 404", async (url) => {
    await t.storage.put('dir/inside.webp', Buffer.from('x'), 'image/webp');
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Recurso não encontrado.',
    });
  });
});

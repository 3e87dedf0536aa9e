import { itemAt } from '@celebra/contracts';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createMediaPipeline } from '../media';
import { filesUnder, solidImage } from '../test/media-fixtures';
import type { MediaStorage } from './media-storage';
import { createS3MediaStorage } from './s3-media-storage';

interface Recorded {
  method: string;
  /** Path without the query (the SDK adds ?x-id=<operation>). */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A stand-in for an S3-compatible server: records each request and answers `status`. */
let server: Server;
let recorded: Recorded[] = [];
let status = 200;
/** What a GET answers while `status` is 200. */
let objectBody = '';
let errorCode = 'InternalError';
let storage: MediaStorage;
let tempDir: string;

beforeAll(async () => {
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    recorded.push({
      method: request.method ?? '',
      url: new URL(request.url ?? '/', 'http://stand-in').pathname,
      headers: request.headers,
      body: Buffer.concat(chunks),
    });
    response.statusCode =
      status === 200 && request.method === 'DELETE' ? 204 : status;
    if (status === 200) response.setHeader('ETag', '"0123456789abcdef"');
    response.end(
      status === 200
        ? request.method === 'GET'
          ? objectBody
          : ''
        : `<?xml version="1.0"?><Error><Code>${errorCode}</Code><Message>boom</Message></Error>`,
    );
  };
  server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : undefined);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  tempDir = await mkdtemp(path.join(tmpdir(), 'celebra-s3-test-'));
  storage = createS3MediaStorage({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'sa-east-1',
    bucket: 'celebra-media',
    accessKeyId: 'AKIACELEBRATEST',
    secretAccessKey: 'celebra-test-secret',
    forcePathStyle: true,
    publicBaseUrl: 'https://cdn.example.com/',
    tempDir,
  });
});

beforeEach(() => {
  recorded = [];
  status = 200;
  objectBody = '';
  errorCode = 'InternalError';
});

afterAll(async () => {
  server.close();
  await rm(tempDir, { recursive: true, force: true });
});

const SIGV4 =
  /^AWS4-HMAC-SHA256 Credential=AKIACELEBRATEST\/\d{8}\/sa-east-1\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=[0-9a-f]{64}$/;

function expectSigned(request: Recorded) {
  const match = SIGV4.exec(String(request.headers.authorization));
  expect(match).not.toBeNull();
  const signed = itemAt(match as RegExpExecArray, 1).split(';');
  expect(signed).toEqual(expect.arrayContaining(['host', 'x-amz-date']));
  expect(request.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
}

describe('S3-compatible media storage', () => {
  it('PUTs the bytes path-style with their type, an immutable cache and a SigV4 signature', async () => {
    const data = Buffer.from('RIFF....WEBPVP8 image bytes');
    const stored = await storage.put(
      'events/7/gallery/a.webp',
      data,
      'image/webp',
    );

    expect(stored).toEqual({
      key: 'events/7/gallery/a.webp',
      url: 'https://cdn.example.com/events/7/gallery/a.webp',
    });
    expect(recorded).toHaveLength(1);
    const request = itemAt(recorded, 0);
    expect(request?.method).toBe('PUT');
    expect(request?.url).toBe('/celebra-media/events/7/gallery/a.webp');
    expect(request?.body).toEqual(data);
    expect(request?.headers['content-type']).toBe('image/webp');
    expect(request?.headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(request?.headers['x-amz-content-sha256']).toBe(
      createHash('sha256').update(data).digest('hex'),
    );
    expectSigned(request);
  });

  it('streams a finished temporary file to the bucket and removes it', async () => {
    const tempPath = await storage.tempPath('.mp4');
    expect(path.dirname(tempPath)).toBe(tempDir);
    const data = Buffer.alloc(256 * 1024, 9);
    await writeFile(tempPath, data);

    const stored = await storage.putFile(
      'events/7/gallery/v.mp4',
      tempPath,
      'video/mp4',
    );

    expect(stored.url).toBe('https://cdn.example.com/events/7/gallery/v.mp4');
    const request = itemAt(recorded, 0);
    expect([request.method, request.url]).toEqual([
      'PUT',
      '/celebra-media/events/7/gallery/v.mp4',
    ]);
    expect(request?.body.equals(data)).toBe(true);
    expect(request?.headers['content-type']).toBe('video/mp4');
    expect(request?.headers['content-length']).toBe(String(data.length));
    expectSigned(request);
    expect(await filesUnder(tempDir)).toEqual([]);
  });

  it('removes the temporary file when the bucket refuses it', async () => {
    status = 500;
    const tempPath = await storage.tempPath('.webp');
    await writeFile(tempPath, 'bytes');
    await expect(
      storage.putFile('events/7/x.webp', tempPath, 'image/webp'),
    ).rejects.toThrow();
    expect(await filesUnder(tempDir)).toEqual([]);
  });

  it('GETs an object back, null when the bucket has no such key, and fails on other errors', async () => {
    objectBody = 'jpeg bytes';
    expect(await storage.read('events/7/share/a.jpg')).toEqual(
      Buffer.from('jpeg bytes'),
    );
    const request = itemAt(recorded, 0);
    expect([request.method, request.url]).toEqual([
      'GET',
      '/celebra-media/events/7/share/a.jpg',
    ]);
    expectSigned(request);

    status = 404;
    errorCode = 'NoSuchKey';
    expect(await storage.read('events/7/share/b.jpg')).toBeNull();

    status = 500;
    errorCode = 'InternalError';
    await expect(storage.read('events/7/share/c.jpg')).rejects.toThrow();
  });

  it("writes a picture's variants as <folder>/<uuid>-<width>.<ext> objects with their types", async () => {
    const media = createMediaPipeline({
      storage,
      limits: { image: 1_000_000, video: 1_000_000 },
      maxImagePixels: 40_000_000,
      log: pino({ level: 'silent' }),
    });
    const tempPath = await storage.tempPath('.png');
    const png = await solidImage(1000, 500, 'png');
    await writeFile(tempPath, png);
    const picture = await media.storePicture(
      {
        kind: 'image',
        mime: 'image/png',
        extension: '.png',
        tempPath,
        size: png.length,
      },
      'events/7/banner',
    );
    const uploads = recorded.map((request) => [
      request.url.replace(/[0-9a-f-]{36}/, '<uuid>'),
      request.headers['content-type'],
    ]);
    expect(uploads).toEqual(
      [480, 800, 1000].flatMap((width) => [
        [`/celebra-media/events/7/banner/<uuid>-${width}.avif`, 'image/avif'],
        [`/celebra-media/events/7/banner/<uuid>-${width}.webp`, 'image/webp'],
        [`/celebra-media/events/7/banner/<uuid>-${width}.jpg`, 'image/jpeg'],
      ]),
    );
    expect(picture.url).toMatch(
      /^https:\/\/cdn\.example\.com\/events\/7\/banner\/[0-9a-f-]{36}-1000\.webp$/,
    );
    expect(await filesUnder(tempDir)).toEqual([]);

    recorded = [];
    await media.removePicture(picture.image);
    expect(
      recorded.map((request) => request.method).every((m) => m === 'DELETE'),
    ).toBe(true);
    expect(recorded.map((request) => request.url).sort()).toEqual(
      picture.image.variants.map(({ key }) => `/celebra-media/${key}`).sort(),
    );
  });

  it('DELETEs an object with a signed request', async () => {
    await storage.delete('events/7/gallery/a.webp');
    const request = itemAt(recorded, 0);
    expect([request.method, request.url]).toEqual([
      'DELETE',
      '/celebra-media/events/7/gallery/a.webp',
    ]);
    expectSigned(request);
  });

  it('refuses an unsafe key without calling the bucket', async () => {
    await expect(
      storage.put('../a.webp', Buffer.from('x'), 'image/webp'),
    ).rejects.toThrow('invalid media key');
    await expect(storage.delete('a/../../b')).rejects.toThrow(
      'invalid media key',
    );
    expect(recorded).toEqual([]);
  });

  it('maps its own public URLs back to keys, and nothing else', () => {
    expect(
      storage.keyOf('https://cdn.example.com/events/7/avatar/a.webp'),
    ).toBe('events/7/avatar/a.webp');
    expect(storage.keyOf('/media/events/7/avatar/a.webp')).toBeNull();
    expect(
      storage.keyOf('https://other.example.com/events/7/a.webp'),
    ).toBeNull();
    expect(storage.keyOf('https://cdn.example.com/../secret')).toBeNull();
  });
});

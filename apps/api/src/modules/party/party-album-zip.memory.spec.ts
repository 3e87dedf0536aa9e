import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { partyMedia } from '@celebra/db';
import yauzl from 'yauzl';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost } from '../../test/factories';

jest.setTimeout(180_000);

const FILES = 50;
const FILE_BYTES = 10 * 1024 * 1024;
/** Most the process may grow while it streams the 500 MB album. */
const MAX_GROWTH_BYTES = 100 * 1024 * 1024;

let t: TestApp;
let downloads: string;

beforeAll(async () => {
  t = await createTestApp();
  downloads = await mkdtemp(path.join(tmpdir(), 'celebra-party-zip-'));
});

afterAll(async () => {
  await t.close();
  await rm(downloads, { recursive: true, force: true });
});

/** Every entry of the ZIP at `file`: its name and uncompressed size, its CRC checked on reading. */
function zipEntries(file: string): Promise<{ name: string; size: number }[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const entries: { name: string; size: number }[] = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          let size = 0;
          stream.on('data', (chunk: Buffer) => (size += chunk.length));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.push({ name: entry.fileName, size });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

it('streams a 500 MB album with the memory of the process flat', async () => {
  const host = await createHost(t.database.db);
  const content = Buffer.alloc(FILE_BYTES, 0x5a);
  for (let index = 0; index < FILES; index += 1) {
    const key = `events/${host.event.id}/party/video-${index}.mp4`;
    await t.storage.put(key, content, 'video/mp4');
    await t.database.db.insert(partyMedia).values({
      eventId: host.event.id,
      kind: 'video',
      status: 'approved',
      url: `/media/${key}`,
      storageKey: key,
      sizeBytes: FILE_BYTES,
    });
  }
  const link = await t.app.inject({
    method: 'POST',
    url: `/api/users/party/${host.event.id}/album-link`,
    headers: host.headers,
  });
  const { url } = link.json() as { url: string };
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;

  const baseline = process.memoryUsage();
  let peakRss = baseline.rss;
  let peakHeap = baseline.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  const target = path.join(downloads, 'album.zip');
  try {
    const response = await new Promise<import('node:http').IncomingMessage>(
      (resolve, reject) =>
        get({ host: '127.0.0.1', port, path: url }, resolve).on(
          'error',
          reject,
        ),
    );
    expect(response.statusCode).toBe(200);
    await pipeline(response, createWriteStream(target));
  } finally {
    clearInterval(sampler);
  }

  expect((await stat(target)).size).toBeGreaterThan(FILES * FILE_BYTES);
  expect(peakRss - baseline.rss).toBeLessThan(MAX_GROWTH_BYTES);
  expect(peakHeap - baseline.heapUsed).toBeLessThan(MAX_GROWTH_BYTES);
  const entries = await zipEntries(target);
  expect(entries).toHaveLength(FILES);
  expect(entries.every((entry) => entry.size === FILE_BYTES)).toBe(true);
  console.info(
    `album ZIP: ${FILES * FILE_BYTES} bytes; RSS +${Math.round((peakRss - baseline.rss) / 1024 / 1024)} MB, heap +${Math.round((peakHeap - baseline.heapUsed) / 1024 / 1024)} MB`,
  );
});

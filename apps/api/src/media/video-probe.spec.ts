import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mp4Playing, webmBytes } from '../test/media-fixtures';
import { mp4DurationSeconds } from './mp4-duration';
import { probeVideo } from './video-probe';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'celebra-video-probe-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function fileOf(name: string, bytes: Buffer) {
  const file = path.join(dir, name);
  await writeFile(file, bytes);
  return file;
}

/** A box: 32-bit size, type, content. */
function box(type: string, content: Buffer) {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + content.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, content]);
}

describe('probeVideo', () => {
  it('reads an MP4 and how long it plays', async () => {
    expect(await probeVideo(await fileOf('a.mp4', mp4Playing(42.5)))).toEqual({
      type: { kind: 'video', mime: 'video/mp4', extension: '.mp4' },
      durationSeconds: 42.5,
    });
  });

  it('reads a QuickTime movie (iPhone .mov)', async () => {
    const mov = mp4Playing(7);
    mov.write('qt  ', 8, 'latin1');
    const probe = await probeVideo(await fileOf('a.mov', mov));
    expect(probe.type?.mime).toBe('video/quicktime');
    expect(probe.durationSeconds).toBe(7);
  });

  it('gives no duration for a WebM whose header does not say', async () => {
    const probe = await probeVideo(await fileOf('a.webm', webmBytes()));
    expect(probe).toEqual({
      type: { kind: 'video', mime: 'video/webm', extension: '.webm' },
      durationSeconds: null,
    });
  });

  it('refuses what is not a video', async () => {
    expect(
      await probeVideo(await fileOf('a.txt', Buffer.from('not a video'))),
    ).toEqual({ type: null, durationSeconds: null });
  });
});

describe('mp4DurationSeconds', () => {
  it('finds the movie header after the media data, in a version 1 mvhd', async () => {
    const mvhd = Buffer.alloc(112);
    mvhd.writeUInt8(1, 0);
    mvhd.writeUInt32BE(600, 20);
    mvhd.writeBigUInt64BE(600n * 90n, 24);
    const file = Buffer.concat([
      box('ftyp', Buffer.from('isom\0\0\x02\0isom', 'latin1')),
      box('mdat', Buffer.alloc(4096, 1)),
      box('moov', box('mvhd', mvhd)),
    ]);
    expect(await mp4DurationSeconds(await fileOf('late.mp4', file))).toBe(90);
  });

  it('answers null without a movie header', async () => {
    const file = Buffer.concat([
      box('ftyp', Buffer.from('isom\0\0\x02\0isom', 'latin1')),
      box('mdat', Buffer.alloc(64, 1)),
    ]);
    expect(await mp4DurationSeconds(await fileOf('none.mp4', file))).toBeNull();
  });
});

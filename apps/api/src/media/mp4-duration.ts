import { open } from 'node:fs/promises';

type FileHandle = Awaited<ReturnType<typeof open>>;

interface Box {
  type: string;
  /** Where its content starts and where the box ends, in the file. */
  start: number;
  end: number;
}

/** The boxes between `from` and `to` (ISO base media: 32-bit size, or 64-bit, or 0: to the end). */
async function* boxes(file: FileHandle, from: number, to: number) {
  const header = Buffer.alloc(16);
  let at = from;
  while (at + 8 <= to) {
    const { bytesRead } = await file.read(header, 0, 16, at);
    if (bytesRead < 8) return;
    let size = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    let start = at + 8;
    if (size === 1) {
      if (bytesRead < 16) return;
      size = Number(header.readBigUInt64BE(8));
      start = at + 16;
    } else if (size === 0) size = to - at;
    if (size < start - at || at + size > to) return;
    yield { type, start, end: at + size } satisfies Box;
    at += size;
  }
}

/**
 * How long an MP4 or QuickTime movie plays, in seconds, from its movie header (`moov/mvhd`),
 * wherever `moov` is (phones often write it after the media data); null when there is none.
 * The whole movie's duration, with or without a sound track.
 */
export async function mp4DurationSeconds(
  filePath: string,
): Promise<number | null> {
  const file = await open(filePath);
  try {
    const { size } = await file.stat();
    for await (const box of boxes(file, 0, size)) {
      if (box.type !== 'moov') continue;
      for await (const child of boxes(file, box.start, box.end)) {
        if (child.type !== 'mvhd') continue;
        const mvhd = Buffer.alloc(32);
        await file.read(mvhd, 0, 32, child.start);
        const version = mvhd.readUInt8(0);
        const [timescale, duration] =
          version === 1
            ? [mvhd.readUInt32BE(20), Number(mvhd.readBigUInt64BE(24))]
            : [mvhd.readUInt32BE(12), mvhd.readUInt32BE(16)];
        return timescale > 0 ? duration / timescale : null;
      }
      return null;
    }
    return null;
  } finally {
    await file.close();
  }
}

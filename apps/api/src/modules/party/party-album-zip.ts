import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { DbOrTx, StoredImageVariants } from '@celebra/db';
import type { FastifyBaseLogger } from 'fastify';
import yazl from 'yazl';
import type { MediaStorage } from '../../storage/media-storage';
import { partyMediaFilesAfter } from './party.repository';

/** Rows read from the database at a time while the ZIP is written. */
const ROWS_PER_READ = 100;

/**
 * The file of a photo in the ZIP: its widest JPEG rendition (the original, with its EXIF, is
 * never kept); a video's one file.
 */
export function albumFileKey(item: {
  storageKey: string;
  image: StoredImageVariants | null;
}): string {
  const jpegs = (item.image?.variants ?? []).filter(
    (variant) => variant.type === 'image/jpeg',
  );
  const widest = jpegs.sort((a, b) => b.width - a.width)[0];
  return widest?.key ?? item.storageKey;
}

/** `0042-foto.jpg`, `0043-video.mp4`: in upload order, named by kind. */
export function albumEntryName(
  item: { id: number; kind: 'image' | 'video' },
  key: string,
): string {
  const kind = item.kind === 'image' ? 'foto' : 'video';
  return `${String(item.id).padStart(4, '0')}-${kind}${path.extname(key)}`;
}

/**
 * Every item of the event as one ZIP, written while it is read: one stored file is open at a
 * time, and the next is opened only once the reader has taken the previous one (the answer's
 * backpressure reaches the storage), so memory stays flat whatever the album's size. Files
 * are stored, not deflated (photos and videos do not compress). A file missing from storage
 * is left out; a storage failure ends the answer with an error (the download fails).
 */
export function streamAlbumZip(deps: {
  db: DbOrTx;
  storage: MediaStorage;
  eventId: number;
  log: FastifyBaseLogger;
}): Readable {
  const { db, storage, eventId, log } = deps;
  const zip = new yazl.ZipFile();
  const output = new PassThrough();
  zip.outputStream.pipe(output);
  zip.on('error', (error: Error) => output.destroy(error));
  // A reader that goes away (download cancelled) stops the file being read and the loop.
  let reading: Readable | null = null;
  let cancelled = false;
  output.on('close', () => {
    if (output.writableFinished) return;
    cancelled = true;
    reading?.destroy();
  });

  async function addEntries() {
    let after = 0;
    for (;;) {
      const rows = await partyMediaFilesAfter(
        db,
        eventId,
        after,
        ROWS_PER_READ,
      );
      for (const row of rows) {
        if (cancelled) return;
        const key = albumFileKey(row);
        const file = await storage.readStream(key);
        if (!file) {
          log.warn({ key }, 'party album file missing from storage');
          continue;
        }
        zip.addReadStream(file, albumEntryName(row, key), {
          compress: false,
          mtime: row.createdAt,
        });
        reading = file;
        await finished(file);
        reading = null;
      }
      const last = rows.at(-1);
      if (!last || rows.length < ROWS_PER_READ) break;
      after = last.id;
    }
    zip.end();
  }

  addEntries().catch((error: unknown) => {
    if (cancelled) return;
    log.error({ err: error }, 'party album ZIP failed');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}

import type { TestApp } from '../../test/create-test-app';
import type { TestHost } from '../../test/factories';
import { type FormFile, uploadForm } from '../../test/media-fixtures';

/** A guest's photo sent from the party's upload page. */
export function uploadPartyPhoto(
  t: TestApp,
  host: TestHost,
  file: FormFile | null,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/guests/party/${host.event.slug}/media`,
    headers,
    payload: uploadForm(file, fields),
  });
}

/**
 * An MP4 whose movie header says it plays `seconds`: ftyp (isom), moov with an mvhd (timescale
 * 1000) and an mdat of `payloadSize` bytes. What a phone's file starts with, for the type and
 * the duration the api reads.
 */
export function mp4Playing(seconds: number, payloadSize = 1024): Buffer {
  const box = (type: string, content: Buffer) => {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(8 + content.length, 0);
    header.write(type, 4, 'latin1');
    return Buffer.concat([header, content]);
  };
  const ftyp = box(
    'ftyp',
    Buffer.concat([
      Buffer.from('isom', 'latin1'),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from('isomiso2mp41', 'latin1'),
    ]),
  );
  const mvhd = Buffer.alloc(100);
  // version 0, flags 0, creation and modification times 0
  mvhd.writeUInt32BE(1000, 12); // timescale
  mvhd.writeUInt32BE(Math.round(seconds * 1000), 16); // duration
  mvhd.writeUInt32BE(0x00010000, 20); // rate 1.0
  mvhd.writeUInt16BE(0x0100, 24); // volume 1.0
  // unity matrix
  mvhd.writeUInt32BE(0x00010000, 36);
  mvhd.writeUInt32BE(0x00010000, 52);
  mvhd.writeUInt32BE(0x40000000, 68);
  mvhd.writeUInt32BE(2, 96); // next track id
  const moov = box('moov', box('mvhd', mvhd));
  const mdat = box('mdat', Buffer.alloc(payloadSize, 7));
  return Buffer.concat([ftyp, moov, mdat]);
}

const box = (type: string, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};

const TIMESCALE = 1000;
const SAMPLE_RATE = 44_100;

/**
 * An MP4 that plays `seconds` by its headers: ftyp, then moov with the movie header and one
 * sound track (its media header's duration is what readers take as the file's), then an mdat
 * of `payloadSize` bytes — what the api reads of a phone's video (type and duration), at any
 * size, with no encoder at hand.
 */
export function mp4Playing(seconds: number, payloadSize: number): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.from('isom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2mp41', 'latin1'),
  );
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(TIMESCALE, 12);
  mvhd.writeUInt32BE(Math.round(seconds * TIMESCALE), 16);
  mvhd.writeUInt32BE(0x00010000, 20); // rate 1.0
  mvhd.writeUInt16BE(0x0100, 24); // volume 1.0
  mvhd.writeUInt32BE(0x00010000, 36); // unity matrix
  mvhd.writeUInt32BE(0x00010000, 52);
  mvhd.writeUInt32BE(0x40000000, 68);
  mvhd.writeUInt32BE(2, 96); // next track id
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(0x00000007, 0); // enabled, in movie, in preview
  tkhd.writeUInt32BE(1, 12); // track id
  tkhd.writeUInt32BE(Math.round(seconds * TIMESCALE), 20);
  tkhd.writeUInt16BE(0x0100, 36); // volume 1.0
  tkhd.writeUInt32BE(0x00010000, 40); // unity matrix
  tkhd.writeUInt32BE(0x00010000, 56);
  tkhd.writeUInt32BE(0x40000000, 72);
  const mdhd = Buffer.alloc(24);
  mdhd.writeUInt32BE(SAMPLE_RATE, 12); // timescale
  mdhd.writeUInt32BE(Math.round(seconds * SAMPLE_RATE), 16); // duration
  mdhd.writeUInt16BE(0x55c4, 20); // language 'und'
  const hdlr = Buffer.alloc(25);
  hdlr.write('soun', 8, 'latin1');
  const mp4a = Buffer.alloc(28);
  mp4a.writeUInt16BE(1, 6); // data reference index
  mp4a.writeUInt16BE(2, 16); // channels
  mp4a.writeUInt16BE(16, 18); // sample size
  mp4a.writeUInt32BE(SAMPLE_RATE * 0x10000, 24); // sample rate, 16.16
  const stsd = Buffer.concat([
    Buffer.from([0, 0, 0, 0, 0, 0, 0, 1]), // version, flags, one entry
    box('mp4a', mp4a),
  ]);
  const trak = box(
    'trak',
    box('tkhd', tkhd),
    box(
      'mdia',
      box('mdhd', mdhd),
      box('hdlr', hdlr),
      box(
        'minf',
        box(
          'stbl',
          box('stsd', stsd),
          box('stts', Buffer.alloc(8)), // no samples timed
          box('stsz', Buffer.alloc(12)), // no samples sized
        ),
      ),
    ),
  );
  const moov = box('moov', box('mvhd', mvhd), trak);
  return Buffer.concat([ftyp, moov, box('mdat', Buffer.alloc(payloadSize, 7))]);
}

import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
} from 'pdf-lib';

const decoded = (stream: PDFRawStream) =>
  Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');

/** The page's drawing operators, and its fonts: name and glyph id → text (ToUnicode). */
export const readCard = async (bytes: Uint8Array) => {
  const document = await PDFDocument.load(bytes);
  const page = document.getPage(0);
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((ref) => document.context.lookup(ref))
      : [contents];
  const text = streams
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map(decoded)
    .join('\n');
  const fontDicts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  const fonts = new Map<
    string,
    { baseFont: string; glyphs: Map<string, string> }
  >();
  for (const [key, ref] of fontDicts?.entries() ?? []) {
    const font = document.context.lookup(ref, PDFDict);
    const toUnicode = font.lookup(PDFName.of('ToUnicode'));
    if (!(toUnicode instanceof PDFRawStream))
      throw new Error('a font without its ToUnicode map');
    const glyphs = new Map<string, string>();
    for (const [, glyph = '', unicode = ''] of decoded(toUnicode).matchAll(
      /<([0-9A-F]{4})> <([0-9A-F]+)>/g,
    ))
      glyphs.set(
        glyph,
        String.fromCodePoint(
          ...(unicode.match(/.{4}/g) ?? []).map((hex) =>
            Number.parseInt(hex, 16),
          ),
        ),
      );
    fonts.set(key.asString(), {
      baseFont: font.lookup(PDFName.of('BaseFont'), PDFName).asString(),
      glyphs,
    });
  }
  return { document, page, text, fonts };
};

/** The strings shown with Tj, each with the name of its font's file. */
export const shownTexts = (card: Awaited<ReturnType<typeof readCard>>) => {
  const shown: { font: string; text: string }[] = [];
  let font = '';
  for (const [, name, glyphs] of card.text.matchAll(
    /(?:(\/\S+) [\d.]+ Tf)|<([0-9A-F]*)> Tj/g,
  )) {
    if (name) font = name;
    else {
      const entry = card.fonts.get(font);
      const text = (glyphs?.match(/.{4}/g) ?? [])
        .map((glyph) => entry?.glyphs.get(glyph) ?? '?')
        .join('');
      shown.push({ font: entry?.baseFont ?? '', text });
    }
  }
  return shown;
};

/** `#rrggbb` as the `r g b rg` operator pdf-lib writes. */
export const fillOf = (hex: string) =>
  [1, 3, 5]
    .map((start) =>
      String(Number.parseInt(hex.slice(start, start + 2), 16) / 255),
    )
    .join(' ');

/** The pixels of a binary PPM (`P6`, 8 bits) as RGBA, as jsQR reads them. */
const ppmPixels = (ppm: Buffer) => {
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(
    ppm.subarray(0, 64).toString('latin1'),
  );
  if (!header) throw new Error('not an 8-bit P6 PPM');
  const width = Number(header[1]);
  const height = Number(header[2]);
  const rgb = ppm.subarray(header[0].length);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    rgba.set(rgb.subarray(pixel * 3, pixel * 3 + 3), pixel * 4);
    rgba[pixel * 4 + 3] = 255;
  }
  return { rgba, width, height };
};

/**
 * The text of the QR code on the card's page as a phone would read it: the PDF rendered by
 * poppler's `pdftoppm` to a raster image, decoded by jsQR; null when no code is found.
 */
export const readRenderedQr = async (
  bytes: Uint8Array,
): Promise<string | null> => {
  const folder = await mkdtemp(path.join(tmpdir(), 'celebra-card-'));
  try {
    const pdfPath = path.join(folder, 'card.pdf');
    await writeFile(pdfPath, bytes);
    await promisify(execFile)('pdftoppm', [
      '-r',
      '150',
      '-singlefile',
      pdfPath,
      path.join(folder, 'card'),
    ]);
    const { rgba, width, height } = ppmPixels(
      await readFile(path.join(folder, 'card.ppm')),
    );
    return jsQR(rgba, width, height)?.data ?? null;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};

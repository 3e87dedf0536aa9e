import { hostTexts } from '@celebra/contracts';
import {
  PageSizes,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import { qrCodePath } from './qr-code';

/** What the 'Gravata digital' card prints: the couple's names and the gift list's address. */
export type GiftCardContent = { title: string; url: string };

const [WIDTH, HEIGHT] = PageSizes.A6;
const MARGIN = 28;
const TEXT_WIDTH = WIDTH - MARGIN * 2;
const QR_SIDE = 160;
const QR_QUIET_ZONE_MODULES = 2;

const brand = rgb(0xe0 / 255, 0x45 / 255, 0x7b / 255);
const ink = rgb(0x1f / 255, 0x24 / 255, 0x30 / 255);
const muted = rgb(0x5b / 255, 0x62 / 255, 0x72 / 255);
const line = rgb(0xd8 / 255, 0xd3 / 255, 0xdc / 255);

/**
 * The text without the characters the PDF's standard fonts cannot print. Their WinAnsi
 * encoding holds every Portuguese letter (ç, ã, é, ô…); emoji and other scripts are left out
 * rather than failing the whole card.
 */
const printable = (text: string, font: PDFFont): string => {
  const supported = new Set(font.getCharacterSet());
  return [...text.normalize('NFC')]
    .filter((character) => supported.has(character.codePointAt(0) ?? 0))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
};

/** Words of `text` in lines no wider than `maxWidth` at `size` (a longer word gets its own line). */
const wrap = (
  text: string,
  font: PDFFont,
  size: number,
  maxWidth: number,
): string[] => {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    const joined = last === undefined ? word : `${last} ${word}`;
    if (last !== undefined && font.widthOfTextAtSize(joined, size) <= maxWidth)
      lines[lines.length - 1] = joined;
    else lines.push(word);
  }
  return lines;
};

/** The largest size from `sizes` at which `text` fits in `maxLines` lines, and those lines. */
const fitTitle = (
  text: string,
  font: PDFFont,
  sizes: readonly [number, ...number[]],
  maxLines: number,
) => {
  for (const size of sizes) {
    const lines = wrap(text, font, size, TEXT_WIDTH);
    const fits = lines.every(
      (candidate) => font.widthOfTextAtSize(candidate, size) <= TEXT_WIDTH,
    );
    if (fits && lines.length <= maxLines) return { size, lines };
  }
  const size = sizes.at(-1) ?? sizes[0];
  return { size, lines: wrap(text, font, size, TEXT_WIDTH).slice(0, maxLines) };
};

/** Draws `lines` centred, the first baseline at `top`; returns the y below the last line. */
const drawCentred = (
  page: PDFPage,
  lines: string[],
  options: {
    top: number;
    font: PDFFont;
    size: number;
    leading: number;
    color: ReturnType<typeof rgb>;
  },
): number => {
  let y = options.top;
  for (const text of lines) {
    const width = options.font.widthOfTextAtSize(text, options.size);
    page.drawText(text, {
      x: (WIDTH - width) / 2,
      y,
      size: options.size,
      font: options.font,
      color: options.color,
    });
    y -= options.leading;
  }
  return y;
};

/**
 * The 'Gravata digital' card, an A6 portrait PDF for the party's tables: the kicker, the
 * couple's names, a line inviting guests to the gift list, and the QR code of its address
 * (drawn as vector squares, sharp at any print size) with the address under it.
 */
export const createGiftCardPdf = async ({
  title,
  url,
}: GiftCardContent): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${hostTexts.giftCard.kicker} — ${title}`);
  pdf.setLanguage('pt-BR');
  pdf.setCreator('Celebra');
  const page = pdf.addPage([WIDTH, HEIGHT]);
  const [kickerFont, titleFont, bodyFont] = await Promise.all([
    pdf.embedFont(StandardFonts.HelveticaBold),
    pdf.embedFont(StandardFonts.TimesRomanBoldItalic),
    pdf.embedFont(StandardFonts.Helvetica),
  ]);

  page.drawRectangle({
    x: 12,
    y: 12,
    width: WIDTH - 24,
    height: HEIGHT - 24,
    borderColor: line,
    borderWidth: 1,
  });

  const kicker = printable(hostTexts.giftCard.kicker, kickerFont).toUpperCase();
  let y = drawCentred(page, [kicker], {
    top: HEIGHT - MARGIN - 14,
    font: kickerFont,
    size: 10,
    leading: 30,
    color: brand,
  });

  const names = fitTitle(
    printable(title, titleFont),
    titleFont,
    [26, 22, 18, 15],
    3,
  );
  y = drawCentred(page, names.lines, {
    top: y,
    font: titleFont,
    size: names.size,
    leading: names.size * 1.15,
    color: ink,
  });

  const invitation = wrap(
    printable(hostTexts.giftCard.invitation, bodyFont),
    bodyFont,
    10,
    TEXT_WIDTH,
  );
  y = drawCentred(page, invitation, {
    top: y - 6,
    font: bodyFont,
    size: 10,
    leading: 13,
    color: muted,
  });

  const qr = qrCodePath(url);
  const side = qr.size + QR_QUIET_ZONE_MODULES * 2;
  const scale = QR_SIDE / side;
  // Centred in the room between the text and the address at the foot of the card.
  const lowestTop = MARGIN + 24 + QR_SIDE;
  const qrTop = Math.min(y - 4, lowestTop + (y - 4 - lowestTop) / 2);
  const qrLeft = (WIDTH - QR_SIDE) / 2;
  page.drawSvgPath(qr.path, {
    x: qrLeft + QR_QUIET_ZONE_MODULES * scale,
    y: qrTop - QR_QUIET_ZONE_MODULES * scale,
    scale,
    color: rgb(0, 0, 0),
  });

  const address = printable(url.replace(/^https?:\/\//, ''), bodyFont);
  const addressSize = Math.min(
    8,
    (8 * TEXT_WIDTH) / bodyFont.widthOfTextAtSize(address, 8),
  );
  drawCentred(page, [address], {
    top: qrTop - QR_SIDE - 12,
    font: bodyFont,
    size: addressSize,
    leading: 10,
    color: muted,
  });

  return pdf.save();
};

import {
  EVENT_THEME_LOOKS,
  type EventTheme,
  hostTexts,
  THEME_HEADING_SCALE,
  themeAccent,
} from '@celebra/contracts';
import fontkit from '@pdf-lib/fontkit';
import { PageSizes, PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { fitText, type MeasureText, wrapText } from './fit-text';
import { drawThemeOrnament, pdfColor } from './pdf-theme';
import { qrCodePath } from './qr-code';
import { loadThemeFont, type ThemeFontLoader } from './theme-font-files';

/**
 * What the 'Gravata digital' card prints: the couple's names and the gift list's address, in
 * the event's theme and colour.
 */
export type GiftCardContent = {
  title: string;
  url: string;
  theme: EventTheme;
  color: string;
};

const [WIDTH, HEIGHT] = PageSizes.A6;
const MARGIN = 28;
const TEXT_WIDTH = WIDTH - MARGIN * 2;
const QR_SIDE = 160;
const QR_QUIET_ZONE_MODULES = 2;

const ORNAMENT_WIDTH = 120;

/**
 * The text without the characters the theme's fonts cannot print (their latin files hold every
 * Portuguese letter: ç, ã, é, ô…); emoji and other scripts are left out rather than failing
 * the whole card.
 */
const printable = (text: string, font: PDFFont): string => {
  const supported = new Set(font.getCharacterSet());
  return [...text.normalize('NFC')]
    .filter((character) => supported.has(character.codePointAt(0) ?? 0))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
};

const measureWith =
  (font: PDFFont): MeasureText =>
  (text, size) =>
    font.widthOfTextAtSize(text, size);

/** Draws `lines` centred, the first baseline at `top`; returns the y below the last line. */
const drawCentred = (
  page: PDFPage,
  lines: string[],
  options: {
    top: number;
    font: PDFFont;
    size: number;
    leading: number;
    color: ReturnType<typeof pdfColor>;
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
 * The 'Gravata digital' card, an A6 portrait PDF for the party's tables, in the event's theme:
 * its background, its heading font for the couple's names and body font for the rest (embedded,
 * only the letters used), the host's colour as the theme's accent for the frame, the kicker and
 * the theme's ornament; a line inviting guests to the gift list, and the QR code of its
 * address (vector squares in the theme's ink on a light tile, sharp at any print size) with
 * the address under it. The fonts are fetched when the card is made (`loadFont`).
 */
export const createGiftCardPdf = async (
  { title, url, theme, color }: GiftCardContent,
  loadFont: ThemeFontLoader = loadThemeFont,
): Promise<Uint8Array> => {
  const look = EVENT_THEME_LOOKS[theme];
  const accent = pdfColor(themeAccent(color, theme));
  const ink = pdfColor(look.colors.text);
  const muted = pdfColor(look.colors.muted);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`${hostTexts.giftCard.kicker} — ${title}`);
  pdf.setLanguage('pt-BR');
  pdf.setCreator('Celebra');
  const page = pdf.addPage([WIDTH, HEIGHT]);
  const [titleFont, bodyFont] = await Promise.all(
    [look.fonts.heading, look.fonts.body].map(async (family) =>
      pdf.embedFont(await loadFont(family), { subset: true }),
    ),
  );
  if (!titleFont || !bodyFont) throw new Error('theme fonts missing');

  page.drawRectangle({
    x: 0,
    y: 0,
    width: WIDTH,
    height: HEIGHT,
    color: pdfColor(look.colors.background),
  });
  page.drawRectangle({
    x: 12,
    y: 12,
    width: WIDTH - 24,
    height: HEIGHT - 24,
    borderColor: accent,
    borderWidth: 1,
    borderOpacity: 0.7,
  });

  const kicker = printable(hostTexts.giftCard.kicker, bodyFont).toUpperCase();
  let y = drawCentred(page, [kicker], {
    top: HEIGHT - MARGIN - 14,
    font: bodyFont,
    size: 10,
    leading: 30,
    color: accent,
  });

  const scale = THEME_HEADING_SCALE[theme];
  const names = fitText(
    printable(title, titleFont),
    measureWith(titleFont),
    [26 * scale, 22 * scale, 18 * scale, 15 * scale],
    TEXT_WIDTH,
    3,
  );
  y = drawCentred(page, names.lines, {
    top: y,
    font: titleFont,
    size: names.size,
    leading: names.size * 1.15,
    color: ink,
  });

  drawThemeOrnament(page, theme, {
    centerX: WIDTH / 2,
    top: y + names.size * 0.4,
    width: ORNAMENT_WIDTH,
    color: accent,
  });
  y -= 20;

  const invitation = wrapText(
    printable(hostTexts.giftCard.invitation, bodyFont),
    measureWith(bodyFont),
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
  const moduleSize = QR_SIDE / side;
  // Centred in the room between the text and the address at the foot of the card.
  const lowestTop = MARGIN + 24 + QR_SIDE;
  const qrTop = Math.min(y - 4, lowestTop + (y - 4 - lowestTop) / 2);
  const qrLeft = (WIDTH - QR_SIDE) / 2;
  page.drawRectangle({
    x: qrLeft,
    y: qrTop - QR_SIDE,
    width: QR_SIDE,
    height: QR_SIDE,
    color: pdfColor('#ffffff'),
  });
  page.drawSvgPath(qr.path, {
    x: qrLeft + QR_QUIET_ZONE_MODULES * moduleSize,
    y: qrTop - QR_QUIET_ZONE_MODULES * moduleSize,
    scale: moduleSize,
    color: ink,
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

import {
  EVENT_THEME_LOOKS,
  type EventTheme,
  THEME_HEADING_SCALE,
  themeAccent,
} from '@celebra/contracts';
import fontkit from '@pdf-lib/fontkit';
import {
  concatTransformationMatrix,
  PageSizes,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';
import type { CardPaper } from './card-papers';
import { fitText, type MeasureText, wrapText } from './fit-text';
import { drawThemeOrnament, pdfColor } from './pdf-theme';
import { qrCodePath } from './qr-code';
import { loadThemeFont, type ThemeFontLoader } from './theme-font-files';

/** Every card is laid out on A6 and scaled up to its paper. */
const PAPER_SIZES: Record<CardPaper, [number, number]> = {
  A6: PageSizes.A6,
  A5: PageSizes.A5,
};

/** The event's look a card is printed in: its site's theme and the host's colour. */
export type CardLook = { theme: EventTheme; color: string };

const [WIDTH, HEIGHT] = PageSizes.A6;
export const CARD_MARGIN = 28;
export const CARD_TEXT_WIDTH = WIDTH - CARD_MARGIN * 2;
const QR_QUIET_ZONE_MODULES = 2;
const ORNAMENT_WIDTH = 120;

type Color = ReturnType<typeof pdfColor>;

/** A card's page while it is drawn: A6 points whatever the paper, the theme's fonts and colours. */
export type CardCanvas = {
  page: PDFPage;
  width: number;
  height: number;
  theme: EventTheme;
  fonts: { heading: PDFFont; body: PDFFont };
  colors: { accent: Color; ink: Color; muted: Color };
};

/**
 * The text without the characters the theme's fonts cannot print (their latin files hold every
 * Portuguese letter: ç, ã, é, ô…); emoji and other scripts are left out rather than failing
 * the whole card.
 */
export const printable = (text: string, font: PDFFont): string => {
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

type LineStyle = { font: PDFFont; size: number; leading: number; color: Color };

/** Draws `lines` centred, the first baseline at `top`; returns the y below the last line. */
export const drawCentred = (
  card: CardCanvas,
  lines: readonly string[],
  { top, font, size, leading, color }: LineStyle & { top: number },
): number => {
  let y = top;
  for (const text of lines) {
    card.page.drawText(text, {
      x: (card.width - font.widthOfTextAtSize(text, size)) / 2,
      y,
      size,
      font,
      color,
    });
    y -= leading;
  }
  return y;
};

/** `text` in the body font, wrapped to the card's width and centred; returns the y below it. */
export const drawParagraph = (
  card: CardCanvas,
  text: string,
  options: { top: number; size: number; leading: number; color?: Color },
): number => {
  const font = card.fonts.body;
  const lines = wrapText(
    printable(text, font),
    measureWith(font),
    options.size,
    CARD_TEXT_WIDTH,
  );
  return drawCentred(card, lines, {
    font,
    color: card.colors.muted,
    ...options,
  });
};

/**
 * The top of every card: the kicker in capitals and the accent, the event's title (the couple's
 * names) in the heading font, as large as fits in three lines, and the theme's ornament under
 * it; returns the y below the ornament.
 */
export const drawCardHeading = (
  card: CardCanvas,
  { kicker, title }: { kicker: string; title: string },
): number => {
  const { heading, body } = card.fonts;
  let y = drawCentred(card, [printable(kicker, body).toUpperCase()], {
    top: card.height - CARD_MARGIN - 14,
    font: body,
    size: 10,
    leading: 30,
    color: card.colors.accent,
  });
  const scale = THEME_HEADING_SCALE[card.theme];
  const names = fitText(
    printable(title, heading),
    measureWith(heading),
    [26 * scale, 22 * scale, 18 * scale, 15 * scale],
    CARD_TEXT_WIDTH,
    3,
  );
  y = drawCentred(card, names.lines, {
    top: y,
    font: heading,
    size: names.size,
    leading: names.size * 1.15,
    color: card.colors.ink,
  });
  drawThemeOrnament(card.page, card.theme, {
    centerX: card.width / 2,
    top: y + names.size * 0.4,
    width: ORNAMENT_WIDTH,
    color: card.colors.accent,
  });
  return y - 20;
};

/**
 * The QR code of `url`, `side` wide and centred, its top at `top`: vector squares in the theme's
 * ink on a white tile (scanners need the contrast), sharp at any print size.
 */
export const drawCardQr = (
  card: CardCanvas,
  url: string,
  { top, side }: { top: number; side: number },
): void => {
  const qr = qrCodePath(url);
  const moduleSize = side / (qr.size + QR_QUIET_ZONE_MODULES * 2);
  const left = (card.width - side) / 2;
  card.page.drawRectangle({
    x: left,
    y: top - side,
    width: side,
    height: side,
    color: pdfColor('#ffffff'),
  });
  card.page.drawSvgPath(qr.path, {
    x: left + QR_QUIET_ZONE_MODULES * moduleSize,
    y: top - QR_QUIET_ZONE_MODULES * moduleSize,
    scale: moduleSize,
    color: card.colors.ink,
  });
};

/** The address `url` without its scheme, one small line (shrunk to the width when long). */
export const drawCardAddress = (
  card: CardCanvas,
  url: string,
  top: number,
): void => {
  const font = card.fonts.body;
  const address = printable(url.replace(/^https?:\/\//, ''), font);
  const size = Math.min(
    8,
    (8 * CARD_TEXT_WIDTH) / font.widthOfTextAtSize(address, 8),
  );
  drawCentred(card, [address], {
    top,
    font,
    size,
    leading: 10,
    color: card.colors.muted,
  });
};

/**
 * A one-page card PDF in the event's look: the page in the theme's background, a frame in the
 * host's colour as the theme's accent, then `draw` lays out the content on an A6 canvas, scaled
 * to the paper (A5 is A6 enlarged). The theme's heading and body fonts are embedded with only
 * the letters used; they are fetched when the card is made (`loadFont`).
 */
export const createCardPdf = async (
  {
    documentTitle,
    paper,
    theme,
    color,
  }: CardLook & { documentTitle: string; paper: CardPaper },
  draw: (card: CardCanvas) => void,
  loadFont: ThemeFontLoader = loadThemeFont,
): Promise<Uint8Array> => {
  const look = EVENT_THEME_LOOKS[theme];
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(documentTitle);
  pdf.setLanguage('pt-BR');
  pdf.setCreator('Celebra');
  const [paperWidth, paperHeight] = PAPER_SIZES[paper];
  const page = pdf.addPage([paperWidth, paperHeight]);
  const [heading, body] = await Promise.all(
    [look.fonts.heading, look.fonts.body].map(async (family) =>
      pdf.embedFont(await loadFont(family), { subset: true }),
    ),
  );
  if (!heading || !body) throw new Error('theme fonts missing');

  page.drawRectangle({
    x: 0,
    y: 0,
    width: paperWidth,
    height: paperHeight,
    color: pdfColor(look.colors.background),
  });
  // ISO papers are nearly the same shape: scale by the width, centre the small difference.
  const scale = paperWidth / WIDTH;
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(
      scale,
      0,
      0,
      scale,
      0,
      (paperHeight - HEIGHT * scale) / 2,
    ),
  );
  const accent = pdfColor(themeAccent(color, theme));
  page.drawRectangle({
    x: 12,
    y: 12,
    width: WIDTH - 24,
    height: HEIGHT - 24,
    borderColor: accent,
    borderWidth: 1,
    borderOpacity: 0.7,
  });
  draw({
    page,
    width: WIDTH,
    height: HEIGHT,
    theme,
    fonts: { heading, body },
    colors: {
      accent,
      ink: pdfColor(look.colors.text),
      muted: pdfColor(look.colors.muted),
    },
  });
  page.pushOperators(popGraphicsState());
  return pdf.save();
};

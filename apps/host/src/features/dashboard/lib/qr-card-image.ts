import {
  EVENT_THEME_LOOKS,
  type EventTheme,
  THEME_HEADING_SCALE,
  THEME_ORNAMENT_VIEW,
  THEME_ORNAMENTS,
  themeAccent,
} from '@celebra/contracts';
import { fitText } from '../../../lib/printed-card/fit-text';
import { qrCodePath } from '../../../lib/printed-card/qr-code';
import {
  loadThemeFont,
  type ThemeFontFamily,
  type ThemeFontLoader,
} from '../../../lib/printed-card/theme-font-files';

/** What the QR card shows: the event's title and the site's address, in its theme and colour. */
export type QrCardContent = {
  title: string;
  url: string;
  theme: EventTheme;
  color: string;
};

/** A portrait card, the shape of a phone's story and of an invitation's insert. */
export const QR_CARD_SIZE = { width: 1080, height: 1350 };

const { width: WIDTH, height: HEIGHT } = QR_CARD_SIZE;
const TEXT_WIDTH = 880;
const QR_SIDE = 640;
const QR_QUIET_ZONE_MODULES = 2;
const ORNAMENT_WIDTH = 300;

/** The theme's fonts as the canvas knows them (families named for the card). */
async function loadFonts(theme: EventTheme, loadFont: ThemeFontLoader) {
  const { heading, body } = EVENT_THEME_LOOKS[theme].fonts;
  const families = {
    heading: `celebra-card-${theme}-heading`,
    body: `celebra-card-${theme}-body`,
  };
  const add = async (family: string, source: ThemeFontFamily) => {
    const face = new FontFace(family, new Uint8Array(await loadFont(source)));
    await face.load();
    document.fonts.add(face);
  };
  await Promise.all([add(families.heading, heading), add(families.body, body)]);
  return { heading: `"${families.heading}"`, body: `"${families.body}"` };
}

function drawOrnament(
  context: CanvasRenderingContext2D,
  theme: EventTheme,
  top: number,
  color: string,
) {
  const { strokes, fills } = THEME_ORNAMENTS[theme];
  const scale = ORNAMENT_WIDTH / THEME_ORNAMENT_VIEW.width;
  context.save();
  context.translate((WIDTH - ORNAMENT_WIDTH) / 2, top);
  context.scale(scale, scale);
  context.strokeStyle = color;
  context.fillStyle = color;
  context.lineWidth = 2.5;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  for (const path of strokes) context.stroke(new Path2D(path));
  for (const path of fills) context.fill(new Path2D(path));
  context.restore();
}

/**
 * The QR code of the site as a printable PNG card in the event's theme: its background and a
 * frame in the host's colour (the theme's accent), the title in the theme's heading font, the
 * theme's ornament, the code in the theme's ink on a white tile (scanners need the contrast)
 * and the address in its body font. Drawn in the browser; the fonts are fetched when it is
 * made (`loadFont`).
 */
export async function createQrCardPng(
  { title, url, theme, color }: QrCardContent,
  loadFont: ThemeFontLoader = loadThemeFont,
): Promise<Blob> {
  const look = EVENT_THEME_LOOKS[theme];
  const accent = themeAccent(color, theme);
  const fonts = await loadFonts(theme, loadFont);
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d unavailable');

  context.fillStyle = look.colors.background;
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.strokeStyle = accent;
  context.globalAlpha = 0.7;
  context.lineWidth = 3;
  context.strokeRect(36, 36, WIDTH - 72, HEIGHT - 72);
  context.globalAlpha = 1;

  const scale = THEME_HEADING_SCALE[theme];
  const measure = (text: string, size: number) => {
    context.font = `${size}px ${fonts.heading}`;
    return context.measureText(text).width;
  };
  const names = fitText(
    title.replace(/\s+/g, ' ').trim(),
    measure,
    [96 * scale, 80 * scale, 64 * scale, 52 * scale],
    TEXT_WIDTH,
    3,
  );
  context.font = `${names.size}px ${fonts.heading}`;
  context.fillStyle = look.colors.text;
  context.textAlign = 'center';
  context.textBaseline = 'alphabetic';
  const leading = names.size * 1.15;
  // The names and the ornament centred in the room above the code.
  const qrTop = HEIGHT - 120 - QR_SIDE - 40;
  const block = names.lines.length * leading + 60;
  let y = Math.max(120, (qrTop - block) / 2) + names.size;
  for (const line of names.lines) {
    context.fillText(line, WIDTH / 2, y);
    y += leading;
  }
  drawOrnament(context, theme, y - leading + names.size * 0.5, accent);

  const qr = qrCodePath(url);
  const moduleSize = QR_SIDE / (qr.size + QR_QUIET_ZONE_MODULES * 2);
  const qrLeft = (WIDTH - QR_SIDE) / 2;
  context.fillStyle = '#ffffff';
  context.fillRect(qrLeft, qrTop, QR_SIDE, QR_SIDE);
  context.save();
  context.translate(
    qrLeft + QR_QUIET_ZONE_MODULES * moduleSize,
    qrTop + QR_QUIET_ZONE_MODULES * moduleSize,
  );
  context.scale(moduleSize, moduleSize);
  context.fillStyle = look.colors.text;
  context.fill(new Path2D(qr.path));
  context.restore();

  const address = url.replace(/^https?:\/\//, '');
  let addressSize = 34;
  context.font = `${addressSize}px ${fonts.body}`;
  const addressWidth = context.measureText(address).width;
  if (addressWidth > TEXT_WIDTH) {
    addressSize = Math.floor((addressSize * TEXT_WIDTH) / addressWidth);
    context.font = `${addressSize}px ${fonts.body}`;
  }
  context.fillStyle = look.colors.muted;
  context.fillText(address, WIDTH / 2, qrTop + QR_SIDE + 70);

  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))),
      'image/png',
    ),
  );
}

import {
  type EventTheme,
  THEME_ORNAMENT_VIEW,
  THEME_ORNAMENTS,
} from '@celebra/contracts';
import { type PDFPage, rgb } from 'pdf-lib';

/** A '#rrggbb' colour as pdf-lib takes it. */
export const pdfColor = (hex: string) => {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map(
    (start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255,
  );
  return rgb(r, g, b);
};

/** Draws the theme's ornament `width` wide, centred on `centerX`, its top at `top`. */
export function drawThemeOrnament(
  page: PDFPage,
  theme: EventTheme,
  options: {
    centerX: number;
    top: number;
    width: number;
    color: ReturnType<typeof rgb>;
  },
): void {
  const { strokes, fills } = THEME_ORNAMENTS[theme];
  const scale = options.width / THEME_ORNAMENT_VIEW.width;
  const at = { x: options.centerX - options.width / 2, y: options.top, scale };
  for (const path of strokes)
    page.drawSvgPath(path, {
      ...at,
      borderColor: options.color,
      borderWidth: 2.5,
      borderLineCap: 1,
    });
  for (const path of fills)
    page.drawSvgPath(path, { ...at, color: options.color });
}

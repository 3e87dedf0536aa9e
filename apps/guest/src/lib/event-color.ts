import { DEFAULT_EVENT_COLOR } from '@celebra/contracts';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
/** WCAG AA for normal text. */
export const MIN_CONTRAST_WITH_WHITE = 4.5;

const channels = (hex: string) =>
  [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));

const toHex = (values: number[]) =>
  `#${values.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/** Relative luminance (WCAG 2). */
const luminance = (hex: string) => {
  const [r = 0, g = 0, b = 0] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

export const contrastWithWhite = (hex: string) =>
  1.05 / (luminance(hex) + 0.05);

/**
 * The event colour as used behind white text and as text on white: the preset colours pass
 * AA as they are; anything else (an unknown or too light colour) is darkened until it does.
 */
export const readableEventColor = (color: string | null | undefined) => {
  let hex =
    color && HEX_COLOR.test(color) ? color.toLowerCase() : DEFAULT_EVENT_COLOR;
  while (contrastWithWhite(hex) < MIN_CONTRAST_WITH_WHITE) {
    hex = toHex(channels(hex).map((value) => value * 0.9));
  }
  return hex;
};

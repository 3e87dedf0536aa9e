import { DEFAULT_EVENT_COLOR } from '../constants';
import { EVENT_THEME_COLORS, type EventTheme } from './themes';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
/** WCAG 2.2 AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

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

/** WCAG contrast ratio of two '#rrggbb' colours (1 to 21). */
export const contrastRatio = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
};

/**
 * The host's colour as a theme uses it: behind white text (buttons, the countdown) and as text
 * or lines on the theme's background and surface. The preset colours pass AA on every theme as
 * they are; anything else (an unknown or too light colour) is darkened until it does.
 */
export const themeAccent = (
  color: string | null | undefined,
  theme: EventTheme = 'minimalista',
) => {
  const { background, surface } = EVENT_THEME_COLORS[theme];
  let hex =
    color && HEX_COLOR.test(color) ? color.toLowerCase() : DEFAULT_EVENT_COLOR;
  const passes = (candidate: string) =>
    [background, surface, '#ffffff'].every(
      (behind) => contrastRatio(candidate, behind) >= MIN_TEXT_CONTRAST,
    );
  while (!passes(hex)) hex = toHex(channels(hex).map((value) => value * 0.9));
  return hex;
};

/**
 * The CSS custom properties the public site sets on <html> for an event: the theme's base
 * colours and the host's colour as the accent (`--event-color` and the UI kit's brand tokens).
 * The site's script and the page the edge writes set the same ones.
 */
export const themeTokensOf = (
  color: string | null | undefined,
  theme: EventTheme,
): Record<string, string> => {
  const themed = themeAccent(color, theme);
  const look = EVENT_THEME_COLORS[theme];
  return {
    '--event-color': themed,
    '--color-brand': themed,
    '--color-brand-dark': themed,
    '--color-brand-darker': `color-mix(in srgb, ${themed} 78%, black)`,
    '--color-brand-soft': `color-mix(in srgb, ${themed} 10%, ${look.surface})`,
    '--color-canvas': look.background,
    '--color-surface': look.surface,
    '--color-ink': look.text,
    '--color-muted': look.muted,
    '--color-line': `color-mix(in srgb, ${look.text} 16%, ${look.surface})`,
  };
};

import type { EventTheme } from './themes';

/*
 * What the pieces drawn outside the site (the share picture, the printed cards) take from a
 * theme beyond its fonts and colours (EVENT_THEME_LOOKS).
 */

/** Script and condensed heading faces look smaller at one size: drawn this much larger. */
export const THEME_HEADING_SCALE: Record<EventTheme, number> = {
  classico: 1,
  rustico: 1.25,
  praia: 1,
  minimalista: 1,
  floral: 1.2,
  boho: 1,
  'cha-de-bebe': 1,
  'aniversario-infantil': 1,
};

/** The width and height of an ornament's drawing (its SVG view box). */
export const THEME_ORNAMENT_VIEW = { width: 240, height: 40 } as const;

export interface ThemeOrnament {
  /** Lines, drawn with the accent. */
  strokes: string[];
  /** Shapes filled with the accent. */
  fills: string[];
}

/**
 * The small divider each theme draws on its printed and shared pieces (the share picture, the
 * cards): SVG path data in a `THEME_ORNAMENT_VIEW` box, drawn in the host's accent.
 */
export const THEME_ORNAMENTS: Record<EventTheme, ThemeOrnament> = {
  classico: {
    strokes: ['M10 20H100', 'M140 20H230', 'M120 8L132 20L120 32L108 20Z'],
    fills: ['M120 15L125 20L120 25L115 20Z'],
  },
  rustico: {
    strokes: ['M20 24C70 14 170 14 220 24'],
    fills: [
      'M60 18C66 6 80 6 84 10C76 16 68 19 60 18Z',
      'M100 16C104 4 118 2 122 6C116 13 108 16 100 16Z',
      'M140 16C140 4 152 0 158 3C154 11 148 15 140 16Z',
      'M180 19C184 8 196 6 200 9C194 15 188 19 180 19Z',
    ],
  },
  praia: {
    strokes: [
      'M10 20C30 8 50 8 70 20S110 32 130 20S170 8 190 20S220 30 230 22',
    ],
    fills: [],
  },
  minimalista: { strokes: ['M90 20H150'], fills: [] },
  floral: {
    strokes: ['M10 20H92', 'M148 20H230'],
    fills: [
      'M120 6a6 6 0 1 1 0.01 0Z',
      'M120 22a6 6 0 1 1 0.01 0Z',
      'M112 14a6 6 0 1 1 0.01 0Z',
      'M128 14a6 6 0 1 1 0.01 0Z',
    ],
  },
  boho: {
    strokes: ['M90 34A30 30 0 0 1 150 34', 'M102 34A18 18 0 0 1 138 34'],
    fills: ['M40 33h40v2h-40Z', 'M160 33h40v2h-40Z'],
  },
  'cha-de-bebe': {
    strokes: [
      'M80 28H160C170 28 172 14 160 14C158 4 140 2 134 10C128 2 108 4 108 14C96 12 90 28 80 28Z',
    ],
    fills: [],
  },
  'aniversario-infantil': {
    strokes: ['M20 30L34 12', 'M200 12L214 30', 'M64 8L70 20'],
    fills: [
      'M100 20a7 7 0 1 1 0.01 0Z',
      'M130 14a7 7 0 1 1 0.01 0Z',
      'M160 22a5 5 0 1 1 0.01 0Z',
      'M44 26a5 5 0 1 1 0.01 0Z',
      'M184 10a5 5 0 1 1 0.01 0Z',
    ],
  },
};

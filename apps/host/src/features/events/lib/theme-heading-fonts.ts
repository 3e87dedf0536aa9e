import type { EventTheme } from '@celebra/contracts';

export type ThemeHeadingFont = {
  /** The one weight loaded (a thumbnail's title is drawn in it). */
  weight: number;
  load: () => Promise<unknown>;
};

/**
 * The stylesheet of each theme's heading font (EVENT_THEME_LOOKS[theme].fonts.heading), Latin
 * subset (Portuguese accents included), in the weight the guest site's headings use
 * (apps/guest/src/themes/<theme>.css): a thumbnail in 'Aparência' fetches its own
 * when it comes into view, so the page never downloads every family at once.
 */
export const themeHeadingFonts = {
  classico: {
    weight: 500,
    load: () => import('@fontsource/cormorant-garamond/latin-500.css'),
  },
  rustico: {
    weight: 700,
    load: () => import('@fontsource/amatic-sc/latin-700.css'),
  },
  praia: {
    weight: 600,
    load: () => import('@fontsource/josefin-slab/latin-600.css'),
  },
  minimalista: {
    weight: 300,
    load: () => import('@fontsource/jost/latin-300.css'),
  },
  floral: {
    weight: 400,
    load: () => import('@fontsource/great-vibes/latin-400.css'),
  },
  boho: {
    weight: 500,
    load: () => import('@fontsource/playfair-display/latin-500.css'),
  },
  'cha-de-bebe': {
    weight: 600,
    load: () => import('@fontsource/baloo-2/latin-600.css'),
  },
  'aniversario-infantil': {
    weight: 600,
    load: () => import('@fontsource/fredoka/latin-600.css'),
  },
} as const satisfies Record<EventTheme, ThemeHeadingFont>;

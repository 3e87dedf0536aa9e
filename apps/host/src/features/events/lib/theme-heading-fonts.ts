import type { EVENT_THEME_LOOKS, EventTheme } from '@celebra/contracts';

/** The heading family of some theme (EVENT_THEME_LOOKS[theme].fonts.heading). */
export type ThemeHeadingFamily =
  (typeof EVENT_THEME_LOOKS)[EventTheme]['fonts']['heading'];

export type ThemeHeadingFont = {
  /** The one weight loaded (a thumbnail's title is drawn in it). */
  weight: number;
  load: () => Promise<unknown>;
};

/**
 * The stylesheet of each theme heading family, Latin subset (Portuguese accents included), in
 * the weight the guest site's headings use (apps/guest/src/themes/<theme>.css): a thumbnail in
 * 'Aparência' fetches its own when it comes into view, so the page never downloads every
 * family at once. A theme that names a family missing here does not compile.
 */
export const themeHeadingFonts: Record<ThemeHeadingFamily, ThemeHeadingFont> = {
  'EB Garamond': {
    weight: 500,
    load: () => import('@fontsource/eb-garamond/latin-500.css'),
  },
  'Amatic SC': {
    weight: 700,
    load: () => import('@fontsource/amatic-sc/latin-700.css'),
  },
  'Josefin Slab': {
    weight: 600,
    load: () => import('@fontsource/josefin-slab/latin-600.css'),
  },
  Jost: {
    weight: 300,
    load: () => import('@fontsource/jost/latin-300.css'),
  },
  'Great Vibes': {
    weight: 400,
    load: () => import('@fontsource/great-vibes/latin-400.css'),
  },
  'Playfair Display': {
    weight: 500,
    load: () => import('@fontsource/playfair-display/latin-500.css'),
  },
  'Baloo 2': {
    weight: 600,
    load: () => import('@fontsource/baloo-2/latin-600.css'),
  },
  Fredoka: {
    weight: 600,
    load: () => import('@fontsource/fredoka/latin-600.css'),
  },
};

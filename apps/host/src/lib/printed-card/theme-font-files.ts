import type { EVENT_THEME_LOOKS, EventTheme } from '@celebra/contracts';

type ThemeFonts = (typeof EVENT_THEME_LOOKS)[EventTheme]['fonts'];
/** Every font family a theme names, heading or body. */
export type ThemeFontFamily = ThemeFonts[keyof ThemeFonts];

/**
 * The latin woff file of each theme font (Portuguese accents included), as the URL Vite gives
 * the asset. Loaded only when a card is made, so no font weighs on the dashboard; a theme that
 * names a family missing here does not compile. Condensed Amatic SC prints bold, the others
 * regular.
 */
const FONT_FILES: Record<ThemeFontFamily, () => Promise<{ default: string }>> =
  {
    'Amatic SC': () =>
      import('@fontsource/amatic-sc/files/amatic-sc-latin-700-normal.woff?url'),
    'Baloo 2': () =>
      import('@fontsource/baloo-2/files/baloo-2-latin-500-normal.woff?url'),
    'EB Garamond': () =>
      import(
        '@fontsource/eb-garamond/files/eb-garamond-latin-500-normal.woff?url'
      ),
    Fredoka: () =>
      import('@fontsource/fredoka/files/fredoka-latin-500-normal.woff?url'),
    'Great Vibes': () =>
      import(
        '@fontsource/great-vibes/files/great-vibes-latin-400-normal.woff?url'
      ),
    'Josefin Sans': () =>
      import(
        '@fontsource/josefin-sans/files/josefin-sans-latin-400-normal.woff?url'
      ),
    'Josefin Slab': () =>
      import(
        '@fontsource/josefin-slab/files/josefin-slab-latin-600-normal.woff?url'
      ),
    Jost: () => import('@fontsource/jost/files/jost-latin-400-normal.woff?url'),
    Karla: () =>
      import('@fontsource/karla/files/karla-latin-400-normal.woff?url'),
    Lato: () => import('@fontsource/lato/files/lato-latin-400-normal.woff?url'),
    Nunito: () =>
      import('@fontsource/nunito/files/nunito-latin-400-normal.woff?url'),
    'Nunito Sans': () =>
      import(
        '@fontsource/nunito-sans/files/nunito-sans-latin-400-normal.woff?url'
      ),
    'Playfair Display': () =>
      import(
        '@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff?url'
      ),
    Quicksand: () =>
      import('@fontsource/quicksand/files/quicksand-latin-500-normal.woff?url'),
  };

/** Reads a font's bytes (the host's own assets, never a third-party host). */
export type ThemeFontLoader = (family: ThemeFontFamily) => Promise<Uint8Array>;

export const loadThemeFont: ThemeFontLoader = async (family) => {
  const { default: url } = await FONT_FILES[family]();
  const response = await fetch(url);
  if (!response.ok) throw new Error(`font ${family}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
};

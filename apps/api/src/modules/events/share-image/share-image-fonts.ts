import { EVENT_THEME_LOOKS, type EventTheme } from '@celebra/contracts';
import { readFile } from 'node:fs/promises';

/** A font as satori takes it. */
export interface ShareImageFont {
  name: string;
  data: Buffer;
  weight: 400 | 500 | 600 | 700;
  style: 'normal';
}

/** The family names the layout uses for a theme's two fonts. */
export const SHARE_IMAGE_FAMILIES = { heading: 'Heading', body: 'Body' };

/** Heavier first: headings read better a little bold when the family has it. */
const HEADING_WEIGHTS = [600, 700, 400] as const;
const BODY_WEIGHTS = [400] as const;
/** Latin covers Portuguese; latin-ext the rarer accents of names (ő, ł…). */
const SUBSETS = ['latin', 'latin-ext'] as const;

/** 'EB Garamond' → 'eb-garamond', the @fontsource package's name. */
const packageOf = (family: string) => family.toLowerCase().replace(/\s+/g, '-');

function fileOf(family: string, subset: string, weight: number) {
  const name = packageOf(family);
  try {
    return require.resolve(
      `@fontsource/${name}/files/${name}-${subset}-${weight}-normal.woff`,
    );
  } catch {
    return undefined;
  }
}

/** The family's first installed weight of `weights`, every subset of it. */
async function loadFamily(
  family: string,
  as: string,
  weights: readonly (400 | 500 | 600 | 700)[],
): Promise<ShareImageFont[]> {
  const weight = weights.find((candidate) =>
    fileOf(family, 'latin', candidate),
  );
  if (weight === undefined)
    throw new Error(`no woff file installed for the font ${family}`);
  const files = SUBSETS.map((subset) => fileOf(family, subset, weight)).filter(
    (file): file is string => file !== undefined,
  );
  return Promise.all(
    files.map(async (file) => ({
      name: as,
      data: await readFile(file),
      weight,
      style: 'normal' as const,
    })),
  );
}

const loaded = new Map<EventTheme, Promise<ShareImageFont[]>>();

/**
 * The theme's heading and body fonts (self-hosted @fontsource woff files), read once per
 * process and theme.
 */
export function shareImageFonts(theme: EventTheme): Promise<ShareImageFont[]> {
  let fonts = loaded.get(theme);
  if (!fonts) {
    const { heading, body } = EVENT_THEME_LOOKS[theme].fonts;
    fonts = Promise.all([
      loadFamily(heading, SHARE_IMAGE_FAMILIES.heading, HEADING_WEIGHTS),
      loadFamily(body, SHARE_IMAGE_FAMILIES.body, BODY_WEIGHTS),
    ]).then((families) => families.flat());
    fonts.catch(() => loaded.delete(theme));
    loaded.set(theme, fonts);
  }
  return fonts;
}

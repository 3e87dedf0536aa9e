import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ThemeFontFamily } from '../lib/printed-card/theme-font-files';

/**
 * A theme font's latin woff read from its @fontsource package, for tests (the app fetches the
 * asset Vite emits): the regular weight, the bold one for a family without it.
 */
export async function readThemeFont(
  family: ThemeFontFamily,
): Promise<Uint8Array> {
  const name = family.toLowerCase().replace(/\s+/g, '-');
  const files = path.join(
    __dirname,
    '../../../../node_modules/@fontsource',
    name,
    'files',
  );
  const bytes = await readFile(
    path.join(files, `${name}-latin-400-normal.woff`),
  ).catch(() => readFile(path.join(files, `${name}-latin-700-normal.woff`)));
  // A copy in the test's own realm, where the PDF library checks the type.
  return Uint8Array.from(bytes);
}

import { type SQL, sql, type SQLWrapper } from 'drizzle-orm';

const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucn';

/** Lower-cased text without accents, as `foldedContains` compares it. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
}

/** `%text%` for (i)like, with the wildcards of `text` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** `column` contains `text`, ignoring case and accents ('jose' finds 'José'). */
export function foldedContains(column: SQLWrapper, text: string): SQL {
  return sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN}) like ${containsPattern(foldText(text))}`;
}

/** `column` contains `text`, ignoring case. */
export function ilikeContains(column: SQLWrapper, text: string): SQL {
  return sql`${column} ilike ${containsPattern(text)}`;
}

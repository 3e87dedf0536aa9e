import { foldedText } from '@celebra/db';
import { type SQL, sql, type SQLWrapper } from 'drizzle-orm';

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

/**
 * `column` contains `text`, ignoring case and accents ('jose' finds 'José'). `column` is the
 * indexed expression as the schema writes it (a trigram index on `foldedText(column)`).
 */
export function foldedContains(column: SQLWrapper, text: string): SQL {
  return sql`${foldedText(column)} like ${containsPattern(foldText(text))}`;
}

/** `column` contains `text`, ignoring case (a trigram index on `column` serves it). */
export function ilikeContains(column: SQLWrapper, text: string): SQL {
  return sql`${column} ilike ${containsPattern(text)}`;
}

import { type SQL, sql, type SQLWrapper } from 'drizzle-orm';

/** Lower-cased text without accents, as the database's `foldedText` gives it. */
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
 * `column` (folded text, as the database's `foldedText` keeps it) contains `text`, ignoring
 * case and accents ('jose' finds 'José'); a trigram index on `column` serves it.
 */
export function foldedColumnContains(column: SQLWrapper, text: string): SQL {
  return sql`${column} like ${containsPattern(foldText(text))}`;
}

/** `column` contains `text`, ignoring case (a trigram index on `column` serves it). */
export function ilikeContains(column: SQLWrapper, text: string): SQL {
  return sql`${column} ilike ${containsPattern(text)}`;
}

/*
 * The same three tests written so that no trigram index serves them: for a list that many rows
 * match, read newest first along its ordered index and stopping at the page (a trigram index
 * would find every match, to be sorted, first). Each answers exactly what its indexed twin
 * answers: a LIKE/ILIKE '%text%' with its wildcards escaped is a substring test (ILIKE lowers
 * both sides with lower() in a multi-byte database, as strpos(lower(), lower()) does).
 */

/** `foldedColumnContains` by substring position. */
export function foldedColumnContainsUnindexed(
  column: SQLWrapper,
  text: string,
): SQL {
  return sql`strpos(${column}, ${foldText(text)}) > 0`;
}

/** `ilikeContains` by substring position. */
export function ilikeContainsUnindexed(column: SQLWrapper, text: string): SQL {
  return sql`strpos(lower(${column}), lower(${text})) > 0`;
}

/** `column like '%text%'` (text without wildcards) by substring position. */
export function containsUnindexed(column: SQLWrapper, text: string): SQL {
  return sql`strpos(${column}, ${text}) > 0`;
}

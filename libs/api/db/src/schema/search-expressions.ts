import { type SQL, sql, type SQLWrapper } from 'drizzle-orm';

/**
 * The expressions the back office's contains-searches compare, written once: the trigram
 * indexes (pg_trgm) are built on them and the queries (apps/api/src/lib/text-search.ts) use
 * them as they are, so PostgreSQL matches a query to its index.
 */
export const FOLD_ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
export const FOLD_PLAIN = 'aaaaaeeeeiiiiooooouuuucn';

const literal = (text: string) => sql.raw(`'${text.replace(/'/g, "''")}'`);

/** `text` lower-cased and without accents ('José' → 'jose'). */
export function foldedText(text: SQLWrapper): SQL {
  return sql`translate(lower(${text}), ${literal(FOLD_ACCENTED)}, ${literal(FOLD_PLAIN)})`;
}

/** A host's full name as the name filter searches it: first and last name, one space apart. */
export function fullName(firstName: SQLWrapper, lastName: SQLWrapper): SQL {
  return sql`(${firstName} || ' ' || ${lastName})`;
}

/** `text` with every non-digit removed ('(11) 98765-4321' → '11987654321'). */
export function digitsOnly(text: SQLWrapper): SQL {
  return sql`regexp_replace(${text}, ${literal('\\D')}, '', 'g')`;
}

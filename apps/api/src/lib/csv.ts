/*
 * CSV files for Excel in pt-BR: the BOM so it reads UTF-8, ';' as the column separator (','
 * is the decimal separator there), CRLF lines, and cells that never run as formulas.
 */

const SEPARATOR = ';';
const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\r\n]/;

/** A cell that a spreadsheet shows as text: never run as a formula, quoted when needed. */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: the header, then one line per row. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  return (
    BOM +
    [header, ...rows]
      .map((cells) => cells.map(csvCell).join(SEPARATOR) + '\r\n')
      .join('')
  );
}

/** Headers of a CSV download named `filename`, never cached. */
export function csvDownloadHeaders(filename: string): Record<string, string> {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'no-store',
  };
}

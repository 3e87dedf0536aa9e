/*
 * CSV files for Excel in pt-BR: the BOM so it reads UTF-8, ';' as the column separator (','
 * is the decimal separator there), CRLF lines, and cells that never run as formulas.
 */
import { downloadHeaders } from './download-headers';

const SEPARATOR = ';';
const BOM = '\uFEFF';
const FORMULA_START = /^[\t\r\n]|^[\s\p{Cc}\p{Cf}]*[=+\-@\u2212]/u;
const NEEDS_QUOTES = /[";\r\n]/;

/**
 * Whether a spreadsheet could read the cell as a formula: it starts with one of = + - @ or the
 * minus sign −, also after spaces or invisible characters that a spreadsheet may skip, or with a
 * look-alike that compatibility normalization turns into one (the full-width ＝ ＋ － ＠, the
 * small ﹦ ﹢ ﹣ ﹫, an ideographic space before them); or it opens with a tab or a line break.
 */
const startsLikeFormula = (value: string) =>
  FORMULA_START.test(value.normalize('NFKC'));

/**
 * Integer centavos as a number a pt-BR spreadsheet reads and sums: '1234,56' (decimal comma,
 * no thousands separator, no 'R$').
 */
export function csvDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.trunc(whole / 100)},${String(whole % 100).padStart(2, '0')}`;
}

/** A cell that a spreadsheet shows as text: never run as a formula, quoted when needed. */
export function csvCell(value: string): string {
  const text = startsLikeFormula(value) ? `'${value}` : value;
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
  return downloadHeaders(filename, 'text/csv; charset=utf-8');
}

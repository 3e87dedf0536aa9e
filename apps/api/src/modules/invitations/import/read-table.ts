import Papa from 'papaparse';
import type { InvitationImportPreview } from '@celebra/contracts';

export type ImportEncoding = InvitationImportPreview['encoding'];
export type ImportSeparator = InvitationImportPreview['separator'];

/** One line of the table: its cells and the 1-based line of the text it starts on. */
export interface TableRecord {
  line: number;
  cells: string[];
}

/** A file's bytes as text: UTF-8 (with or without BOM) when they are valid UTF-8, else Windows-1252 (Excel pt-BR). */
export function decodeImportBytes(bytes: Uint8Array): {
  text: string;
  encoding: ImportEncoding;
} {
  try {
    return {
      text: new TextDecoder('utf-8', { fatal: true }).decode(bytes),
      encoding: 'utf-8',
    };
  } catch {
    return {
      text: new TextDecoder('windows-1252').decode(bytes),
      encoding: 'windows-1252',
    };
  }
}

const SEPARATORS: readonly ImportSeparator[] = ['\t', ';', ','];
const SAMPLE_LINES = 10;

/**
 * The separator most of the first lines hold: tab (a paste from a spreadsheet), ';' (Excel
 * pt-BR) or ',' — in that order of preference when as many lines hold two of them.
 */
export function detectSeparator(text: string): ImportSeparator {
  const sample = text
    .split(/\r\n|\n|\r/)
    .filter((line) => line.trim() !== '')
    .slice(0, SAMPLE_LINES);
  let best: ImportSeparator = ',';
  let bestLines = 0;
  for (const separator of SEPARATORS) {
    const lines = sample.filter((line) => line.includes(separator)).length;
    if (lines > bestLines) {
      best = separator;
      bestLines = lines;
    }
  }
  return best;
}

/**
 * The records of a delimited text (papaparse: quoted cells may hold the separator, line breaks
 * and doubled quotes), blank lines left out, each with the line of the text it starts on.
 * Line breaks are read as '\n' whatever the file's mix of CRLF, LF and CR.
 */
export function readTable(
  text: string,
  separator: ImportSeparator,
): TableRecord[] {
  const unified = text.replace(/\r\n?/g, '\n');
  const records: TableRecord[] = [];
  let consumed = 0;
  let line = 1;
  Papa.parse<string[]>(unified, {
    delimiter: separator,
    newline: '\n',
    step: (row) => {
      const end = row.meta.cursor;
      const raw = unified.slice(consumed, end);
      const startLine = line + (raw.length - raw.replace(/^\n+/, '').length);
      if (row.data.some((value) => value.trim() !== ''))
        records.push({ line: startLine, cells: row.data });
      line += raw.split('\n').length - 1;
      consumed = end;
    },
  });
  return records;
}

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
 * The records of a delimited text (RFC 4180: quoted cells may hold the separator, line breaks
 * and doubled quotes), blank lines left out.
 */
export function readTable(
  text: string,
  separator: ImportSeparator,
): TableRecord[] {
  const records: TableRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== ''))
      records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n' || (char === '\r' && text[index + 1] !== '\n'))
          line += 1;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else cell += char;
  }
  endRecord();
  return records;
}

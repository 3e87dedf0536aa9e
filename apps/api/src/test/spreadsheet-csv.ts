/**
 * Reads a CSV file the way a pt-BR spreadsheet opens it (Excel, LibreOffice and Google Sheets
 * in Portuguese): UTF-8 with its BOM, ';' between cells, RFC 4180 quotes, CRLF or LF lines.
 * Tests use it to check what the couple sees in the spreadsheet, not the bytes written.
 */
export function readSpreadsheetCsv(file: string): string[][] {
  const text = file.startsWith('\uFEFF') ? file.slice(1) : file;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ';') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

const PT_BR_NUMBER = /^-?\d+(?:,\d+)?$/;

/**
 * The number a pt-BR spreadsheet makes of a cell ('570,00' → 570), or null when it keeps the
 * cell as text ('R$ 570,00', '1.234,56' with a thousands dot is read as text by some of them).
 */
export function spreadsheetNumber(cell: string): number | null {
  return PT_BR_NUMBER.test(cell) ? Number(cell.replace(',', '.')) : null;
}

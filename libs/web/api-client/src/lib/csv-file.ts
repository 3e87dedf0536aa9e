/** Excel needs it to read UTF-8; fetch's text() drops the server's. */
const BOM = '\uFEFF';

/** A CSV answer as a file to save, with the byte-order mark Excel pt-BR reads UTF-8 by. */
export const csvFile = (csv: string): Blob =>
  new Blob([csv.startsWith(BOM) ? csv : BOM + csv], {
    type: 'text/csv;charset=utf-8',
  });

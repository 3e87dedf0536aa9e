import { formatAttendance, formatDateTime } from '@celebra/format';
import type { GuestRow } from './guests.repository';

const HEADER = [
  'Nome',
  'Sobrenome',
  'E-mail',
  'Telefone',
  'Presença',
  'Acompanhantes',
  'Nomes dos acompanhantes',
  'Mensagem',
  'Confirmado em',
];

/** Excel in pt-BR reads ';' as the column separator and needs the BOM to read UTF-8. */
const SEPARATOR = ';';
const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\r\n]/;

/** A cell that a spreadsheet shows as text: never run as a formula, quoted when needed. */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The guest list as CSV for Excel pt-BR: BOM, ';' separators, CRLF lines, dates dd/mm/yyyy hh:mm:ss. */
export function guestsToCsv(guests: GuestRow[]): string {
  const rows = [
    HEADER,
    ...guests.map((guest) => [
      guest.firstName,
      guest.lastName,
      guest.email,
      guest.phoneNumber,
      formatAttendance(guest.attending),
      String(guest.companions),
      guest.companionNames.join(', '),
      guest.note ?? '',
      formatDateTime(guest.createdAt),
    ]),
  ];
  return (
    BOM +
    rows.map((cells) => cells.map(csvCell).join(SEPARATOR) + '\r\n').join('')
  );
}

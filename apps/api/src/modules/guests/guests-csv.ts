import { formatAttendance, formatDateTime } from '@celebra/format';
import { toCsv } from '../../lib/csv';
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

/** The guest list as CSV for Excel pt-BR (lib/csv.ts), dates dd/mm/yyyy hh:mm:ss. */
export function guestsToCsv(guests: GuestRow[]): string {
  return toCsv(
    HEADER,
    guests.map((guest) => [
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
  );
}

import { invitationState, type InvitationState } from '@celebra/contracts';
import { formatAttendance, formatDateTime } from '@celebra/format';
import { toCsv } from '../../lib/csv';
import type { GuestExportRow } from './guests.repository';

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
  'Convite',
  'Grupo',
  'Criança',
  'Situação do convite',
  'Presentes',
];

const STATE_LABELS: Record<InvitationState, string> = {
  'not-sent': 'Não enviado',
  sent: 'Enviado',
  opened: 'Aberto',
  answered: 'Respondeu',
};

/** The guest list as CSV for Excel pt-BR (lib/csv.ts), one row per member, dates dd/mm/yyyy hh:mm:ss. */
export function guestsToCsv(guests: GuestExportRow[]): string {
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
      guest.invitationName,
      guest.groupName ?? '',
      guest.isChild ? 'Sim' : 'Não',
      STATE_LABELS[invitationState(guest)],
      String(guest.gifts),
    ]),
  );
}

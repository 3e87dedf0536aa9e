import { type HostGuest, messages } from '@celebra/contracts';
import { formatAttendance, formatCompanions } from '@celebra/format';
import { Button, Table, type TableColumn, createdAtColumn } from '@celebra/ui';
import { PencilIcon } from '../../../components/icons';

export type GuestTableProps = {
  guests: readonly HostGuest[];
  deletingId: number | null;
  onEdit: (guest: HostGuest) => void;
  onDelete: (guest: HostGuest) => void;
};

const fullName = (guest: HostGuest) => `${guest.firstName} ${guest.lastName}`;

/**
 * The guest list: name, answer ('Vai' / 'Não vai'), contact (e-mail and phone), companions and
 * their names, message, date, and the edit and delete actions.
 */
export const GuestTable = ({
  guests,
  deletingId,
  onEdit,
  onDelete,
}: GuestTableProps) => {
  const columns: TableColumn<HostGuest>[] = [
    { key: 'name', header: 'Nome', cell: fullName },
    {
      key: 'attending',
      header: 'Presença',
      cell: (guest) => (
        <span
          className={
            guest.attending
              ? 'font-semibold text-success'
              : 'font-semibold text-danger'
          }
        >
          {formatAttendance(guest.attending)}
        </span>
      ),
      className: 'whitespace-nowrap',
    },
    {
      key: 'contact',
      header: 'Contato',
      cell: (guest) => (
        <div className="flex flex-col">
          <span className="break-all">{guest.email}</span>
          <span className="whitespace-nowrap">{guest.phoneNumber}</span>
        </div>
      ),
      className: 'min-w-40',
    },
    {
      key: 'companions',
      header: 'Acompanhantes',
      cell: formatCompanions,
      className: 'min-w-32',
    },
    {
      key: 'message',
      header: 'Mensagem',
      cell: (guest) => guest.message ?? '—',
      className: 'min-w-36 break-words whitespace-pre-line',
    },
    createdAtColumn('Data', 'min-w-24'),
    {
      key: 'actions',
      header: 'Ações',
      cell: (guest) => (
        <div className="flex gap-2">
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Editar ${fullName(guest)}`}
            onClick={() => onEdit(guest)}
          >
            <PencilIcon />
          </Button>
          <Button
            variant="danger"
            size="sm"
            loading={deletingId === guest.id}
            aria-label={`Excluir ${fullName(guest)}`}
            onClick={() => onDelete(guest)}
          >
            Excluir
          </Button>
        </div>
      ),
    },
  ];
  return (
    <Table
      caption="Convidados"
      columns={columns}
      rows={guests}
      emptyText={messages.empty.guests}
    />
  );
};

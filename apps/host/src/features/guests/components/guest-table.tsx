import { type HostGuest, messages } from '@celebra/contracts';
import { formatDateTime } from '@celebra/format';
import { Button, Table, type TableColumn } from '@celebra/ui';
import { PencilIcon } from '../../../components/icons';

export type GuestTableProps = {
  guests: readonly HostGuest[];
  deletingId: number | null;
  onEdit: (guest: HostGuest) => void;
  onDelete: (guest: HostGuest) => void;
};

const fullName = (guest: HostGuest) => `${guest.firstName} ${guest.lastName}`;

/** The guest list: name, e-mail, phone, companions, date, and the edit and delete actions. */
export const GuestTable = ({
  guests,
  deletingId,
  onEdit,
  onDelete,
}: GuestTableProps) => {
  const columns: TableColumn<HostGuest>[] = [
    { key: 'name', header: 'Nome', cell: fullName },
    { key: 'email', header: 'E-mail', cell: (guest) => guest.email },
    {
      key: 'phone',
      header: 'Telefone',
      cell: (guest) => guest.phoneNumber,
      className: 'whitespace-nowrap',
    },
    {
      key: 'companions',
      header: 'Acompanhantes',
      cell: (guest) => guest.companions,
    },
    {
      key: 'date',
      header: 'Data',
      cell: (guest) => formatDateTime(guest.createdAt),
      className: 'whitespace-nowrap',
    },
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
      rowKey={(guest) => guest.id}
      emptyText={messages.empty.guests}
    />
  );
};

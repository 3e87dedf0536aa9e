import { type EventMember, messages } from '@celebra/contracts';
import { formatDate } from '@celebra/format';
import { Button, Table, type TableColumn } from '@celebra/ui';

export type MemberTableProps = {
  members: readonly EventMember[];
  removingId: number | null;
  onRemove: (member: EventMember) => void;
};

/** Name, e-mail, role and since when of each member; 'Remover' on all but the owner. */
export const MemberTable = ({
  members,
  removingId,
  onRemove,
}: MemberTableProps) => {
  const columns: TableColumn<EventMember>[] = [
    { key: 'name', header: 'Nome', cell: (member) => member.name },
    {
      key: 'email',
      header: 'E-mail',
      cell: (member) => member.email,
      className: 'min-w-32 break-all',
    },
    {
      key: 'role',
      header: 'Papel',
      cell: (member) => messages.eventRoles[member.role],
      className: 'whitespace-nowrap',
    },
    {
      key: 'since',
      header: 'Desde',
      cell: (member) => formatDate(member.since),
      className: 'whitespace-nowrap',
    },
    {
      key: 'actions',
      header: 'Ações',
      cell: (member) =>
        member.role === 'owner' ? (
          '—'
        ) : (
          <Button
            size="sm"
            variant="danger"
            loading={removingId === member.userId}
            aria-label={`Remover acesso de ${member.name}`}
            onClick={() => onRemove(member)}
          >
            Remover
          </Button>
        ),
    },
  ];
  return (
    <Table
      caption="Membros do evento"
      columns={columns}
      rows={members.map((member) => ({ ...member, id: member.userId }))}
    />
  );
};

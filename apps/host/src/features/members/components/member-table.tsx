import { type EventMember, messages } from '@celebra/contracts';
import { formatDate } from '@celebra/format';
import { Button, Table, type TableColumn } from '@celebra/ui';

export type MemberTableProps = {
  members: readonly EventMember[];
  removingId: number | null;
  onRemove: (member: EventMember) => void;
};

/** Who has access: name, e-mail, role, since when, and 'Remover' (never for the owner). */
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
      cell: (member) => <span className="break-all">{member.email}</span>,
    },
    {
      key: 'role',
      header: 'Acesso',
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
            variant="danger"
            size="sm"
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
      caption="Pessoas com acesso ao evento"
      columns={columns}
      rows={members.map((member) => ({ ...member, id: member.userId }))}
    />
  );
};

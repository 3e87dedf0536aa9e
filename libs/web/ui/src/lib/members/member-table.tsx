import { type EventMember, messages } from '@celebra/contracts';
import { formatDate } from '@celebra/format';
import { Button } from '../button/button';
import { Table, type TableColumn } from '../table/table';

export type MemberTableProps = {
  /** The table's accessible name. */
  caption: string;
  /** The role column's header ('Papel' in the back office, 'Acesso' in the host app). */
  roleHeader: string;
  members: readonly EventMember[];
  removingId: number | null;
  onRemove: (member: EventMember) => void;
};

/** Who has access to an event: name, e-mail, role, since when, and 'Remover' (never the owner). */
export const MemberTable = ({
  caption,
  roleHeader,
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
      header: roleHeader,
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
      caption={caption}
      columns={columns}
      rows={members.map((member) => ({ ...member, id: member.userId }))}
    />
  );
};

import { messages, type PendingInvitation } from '@celebra/contracts';
import { formatDateTime } from '@celebra/format';
import { Table, type TableColumn } from '@celebra/ui';

export type InvitationTableProps = {
  invitations: readonly PendingInvitation[];
};

const columns: TableColumn<PendingInvitation>[] = [
  {
    key: 'email',
    header: 'E-mail',
    cell: (invitation) => invitation.email,
    className: 'min-w-32 break-all',
  },
  {
    key: 'role',
    header: 'Papel',
    cell: (invitation) => messages.eventRoles[invitation.role],
    className: 'whitespace-nowrap',
  },
  {
    key: 'expiresAt',
    header: 'Expira em',
    cell: (invitation) => formatDateTime(invitation.expiresAt),
    className: 'whitespace-nowrap',
  },
];

/** The invitations not yet accepted: e-mail, role and until when the link works. */
export const InvitationTable = ({ invitations }: InvitationTableProps) => (
  <Table
    caption="Convites pendentes"
    columns={columns}
    rows={invitations}
    emptyText="Nenhum convite pendente."
  />
);

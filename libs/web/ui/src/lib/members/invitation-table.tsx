import { messages, type PendingInvitation } from '@celebra/contracts';
import { formatDate, formatDateTime } from '@celebra/format';
import { Button } from '../button/button';
import { Table, type TableColumn } from '../table/table';

export type InvitationTableProps = {
  /** The role column's header ('Papel' in the back office, 'Acesso' in the host app). */
  roleHeader: string;
  invitations: readonly PendingInvitation[];
  /** Shows the hour the link stops working too, for the back office's support. */
  expiryWithTime?: boolean;
  /** Adds 'Cancelar convite' to each row. */
  revoke?: {
    revokingId: number | null;
    onRevoke: (invitation: PendingInvitation) => void;
  };
};

/** The invitations not yet accepted: e-mail, role, until when the link works, and 'Cancelar convite'. */
export const InvitationTable = ({
  roleHeader,
  invitations,
  expiryWithTime = false,
  revoke,
}: InvitationTableProps) => {
  const columns: TableColumn<PendingInvitation>[] = [
    {
      key: 'email',
      header: 'E-mail',
      cell: (invitation) => invitation.email,
      className: 'min-w-32 break-all',
    },
    {
      key: 'role',
      header: roleHeader,
      cell: (invitation) => messages.eventRoles[invitation.role],
      className: 'whitespace-nowrap',
    },
    {
      key: 'expiresAt',
      header: 'Expira em',
      cell: (invitation) =>
        expiryWithTime
          ? formatDateTime(invitation.expiresAt)
          : formatDate(invitation.expiresAt),
      className: 'whitespace-nowrap',
    },
  ];
  if (revoke)
    columns.push({
      key: 'actions',
      header: 'Ações',
      cell: (invitation) => (
        <Button
          variant="secondary"
          size="sm"
          loading={revoke.revokingId === invitation.id}
          aria-label={`Cancelar convite de ${invitation.email}`}
          onClick={() => revoke.onRevoke(invitation)}
        >
          Cancelar convite
        </Button>
      ),
    });
  return (
    <Table
      caption="Convites pendentes"
      columns={columns}
      rows={invitations}
      emptyText="Nenhum convite pendente."
    />
  );
};

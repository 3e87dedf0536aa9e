import { messages, type PendingInvitation } from '@celebra/contracts';
import { formatDate } from '@celebra/format';
import { Button, Table, type TableColumn } from '@celebra/ui';

export type InvitationTableProps = {
  invitations: readonly PendingInvitation[];
  revokingId: number | null;
  onRevoke: (invitation: PendingInvitation) => void;
};

/** The invitations not yet accepted: e-mail, role, until when, and 'Cancelar convite'. */
export const InvitationTable = ({
  invitations,
  revokingId,
  onRevoke,
}: InvitationTableProps) => {
  const columns: TableColumn<PendingInvitation>[] = [
    {
      key: 'email',
      header: 'E-mail',
      cell: (invitation) => (
        <span className="break-all">{invitation.email}</span>
      ),
    },
    {
      key: 'role',
      header: 'Acesso',
      cell: (invitation) => messages.eventRoles[invitation.role],
      className: 'whitespace-nowrap',
    },
    {
      key: 'expires',
      header: 'Expira em',
      cell: (invitation) => formatDate(invitation.expiresAt),
      className: 'whitespace-nowrap',
    },
    {
      key: 'actions',
      header: 'Ações',
      cell: (invitation) => (
        <Button
          variant="secondary"
          size="sm"
          loading={revokingId === invitation.id}
          aria-label={`Cancelar convite de ${invitation.email}`}
          onClick={() => onRevoke(invitation)}
        >
          Cancelar convite
        </Button>
      ),
    },
  ];
  return (
    <Table
      caption="Convites pendentes"
      columns={columns}
      rows={invitations}
      emptyText="Nenhum convite pendente."
    />
  );
};

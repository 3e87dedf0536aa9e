import { payoutStatusLabel, type AdminPayout } from '@celebra/contracts';
import { formatBRL, formatDateTime } from '@celebra/format';
import { Button, Table, type TableColumn } from '@celebra/ui';

export type PayoutsTableProps = {
  /** The listed status: paid payouts show their transfer id, failed ones their reason. */
  status: AdminPayout['status'];
  payouts: AdminPayout[];
  onConclude: (payout: AdminPayout) => void;
  onFail: (payout: AdminPayout) => void;
  onCancel: (payout: AdminPayout) => void;
  busyId?: number;
};

const outcomeColumns: Partial<
  Record<AdminPayout['status'], TableColumn<AdminPayout>>
> = {
  PAID: {
    key: 'transferId',
    header: 'ID da transação',
    cell: (payout) => payout.transferId ?? '-',
    className: 'break-all',
  },
  FAILED: {
    key: 'failureReason',
    header: 'Motivo',
    cell: (payout) => payout.failureReason ?? '-',
    className: 'min-w-48',
  },
};

/**
 * id, event, host, masked destination, requested, paid, status, created at (and the transfer id
 * or failure reason when listing paid or failed payouts), and the actions of a pending payout.
 */
export const PayoutsTable = ({
  status,
  payouts,
  onConclude,
  onFail,
  onCancel,
  busyId,
}: PayoutsTableProps) => {
  const outcome = outcomeColumns[status];
  const columns: TableColumn<AdminPayout>[] = [
    { key: 'id', header: 'ID', cell: (payout) => payout.id },
    { key: 'event', header: 'Evento', cell: (payout) => payout.event.title },
    {
      key: 'host',
      header: 'Anfitrião',
      cell: (payout) => `${payout.user.firstName} ${payout.user.lastName}`,
    },
    {
      key: 'destination',
      header: 'Destino',
      cell: (payout) => payout.destinationMasked ?? '-',
      className: 'min-w-48',
    },
    {
      key: 'requested',
      header: 'Solicitado',
      cell: (payout) => formatBRL(payout.requestedAmount),
      className: 'whitespace-nowrap',
    },
    {
      key: 'paid',
      header: 'Pago',
      cell: (payout) =>
        payout.paidAmount === null ? '-' : formatBRL(payout.paidAmount),
      className: 'whitespace-nowrap',
    },
    {
      key: 'status',
      header: 'Status',
      cell: (payout) => payoutStatusLabel(payout.status),
    },
    {
      key: 'createdAt',
      header: 'Criado em',
      cell: (payout) => formatDateTime(payout.createdAt),
      className: 'whitespace-nowrap',
    },
    ...(outcome ? [outcome] : []),
    {
      key: 'actions',
      header: 'Ações',
      cell: (payout) =>
        payout.status === 'PENDING' ? (
          <div className="flex flex-wrap gap-1">
            <Button
              size="sm"
              aria-label={`Concluir repasse ${payout.id}`}
              onClick={() => onConclude(payout)}
            >
              Concluir repasse
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Marcar repasse ${payout.id} como falhou`}
              disabled={busyId === payout.id}
              onClick={() => onFail(payout)}
            >
              Marcar como falhou
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Cancelar repasse ${payout.id}`}
              disabled={busyId === payout.id}
              onClick={() => onCancel(payout)}
            >
              Cancelar
            </Button>
          </div>
        ) : (
          '-'
        ),
    },
  ];
  return (
    <Table
      caption="Repasses"
      columns={columns}
      rows={payouts}
      rowKey={(payout) => payout.id}
    />
  );
};

import { payoutStatusLabel, type AdminPayout } from '@celebra/contracts';
import { formatBRL, formatDateTime } from '@celebra/format';
import { Button, Table, type TableColumn } from '@celebra/ui';
import type { PayoutClosing } from '../api/payouts-queries';

export type PayoutsTableProps = {
  payouts: AdminPayout[];
  onConclude: (payout: AdminPayout) => void;
  onClose: (payout: AdminPayout, closing: PayoutClosing) => void;
  busyId?: number;
};

/** id, event, host, requested, paid, status, created at and the actions of a pending payout. */
export const PayoutsTable = ({
  payouts,
  onConclude,
  onClose,
  busyId,
}: PayoutsTableProps) => {
  const columns: TableColumn<AdminPayout>[] = [
    { key: 'id', header: 'ID', cell: (payout) => payout.id },
    { key: 'event', header: 'Evento', cell: (payout) => payout.event.title },
    {
      key: 'host',
      header: 'Anfitrião',
      cell: (payout) => `${payout.user.firstName} ${payout.user.lastName}`,
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
              onClick={() => onClose(payout, 'fail')}
            >
              Marcar como falhou
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Cancelar repasse ${payout.id}`}
              disabled={busyId === payout.id}
              onClick={() => onClose(payout, 'cancel')}
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

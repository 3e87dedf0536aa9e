import { payoutStatusLabel, type AdminPayout } from '@celebra/contracts';
import { formatBRL } from '@celebra/format';
import {
  Button,
  Table,
  type TableColumn,
  createdAtColumn,
  moneyColumn,
} from '@celebra/ui';
import { PayoutWarnings } from './payout-warnings';

export type PayoutsTableProps = {
  /** The listed status, which decides the last column (actions, transfer id or reason). */
  status: AdminPayout['status'];
  payouts: AdminPayout[];
  onConclude: (payout: AdminPayout) => void;
  onFail: (payout: AdminPayout) => void;
  onCancel: (payout: AdminPayout) => void;
  busyId?: number;
};

/* Whole labels on one line in the table; in card mode (up to 641 px) they may wrap. */
const actionClasses = 'h-auto! min-h-8 py-1 min-[642px]:whitespace-nowrap';

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
 * id, event, host, masked destination, requested, paid, status and created at; then the actions
 * when listing pending payouts, the transfer id when listing paid ones, the reason for failed ones.
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
  const actionsColumn: TableColumn<AdminPayout> = {
    key: 'actions',
    header: 'Ações',
    cell: (payout) => (
      <div className="flex flex-wrap gap-1">
        <Button
          size="sm"
          className={actionClasses}
          aria-label={`Concluir repasse ${payout.id}`}
          onClick={() => onConclude(payout)}
        >
          Concluir repasse
        </Button>
        <Button
          size="sm"
          className={actionClasses}
          variant="secondary"
          aria-label={`Marcar repasse ${payout.id} como falhou`}
          disabled={busyId === payout.id}
          onClick={() => onFail(payout)}
        >
          Marcar como falhou
        </Button>
        <Button
          size="sm"
          className={actionClasses}
          variant="secondary"
          aria-label={`Cancelar repasse ${payout.id}`}
          disabled={busyId === payout.id}
          onClick={() => onCancel(payout)}
        >
          Cancelar
        </Button>
      </div>
    ),
  };
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
      cell: (payout) => (
        <div className="flex flex-col gap-1">
          <span>{payout.destinationMasked ?? '-'}</span>
          <PayoutWarnings payout={payout} />
        </div>
      ),
      className: 'min-w-48',
    },
    moneyColumn('requested', 'Solicitado', (payout) => payout.requestedAmount),
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
    createdAtColumn('Criado em'),
    ...(outcome ? [outcome] : []),
    ...(status === 'PENDING' ? [actionsColumn] : []),
  ];
  return <Table caption="Repasses" columns={columns} rows={payouts} />;
};

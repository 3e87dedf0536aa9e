import { hostTexts, type Payout, payoutStatusLabel } from '@celebra/contracts';
import { formatBRL } from '@celebra/format';
import {
  cx,
  Table,
  type TableColumn,
  createdAtColumn,
  moneyColumn,
} from '@celebra/ui';

export type PayoutHistoryProps = { payouts: readonly Payout[] };

const statusTone: Record<Payout['status'], string> = {
  PENDING: 'bg-canvas text-ink ring-line',
  PAID: 'bg-success text-white ring-success',
  FAILED: 'bg-surface text-danger ring-danger',
  CANCELLED: 'bg-canvas text-muted ring-line',
};

const Detail = ({
  label,
  value,
  code = false,
}: {
  label: string;
  value: string;
  /** An identifier: may break anywhere. */
  code?: boolean;
}) => (
  <span className="flex flex-col">
    <span className="text-xs font-semibold text-muted">{label}</span>
    <span className={code ? 'break-all' : 'break-words'}>{value}</span>
  </span>
);

const columns: TableColumn<Payout>[] = [
  createdAtColumn('Data', 'min-w-24'),
  moneyColumn('requested', 'Solicitado', (payout) => payout.requestedAmount),
  {
    key: 'paid',
    header: 'Pago',
    cell: (payout) =>
      payout.paidAmount === null ? '—' : formatBRL(payout.paidAmount),
    className: 'whitespace-nowrap',
  },
  {
    key: 'status',
    header: 'Status',
    cell: (payout) => (
      <span
        className={cx(
          'inline-block rounded-full px-3 py-0.5 text-sm font-medium ring-1',
          statusTone[payout.status],
        )}
      >
        {payoutStatusLabel(payout.status, 'title')}
      </span>
    ),
  },
  {
    key: 'destination',
    header: 'Destino',
    cell: (payout) => payout.destinationMasked ?? '—',
    className: 'min-w-48',
  },
  {
    key: 'detail',
    header: 'Detalhes',
    cell: (payout) =>
      payout.transferId ? (
        <Detail label="ID da transação" value={payout.transferId} code />
      ) : payout.failureReason ? (
        <Detail label="Motivo" value={payout.failureReason} />
      ) : (
        '—'
      ),
    className: 'min-w-40',
  },
];

/**
 * The event's payouts, newest first: when asked, the amounts asked for and paid, the status,
 * where it went (masked) and the transfer id or the reason it failed.
 */
export const PayoutHistory = ({ payouts }: PayoutHistoryProps) => (
  <Table
    caption={hostTexts.screens.host.payoutHistoryTitle}
    columns={columns}
    rows={payouts}
    emptyText="Nenhum repasse solicitado ainda."
  />
);

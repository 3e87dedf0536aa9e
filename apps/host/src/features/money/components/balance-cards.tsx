import type { EventBalances } from '@celebra/contracts';
import { formatBRL } from '@celebra/format';

export type BalanceCardsProps = { balances?: EventBalances };

const cards: { key: keyof EventBalances; label: string }[] = [
  { key: 'totalReceived', label: 'Total recebido' },
  { key: 'totalTransferred', label: 'Total transferido' },
  { key: 'totalAvailable', label: 'Disponível' },
  { key: 'totalPending', label: 'Pendente' },
];

/** Received, transferred, available and pending amounts (BRL). */
export const BalanceCards = ({ balances }: BalanceCardsProps) => (
  <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
    {cards.map(({ key, label }) => (
      <div
        key={key}
        className="flex flex-col gap-1 rounded-card border border-line bg-surface p-4 shadow-sm"
      >
        <dt className="text-sm text-muted">{label}</dt>
        <dd className="text-xl font-bold text-ink">
          {balances ? formatBRL(balances[key]) : '—'}
        </dd>
      </div>
    ))}
  </dl>
);

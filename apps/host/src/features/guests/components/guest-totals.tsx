import type { GuestTotals as Totals } from '@celebra/contracts';

export type GuestTotalsProps = { totals: Totals };

const cards: { key: keyof Omit<Totals, 'pendingResponses'>; label: string }[] =
  [
    { key: 'confirmed', label: 'Confirmados' },
    { key: 'companions', label: 'Acompanhantes' },
    { key: 'people', label: 'Total de pessoas' },
    { key: 'declined', label: 'Não vão' },
  ];

/** The headcount of the list: guests coming, their companions, both together, who cannot come. */
export const GuestTotals = ({ totals }: GuestTotalsProps) => (
  <dl
    aria-label="Resumo da lista"
    className="grid grid-cols-2 gap-3 lg:grid-cols-4"
  >
    {cards.map(({ key, label }) => (
      <div
        key={key}
        className="flex flex-col gap-1 rounded-card border border-line bg-surface p-4 shadow-sm"
      >
        <dt className="text-sm text-muted">{label}</dt>
        <dd className="text-2xl font-bold text-ink">{totals[key]}</dd>
      </div>
    ))}
  </dl>
);

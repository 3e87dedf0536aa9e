import { getErrorMessage } from '@celebra/api-client';
import { adminTexts } from '@celebra/contracts';
import { InlineLoading, useErrorAlert } from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { dashboardTotalsQuery } from '../api/dashboard-query';

const counters = [
  { key: 'events', label: 'Eventos ativos' },
  { key: 'gifts', label: 'Presentes ativos' },
  { key: 'pendingPayouts', label: 'Repasses pendentes' },
] as const;

/** Active events, active gifts and pending payouts (real counts). */
export const DashboardCounters = () => {
  const { data, isPending, error } = useQuery(dashboardTotalsQuery());
  useErrorAlert(error, adminTexts.adminErrors.dashboardLoad, getErrorMessage);

  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      {counters.map(({ key, label }) => (
        <div
          key={key}
          className="flex flex-col gap-1 rounded-card border border-line bg-surface p-4 shadow-sm"
        >
          <dt className="text-sm font-medium text-muted">{label}</dt>
          <dd className="text-3xl font-bold text-ink">
            {isPending ? <InlineLoading /> : (data?.[key] ?? '-')}
          </dd>
        </div>
      ))}
    </dl>
  );
};

import { useQuery } from '@tanstack/react-query';
import { dashboardQueryOptions } from '../api/dashboard-query';

export type DashboardCountersProps = { eventId: number };

const counters = [
  { key: 'confirmedGuests', label: 'Pessoas confirmadas' },
  { key: 'giftsReceived', label: 'Presentes recebidos' },
  { key: 'messages', label: 'Recados recebidos' },
] as const;

/** Confirmed people, gifts received and messages received: real counts. */
export const DashboardCounters = ({ eventId }: DashboardCountersProps) => {
  const { data } = useQuery(dashboardQueryOptions(eventId));
  return (
    <dl className="grid grid-cols-3 gap-3">
      {counters.map(({ key, label }) => (
        <div
          key={key}
          className="flex flex-col-reverse items-center gap-1 rounded-card border border-line bg-surface p-4 text-center shadow-sm"
        >
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="text-3xl font-bold text-brand-darker">
            {data ? data[key] : '—'}
          </dd>
        </div>
      ))}
    </dl>
  );
};

import { messages } from '@celebra/contracts';
import { formatBRL } from '@celebra/format';
import { Card, InlineLoading } from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { eventBalancesQuery } from '../api/received-gifts-queries';

const cards = [
  { key: 'totalReceived', label: 'Total recebido' },
  { key: 'totalTransferred', label: 'Total sacado' },
  { key: 'totalAvailable', label: 'Disponível' },
  { key: 'totalPending', label: 'Repasse pendente' },
] as const;

/** The four balance cards in BRL (spec admin §2 Event gifts received). */
export const BalanceCards = ({ eventId }: { eventId: string }) => {
  const { data, isPending, error } = useQuery(eventBalancesQuery(eventId));
  useErrorAlert(error, messages.adminErrors.transactionsLoad);
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ key, label }) => (
        <Card key={key} title={label} headingLevel={2}>
          <p className="text-2xl font-bold text-ink">
            {isPending ? <InlineLoading /> : data ? formatBRL(data[key]) : '-'}
          </p>
        </Card>
      ))}
    </div>
  );
};

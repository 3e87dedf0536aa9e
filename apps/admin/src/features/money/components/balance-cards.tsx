import { getErrorMessage } from '@celebra/api-client';
import { adminTexts } from '@celebra/contracts';
import { formatBRL } from '@celebra/format';
import { Card, InlineLoading, useErrorAlert } from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { eventBalancesQuery } from '../api/received-gifts-queries';

const cards = [
  { key: 'totalReceived', label: 'Total recebido' },
  { key: 'totalTransferred', label: 'Total transferido' },
  { key: 'totalAvailable', label: 'Disponível' },
  { key: 'totalPending', label: 'Repasse pendente' },
] as const;

/** The four balance cards in BRL. */
export const BalanceCards = ({ eventId }: { eventId: string }) => {
  const { data, isPending, error } = useQuery(eventBalancesQuery(eventId));
  useErrorAlert(
    error,
    adminTexts.adminErrors.transactionsLoad,
    getErrorMessage,
  );
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

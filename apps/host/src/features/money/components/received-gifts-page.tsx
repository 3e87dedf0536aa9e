import { getErrorMessage } from '@celebra/api-client';
import { messages } from '@celebra/contracts';
import { InlineLoading, useErrorAlert } from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/auth/use-session';
import {
  balancesQueryOptions,
  receivedGiftsQueryOptions,
} from '../api/money-queries';
import { BalanceCards } from './balance-cards';
import { PayoutArea } from './payout-area';
import { ReceivedGiftCard } from './received-gift-card';

/** /gifts-received 'Presentes Recebidos': balances, the payout request and the received orders. */
export const ReceivedGiftsPage = () => {
  const { event } = useSession();
  const balances = useQuery(balancesQueryOptions(event.id));
  const gifts = useQuery(receivedGiftsQueryOptions(event.id));
  useErrorAlert(
    balances.error,
    messages.hostErrors.transactionsLoad,
    getErrorMessage,
  );
  useErrorAlert(
    gifts.error,
    messages.hostErrors.receivedGiftsLoad,
    getErrorMessage,
  );

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink">
        {messages.screens.host.giftsReceivedTitle}
      </h1>
      <section aria-label="Saldo" className="flex flex-col gap-4">
        <BalanceCards balances={balances.data} />
        <div>
          <PayoutArea
            eventId={event.id}
            balances={balances.data}
            loading={balances.isFetching}
          />
        </div>
      </section>
      <section aria-labelledby="received-list" className="flex flex-col gap-3">
        <h2 id="received-list" className="text-lg font-semibold text-ink">
          Presentes
        </h2>
        {gifts.isPending ? (
          <InlineLoading label="Carregando presentes..." showLabel />
        ) : gifts.data && gifts.data.length > 0 ? (
          <ul className="flex flex-col gap-3">
            {gifts.data.map((gift) => (
              <li key={gift.id}>
                <ReceivedGiftCard eventId={event.id} gift={gift} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">{messages.empty.receivedGifts}</p>
        )}
      </section>
    </div>
  );
};

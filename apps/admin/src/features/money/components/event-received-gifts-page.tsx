import { getErrorMessage } from '@celebra/api-client';
import { adminTexts, messages } from '@celebra/contracts';
import { InlineLoading, Pager, usePagedQuery, PageHeader } from '@celebra/ui';
import { useParams } from 'react-router-dom';
import { receivedGiftsQuery } from '../api/received-gifts-queries';
import { BalanceCards } from './balance-cards';
import { ReceivedGiftOrder } from './received-gift-order';

/** /events/{id}/gifts-received: balances and received gift orders, 20 a page. */
export const EventReceivedGiftsPage = () => {
  const { id = '' } = useParams();
  const {
    query: { data: list, isPending },
    pager,
  } = usePagedQuery(
    (page) => receivedGiftsQuery(id, page),
    adminTexts.adminErrors.receivedGiftsLoad,
    getErrorMessage,
  );
  const data = list?.receivedGifts;

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Presentes recebidos" subtitle={`Evento #${id}`} />
      <BalanceCards eventId={id} />
      <h2 className="text-lg font-semibold text-ink">Pedidos</h2>
      {isPending ? (
        <InlineLoading showLabel />
      ) : !data || data.length === 0 ? (
        <p className="rounded-card border border-line bg-surface p-6 text-center text-muted">
          {messages.empty.receivedGifts}
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {data.map((order) => (
            <li key={order.id}>
              <ReceivedGiftOrder order={order} />
            </li>
          ))}
        </ul>
      )}
      <Pager {...pager} />
    </div>
  );
};

import {
  messages,
  ORDER_STATUS_LABELS,
  type ReceivedGift,
} from '@celebra/contracts';
import { formatBRL, formatDateTime } from '@celebra/format';
import { ThankYouToggle } from './thank-you-toggle';

export type ReceivedGiftCardProps = { eventId: number; gift: ReceivedGift };

/** One guest order: who, when, the gifts, what the host receives and its status. */
export const ReceivedGiftCard = ({ eventId, gift }: ReceivedGiftCardProps) => (
  <article className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-sm">
    <header className="flex flex-wrap items-start justify-between gap-2">
      <div>
        <h3 className="font-semibold text-ink">
          {gift.guestName.trim() || messages.screens.common.anonymous}
        </h3>
        <p className="text-sm text-muted">{formatDateTime(gift.createdAt)}</p>
      </div>
      <span className="rounded-full bg-canvas px-3 py-1 text-sm font-medium text-ink ring-1 ring-line">
        {ORDER_STATUS_LABELS[gift.status]}
      </span>
    </header>
    <ul className="flex flex-col gap-2">
      {gift.items.map((item) => (
        <li key={item.id} className="flex items-center gap-3">
          {item.gift.imageUrl ? (
            <img
              src={item.gift.imageUrl}
              alt=""
              loading="lazy"
              className="size-12 rounded-lg object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="size-12 rounded-lg bg-brand-soft"
            />
          )}
          <span className="flex-1 text-ink">{item.giftName}</span>
          <span className="text-sm text-muted">{`Qtd.: ${item.quantity}`}</span>
        </li>
      ))}
    </ul>
    <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3">
      <span className="text-ink">
        {'Valor recebido: '}
        <strong>{formatBRL(gift.userAmount)}</strong>
      </span>
      <ThankYouToggle eventId={eventId} orderId={gift.id} />
    </footer>
  </article>
);

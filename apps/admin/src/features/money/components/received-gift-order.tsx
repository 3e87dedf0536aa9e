import {
  giftKindDetail,
  formatGuestContact,
  messages,
  orderStatusLabel,
  type ReceivedGift,
} from '@celebra/contracts';
import { formatBRL, formatDateTime } from '@celebra/format';
import { Card, Thumbnail } from '@celebra/ui';

/**
 * One order: guest (or 'Anônimo'), date, the guest's contact and note, items with image, name
 * and quantity, total and status.
 */
export const ReceivedGiftOrder = ({ order }: { order: ReceivedGift }) => (
  <Card
    title={order.guestName.trim() || messages.screens.common.anonymous}
    actions={
      <span className="rounded-full bg-canvas px-3 py-1 text-sm font-semibold text-ink ring-1 ring-line">
        {orderStatusLabel(order.status)}
      </span>
    }
  >
    <p className="text-sm text-muted">
      <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
    </p>
    {(order.guestContact || order.guestNote) && (
      <dl className="mt-2 flex flex-col gap-1 text-sm">
        {order.guestContact && (
          <div className="flex flex-wrap gap-x-1">
            <dt className="text-muted">Contato:</dt>
            <dd className="break-all text-ink">
              {formatGuestContact(order.guestContact)}
            </dd>
          </div>
        )}
        {order.guestNote && (
          <div>
            <dt className="text-muted">Recado:</dt>
            <dd className="mt-1 rounded-lg bg-canvas p-3 break-words whitespace-pre-line text-ink">
              {order.guestNote}
            </dd>
          </div>
        )}
      </dl>
    )}
    <ul className="my-3 flex flex-col gap-2">
      {order.items.map((item) => (
        <li key={item.id} className="flex items-center gap-3">
          <Thumbnail url={item.gift.imageUrl} className="border border-line" />
          <span className="flex-1 text-ink">{item.giftName}</span>
          <span className="text-sm text-muted">{giftKindDetail(item)}</span>
        </li>
      ))}
    </ul>
    <p className="text-right font-semibold text-ink">
      Total: {formatBRL(order.total)}
    </p>
  </Card>
);

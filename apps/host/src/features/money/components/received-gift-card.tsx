import { Thumbnail } from '@celebra/ui';
import {
  giftKindDetail,
  hostTexts,
  formatGuestContact,
  messages,
  ORDER_STATUS_LABELS,
  type ReceivedGift,
} from '@celebra/contracts';
import { formatBRL, formatDate, formatDateTime } from '@celebra/format';
import {
  giftThanksSubject,
  ThankYouToggle,
} from '../../../components/thank-you-toggle';

export type ReceivedGiftCardProps = {
  gift: ReceivedGift;
  onToggleThanks: (thanked: boolean) => void;
};

const contactHref = (contact: string): string | null => {
  if (contact.includes('@')) return `mailto:${contact}`;
  if (/^\+55\d{10,11}$/.test(contact)) return `tel:${contact}`;
  return null;
};

/**
 * One guest order: who, how to reach them, when, their note, the gifts, what the host receives,
 * its status and the thanks mark.
 */
export const ReceivedGiftCard = ({
  gift,
  onToggleThanks,
}: ReceivedGiftCardProps) => {
  const contact = gift.guestContact.trim();
  const href = contact ? contactHref(contact) : null;
  const note = gift.guestNote.trim();
  return (
    <article className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-ink">
            {gift.guestName.trim() || messages.screens.common.anonymous}
          </h3>
          {gift.invitationName && (
            <p className="text-sm text-ink">
              {hostTexts.invitations.invitationOf(gift.invitationName)}
            </p>
          )}
          {contact && (
            <p className="text-sm break-all text-ink">
              <span className="sr-only">Contato: </span>
              {href ? (
                <a
                  href={href}
                  className="text-brand-dark underline underline-offset-2 hover:no-underline"
                >
                  {formatGuestContact(contact)}
                </a>
              ) : (
                formatGuestContact(contact)
              )}
            </p>
          )}
          <p className="text-sm text-muted">{formatDateTime(gift.createdAt)}</p>
        </div>
        <span className="rounded-full bg-canvas px-3 py-1 text-sm font-medium text-ink ring-1 ring-line">
          {ORDER_STATUS_LABELS[gift.status]}
        </span>
      </header>
      {note && (
        <figure className="rounded-lg bg-canvas px-3 py-2">
          <figcaption className="text-xs font-semibold text-muted">
            Recado
          </figcaption>
          <blockquote className="break-words whitespace-pre-line text-ink">
            {note}
          </blockquote>
        </figure>
      )}
      <ul className="flex flex-col gap-2">
        {gift.items.map((item) => (
          <li key={item.id} className="flex items-start gap-3">
            <Thumbnail url={item.gift.imageUrl} />
            <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-baseline sm:justify-between sm:gap-3">
              <span className="break-words text-ink">{item.giftName}</span>
              <span className="text-sm text-muted sm:shrink-0 sm:text-right">
                {giftKindDetail(item)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3">
        <span className="text-ink">
          {'Valor recebido: '}
          <strong>{formatBRL(gift.userAmount)}</strong>
        </span>
        <span className="flex flex-wrap items-center gap-2">
          {gift.thankedAt && (
            <span className="text-sm text-muted">
              {`Agradecido em ${formatDate(gift.thankedAt)}`}
            </span>
          )}
          <ThankYouToggle
            thankedAt={gift.thankedAt}
            onToggle={onToggleThanks}
            subject={giftThanksSubject(gift)}
          />
        </span>
      </footer>
    </article>
  );
};

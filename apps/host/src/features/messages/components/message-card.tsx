import {
  formatGuestContact,
  hostTexts,
  type ListedMessage,
  messages,
} from '@celebra/contracts';
import { formatBRL, formatDate, formatDateTime } from '@celebra/format';
import { Button, buttonClasses, Card } from '@celebra/ui';
import {
  giftThanksSubject,
  ThankYouToggle,
} from '../../../components/thank-you-toggle';
import { whatsAppThanksLink } from '../lib/whatsapp-thanks';

const t = hostTexts.screens.messages;

export type MessageCardProps = {
  message: ListedMessage;
  /** The thanks the couple would send, in full (the WhatsApp link types it in). */
  thanksText: string;
  deleting: boolean;
  onDelete: () => void;
  onThankByEmail: () => void;
  onToggleThanks: (thanked: boolean) => void;
};

/** Who sent it, and for a gift or an answer what it came with. */
const senderOf = (message: ListedMessage) =>
  message.senderName || messages.screens.common.anonymous;

const subjectOf = (message: ListedMessage) => {
  const sender = senderOf(message);
  if (message.kind === 'gift')
    return giftThanksSubject({
      guestName: sender,
      items: message.gifts.map((giftName) => ({ giftName })),
    });
  if (message.kind === 'rsvp') return `resposta de presença de ${sender}`;
  return `recado de ${sender}`;
};

const Context = ({ message }: { message: ListedMessage }) => {
  if (message.kind === 'gift')
    return (
      <div className="mt-2 text-sm text-ink">
        <ul className="flex flex-col gap-1">
          {message.gifts.map((gift, index) => (
            <li key={index} className="break-words">
              {gift}
            </li>
          ))}
        </ul>
        {message.amount !== null && (
          <p className="mt-1">
            {'Valor recebido: '}
            <strong>{formatBRL(message.amount)}</strong>
          </p>
        )}
      </div>
    );
  if (message.kind === 'rsvp')
    return (
      <p className="mt-2 text-sm font-medium text-ink">
        {message.attending ? t.attending : t.declined}
        {message.source === 'guest-response' && (
          <span className="block font-normal text-muted">
            {t.pendingReview}
          </span>
        )}
      </p>
    );
  return null;
};

/**
 * One message of 'Recados': its kind, date, sender and how to reach them, what it came with
 * (the gifts and amount, or the answer), the text, and the ways to thank; a recado can be
 * deleted.
 */
export const MessageCard = ({
  message,
  thanksText,
  deleting,
  onDelete,
  onThankByEmail,
  onToggleThanks,
}: MessageCardProps) => {
  const sender = senderOf(message);
  const whatsApp = whatsAppThanksLink(message.phone, thanksText);
  return (
    <Card
      title={sender}
      headingLevel={2}
      actions={
        <span className="rounded-full bg-canvas px-3 py-1 text-sm font-medium text-ink ring-1 ring-line">
          {t.kinds[message.kind]}
        </span>
      }
    >
      <p className="text-sm break-all text-muted">
        <time dateTime={message.createdAt}>
          {formatDateTime(message.createdAt)}
        </time>
        {message.email && (
          <>
            {' · '}
            <a href={`mailto:${message.email}`} className="underline">
              {message.email}
            </a>
          </>
        )}
        {message.phone && ` · ${formatGuestContact(message.phone)}`}
      </p>
      <Context message={message} />
      <p className="mt-2 break-words whitespace-pre-line text-ink">
        {message.message}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-line pt-3">
        {whatsApp && (
          <a
            href={whatsApp}
            target="_blank"
            rel="noreferrer"
            aria-label={`${t.thankByWhatsApp}: ${sender}`}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            onClick={() => {
              if (message.thankedAt === null) onToggleThanks(true);
            }}
          >
            {t.thankByWhatsApp}
          </a>
        )}
        {message.email && (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`${t.thankByEmail}: ${sender}`}
            onClick={onThankByEmail}
          >
            {t.thankByEmail}
          </Button>
        )}
        {message.thankedAt && (
          <span className="text-sm text-muted">
            {`Agradecido em ${formatDate(message.thankedAt)}`}
          </span>
        )}
        <ThankYouToggle
          thankedAt={message.thankedAt}
          onToggle={onToggleThanks}
          subject={subjectOf(message)}
        />
        {message.kind === 'message' && (
          <Button
            variant="danger"
            size="sm"
            loading={deleting}
            aria-label={`Excluir recado de ${sender}`}
            onClick={onDelete}
            className="ml-auto"
          >
            Excluir
          </Button>
        )}
      </div>
    </Card>
  );
};

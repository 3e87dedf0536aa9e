import { giftLineLabel, ORDER_STATUS_LABELS } from '@celebra/contracts';
import { formatBRL, formatDateTime } from '@celebra/format';
import type { ReactNode } from 'react';
import type { EventData } from '../lib/guest-data-view';
import { privacyTexts as t } from '../privacy-texts';

const Group = ({
  title,
  children,
  empty,
}: {
  title: string;
  children: ReactNode;
  empty: boolean;
}) => (
  <div className="flex flex-col gap-2">
    <h4 className="font-semibold">{title}</h4>
    {empty ? <p className="text-muted">{t.nothing}</p> : children}
  </div>
);

const itemClasses = 'rounded-lg border border-line p-3 break-words';

/** What is held about the person on one event: answers, messages and gifts with amounts. */
export const EventDataCard = ({ event }: { event: EventData }) => (
  <article className="flex flex-col gap-4 rounded-card bg-surface p-5 shadow-sm sm:p-6">
    <h3 className="text-lg font-bold">{event.title}</h3>
    <Group title={t.answersTitle} empty={event.answers.length === 0}>
      <ul className="flex flex-col gap-2">
        {event.answers.map((answer, index) => (
          <li key={index} className={itemClasses}>
            <p className="font-medium">
              {`${answer.firstName} ${answer.lastName}`} ·{' '}
              {answer.attending ? t.attending : t.notAttending}
            </p>
            <p className="text-sm text-muted">
              {[
                answer.email,
                answer.phoneNumber && t.phone(answer.phoneNumber),
                answer.companions > 0 && t.companions(answer.companions),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {answer.companionNames.length > 0 && (
              <p className="text-sm">{answer.companionNames.join(', ')}</p>
            )}
            {('note' in answer ? answer.note : answer.message) && (
              <p className="mt-1 whitespace-pre-line">
                {'note' in answer ? answer.note : answer.message}
              </p>
            )}
            <p className="text-sm text-muted">
              {t.sentAt(formatDateTime(answer.createdAt))}
            </p>
          </li>
        ))}
      </ul>
    </Group>
    <Group title={t.messagesTitle} empty={event.messages.length === 0}>
      <ul className="flex flex-col gap-2">
        {event.messages.map((message, index) => (
          <li key={index} className={itemClasses}>
            <p className="whitespace-pre-line">{message.message}</p>
            <p className="text-sm text-muted">
              {`${message.firstName} ${message.lastName} · ${t.sentAt(formatDateTime(message.createdAt))}`}
            </p>
          </li>
        ))}
      </ul>
    </Group>
    <Group title={t.giftsTitle} empty={event.gifts.length === 0}>
      <ul className="flex flex-col gap-2">
        {event.gifts.map((gift) => (
          <li key={gift.id} className={itemClasses}>
            <p className="font-medium">
              {gift.items
                .map((item) => giftLineLabel({ ...item, kind: item.giftKind }))
                .join(', ')}
            </p>
            <p>
              {t.giftPaid(formatBRL(gift.chargedAmount))} ·{' '}
              {ORDER_STATUS_LABELS[gift.status]}
            </p>
            <p className="text-sm text-muted">
              {`${gift.guestName} · ${gift.guestContact} · ${formatDateTime(gift.createdAt)}`}
            </p>
            {gift.guestNote && (
              <p className="mt-1 whitespace-pre-line">
                <span className="font-medium">{`${t.giftNote}: `}</span>
                {gift.guestNote}
              </p>
            )}
          </li>
        ))}
      </ul>
    </Group>
  </article>
);

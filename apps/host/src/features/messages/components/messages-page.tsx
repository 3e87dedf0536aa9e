import { alertFailure } from '@celebra/shell';
import { getErrorMessage } from '@celebra/api-client';
import {
  hostTexts,
  type ListedMessage,
  type MessageKind,
  messages,
} from '@celebra/contracts';
import {
  alertSuccess,
  confirmAction,
  InlineLoading,
  Pager,
  usePagedQuery,
} from '@celebra/ui';
import { useState } from 'react';
import { useSession } from '../../../lib/auth/use-session';
import { useCurrentEvent } from '../../../lib/current-event/current-event-context';
import { guestMessagesQueryOptions } from '../api/guest-messages-query';
import { useDeleteGuestMessage } from '../api/use-delete-guest-message';
import {
  useSetMessageThanked,
  useThankByEmail,
} from '../api/use-message-thanks';
import { MessageCard } from './message-card';
import { MessageKindFilter } from './message-kind-filter';
import { ThanksEmailModal } from './thanks-email-modal';

const keyOf = (message: ListedMessage) => `${message.source}-${message.id}`;

/** One kind's list (every kind without `kind`), 20 a page, from its first page. */
const MessageList = ({ kind }: { kind: MessageKind | undefined }) => {
  const { event } = useCurrentEvent();
  const { user } = useSession();
  const { query: list, pager } = usePagedQuery(
    (page) => guestMessagesQueryOptions(event.id, kind, page),
    hostTexts.hostErrors.messagesLoad,
    getErrorMessage,
  );
  const shown = list.data?.messages ?? [];
  const remove = useDeleteGuestMessage(event.id);
  const setThanked = useSetMessageThanked(event.id);
  const thankByEmail = useThankByEmail(event.id);
  const [emailing, setEmailing] = useState<ListedMessage | null>(null);

  const thanksTextOf = (message: ListedMessage) =>
    hostTexts.screens.messages.thanksText({
      kind: message.kind,
      firstName: message.senderName.split(' ')[0] ?? '',
      attending: message.kind === 'rsvp' ? message.attending : undefined,
      signature: user.first_name,
    });

  const onDelete = async (message: ListedMessage) => {
    const confirmed = await confirmAction({
      title: 'Excluir recado?',
      text: `O recado de ${message.senderName} será removido do seu site.`,
      confirmText: 'Excluir',
    });
    if (!confirmed) return;
    remove.mutate(message.id, {
      onSuccess: () => void alertSuccess(hostTexts.success.messageRemoved),
      onError: alertFailure(hostTexts.hostErrors.messageDelete),
    });
  };

  const onToggleThanks = (message: ListedMessage, thanked: boolean) =>
    setThanked.mutate(
      { source: message.source, id: message.id, thanked },
      { onError: alertFailure(hostTexts.hostErrors.giftThanks) },
    );

  const onSendThanks = (text: string) => {
    if (!emailing) return;
    thankByEmail.mutate(
      { source: emailing.source, id: emailing.id, text },
      {
        onSuccess: (answer) => {
          setEmailing(null);
          void alertSuccess(answer.message);
        },
        onError: alertFailure(hostTexts.hostErrors.thanksEmail),
      },
    );
  };

  return (
    <>
      {list.isPending ? (
        <InlineLoading label="Carregando recados..." showLabel />
      ) : shown.length > 0 ? (
        <ul className="grid gap-4 md:grid-cols-2">
          {shown.map((message) => (
            <li key={keyOf(message)}>
              <MessageCard
                message={message}
                thanksText={thanksTextOf(message)}
                deleting={
                  message.kind === 'message' &&
                  remove.isPending &&
                  remove.variables === message.id
                }
                onDelete={() => void onDelete(message)}
                onThankByEmail={() => setEmailing(message)}
                onToggleThanks={(thanked) => onToggleThanks(message, thanked)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">{messages.empty.messages}</p>
      )}
      <Pager {...pager} />
      <ThanksEmailModal
        message={emailing}
        initialText={emailing ? thanksTextOf(emailing) : ''}
        sending={thankByEmail.isPending}
        onClose={() => setEmailing(null)}
        onSend={onSendThanks}
      />
    </>
  );
};

/**
 * /messages 'Recados': the recados left on the site, the notes of received gifts and the
 * attendance messages in one list, filtered by kind, each thanked by WhatsApp or e-mail.
 */
export const MessagesPage = () => {
  const [kind, setKind] = useState<MessageKind>();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink">
        {hostTexts.screens.host.messagesTitle}
      </h1>
      <MessageKindFilter value={kind} onChange={setKind} />
      <MessageList key={kind ?? 'all'} kind={kind} />
    </div>
  );
};

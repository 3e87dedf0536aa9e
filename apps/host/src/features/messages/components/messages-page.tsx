import { getErrorMessage } from '@celebra/api-client';
import { type GuestMessage, messages } from '@celebra/contracts';
import {
  alertError,
  alertSuccess,
  confirmAction,
  InlineLoading,
  useErrorAlert,
} from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/auth/use-session';
import { guestMessagesQueryOptions } from '../api/guest-messages-query';
import { useDeleteGuestMessage } from '../api/use-delete-guest-message';
import { MessageCard } from './message-card';

/** /messages 'Recados': the messages guests left on the site, each deletable. */
export const MessagesPage = () => {
  const { event } = useSession();
  const list = useQuery(guestMessagesQueryOptions(event.id));
  const remove = useDeleteGuestMessage(event.id);
  useErrorAlert(list.error, messages.hostErrors.messagesLoad, getErrorMessage);

  const onDelete = async (message: GuestMessage) => {
    const confirmed = await confirmAction({
      title: 'Excluir recado?',
      text: `O recado de ${message.firstName} ${message.lastName} será removido do seu site.`,
      confirmText: 'Excluir',
    });
    if (!confirmed) return;
    remove.mutate(message.id, {
      onSuccess: () => void alertSuccess(messages.success.messageRemoved),
      onError: (error) =>
        void alertError(
          getErrorMessage(error, messages.hostErrors.messageDelete),
        ),
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink">
        {messages.screens.host.messagesTitle}
      </h1>
      {list.isPending ? (
        <InlineLoading label="Carregando recados..." showLabel />
      ) : list.data && list.data.length > 0 ? (
        <ul className="grid gap-4 md:grid-cols-2">
          {list.data.map((message) => (
            <li key={message.id}>
              <MessageCard
                message={message}
                deleting={remove.isPending && remove.variables === message.id}
                onDelete={() => void onDelete(message)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">{messages.empty.messages}</p>
      )}
    </div>
  );
};

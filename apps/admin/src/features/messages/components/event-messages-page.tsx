import { alertFailure } from '@celebra/shell';
import { getErrorMessage } from '@celebra/api-client';
import { adminTexts, messages, type GuestMessage } from '@celebra/contracts';
import {
  alertSuccess,
  InlineLoading,
  Pager,
  usePagedQuery,
  PageHeader,
} from '@celebra/ui';
import { useParams } from 'react-router-dom';
import {
  eventMessagesQuery,
  useDeleteEventMessage,
} from '../api/messages-queries';
import { MessageCard } from './message-card';
import { confirmDelete } from '../../../lib/save-feedback';

/** /events/{id}/messages: the guests' messages, 20 a page, each deletable. */
export const EventMessagesPage = () => {
  const { id = '' } = useParams();
  const {
    query: { data: list, isPending },
    pager,
  } = usePagedQuery(
    (page) => eventMessagesQuery(id, page),
    adminTexts.adminErrors.messagesLoad,
    getErrorMessage,
  );
  const data = list?.messages;
  const remove = useDeleteEventMessage(id);

  const askToDelete = async (message: GuestMessage) => {
    if (!(await confirmDelete('Excluir'))) return;
    remove.mutate(message.id, {
      onSuccess: (response) => void alertSuccess(response.message),
      onError: alertFailure(adminTexts.adminErrors.messageDelete),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Recados" subtitle={`Evento #${id}`} />
      {isPending ? (
        <InlineLoading showLabel />
      ) : !data || data.length === 0 ? (
        <p className="rounded-card border border-line bg-surface p-6 text-center text-muted">
          {messages.empty.messages}
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {data.map((message) => (
            <li key={message.id}>
              <MessageCard
                message={message}
                onDelete={(chosen) => void askToDelete(chosen)}
                deleting={remove.isPending && remove.variables === message.id}
              />
            </li>
          ))}
        </ul>
      )}
      <Pager {...pager} />
    </div>
  );
};

import type { GuestMessage } from '@celebra/contracts';
import { formatDateTime } from '@celebra/format';
import { Button, Card } from '@celebra/ui';

export type MessageCardProps = {
  message: GuestMessage;
  onDelete: (message: GuestMessage) => void;
  deleting: boolean;
};

/** Date, sender, e-mail and text of one message, with its delete button. */
export const MessageCard = ({
  message,
  onDelete,
  deleting,
}: MessageCardProps) => {
  const sender = `${message.firstName} ${message.lastName}`;
  return (
    <Card
      title={sender}
      actions={
        <Button
          size="sm"
          variant="danger"
          loading={deleting}
          aria-label={`Excluir recado de ${sender}`}
          onClick={() => onDelete(message)}
        >
          Excluir
        </Button>
      }
    >
      <p className="text-sm text-muted">
        <time dateTime={message.createdAt}>
          {formatDateTime(message.createdAt)}
        </time>{' '}
        · {message.email}
      </p>
      <p className="mt-2 whitespace-pre-line text-ink">{message.message}</p>
    </Card>
  );
};

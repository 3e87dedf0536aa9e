import type { GuestMessage } from '@celebra/contracts';
import { formatDateTime } from '@celebra/format';
import { Button, Card } from '@celebra/ui';

export type MessageCardProps = {
  message: GuestMessage;
  deleting: boolean;
  onDelete: () => void;
};

/** One message: date, sender, e-mail and text (newlines kept), with its delete button. */
export const MessageCard = ({
  message,
  deleting,
  onDelete,
}: MessageCardProps) => {
  const sender = `${message.firstName} ${message.lastName}`;
  return (
    <Card
      title={sender}
      headingLevel={2}
      actions={
        <Button
          variant="danger"
          size="sm"
          loading={deleting}
          aria-label={`Excluir recado de ${sender}`}
          onClick={onDelete}
        >
          Excluir
        </Button>
      }
    >
      <p className="text-sm text-muted">
        <time dateTime={message.createdAt}>
          {formatDateTime(message.createdAt)}
        </time>
        {' · '}
        <a href={`mailto:${message.email}`} className="underline">
          {message.email}
        </a>
      </p>
      <p className="mt-2 whitespace-pre-line break-words text-ink">
        {message.message}
      </p>
    </Card>
  );
};

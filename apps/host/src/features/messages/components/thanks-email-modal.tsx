import {
  hostTexts,
  type ListedMessage,
  messageThanksEmailBodySchema,
} from '@celebra/contracts';
import { Button, Modal, TextAreaField } from '@celebra/ui';
import { type FormEvent, useState } from 'react';

const t = hostTexts.screens.messages;

export type ThanksEmailModalProps = {
  /** The message whose sender is thanked; null while closed. */
  message: ListedMessage | null;
  /** The pt-BR thanks the couple starts from. */
  initialText: string;
  sending: boolean;
  onClose: () => void;
  onSend: (text: string) => void;
};

const ThanksForm = ({
  message,
  initialText,
  sending,
  onSend,
}: Omit<ThanksEmailModalProps, 'message' | 'onClose'> & {
  message: ListedMessage;
}) => {
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = messageThanksEmailBodySchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    onSend(parsed.data.text);
  };
  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={submit}>
      <p className="text-sm break-all text-muted">{`Para: ${message.email}`}</p>
      <TextAreaField
        label={t.thanksTextLabel}
        hint={t.thanksTextHint}
        rows={8}
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" loading={sending} className="self-end">
        {t.sendThanks}
      </Button>
    </form>
  );
};

/**
 * The thanks e-mail to a message's sender, pre-written in pt-BR and editable before sending.
 * The last message stays in the dialog while it fades out.
 */
export const ThanksEmailModal = ({
  message,
  onClose,
  ...form
}: ThanksEmailModalProps) => {
  const [shown, setShown] = useState(message);
  if (message !== null && message !== shown) setShown(message);
  return (
    <Modal open={message !== null} onClose={onClose} title={t.thanksModalTitle}>
      {shown && (
        <ThanksForm
          key={`${shown.source}-${shown.id}`}
          message={shown}
          {...form}
        />
      )}
    </Modal>
  );
};

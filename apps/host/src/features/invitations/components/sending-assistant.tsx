import { getErrorMessage } from '@celebra/api-client';
import { type HostInvitation, hostTexts } from '@celebra/contracts';
import { alertFailure } from '@celebra/shell';
import {
  alertSuccess,
  Button,
  buttonClasses,
  InlineLoading,
  Modal,
  ProgressBar,
  useErrorAlert,
} from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SettingSwitch } from '../../../components/setting-switch';
import { sendingQueueQueryOptions } from '../api/invitations-queries';
import {
  useMarkSent,
  useSendInvitationEmails,
} from '../api/use-invitation-mutations';
import {
  invitationText,
  personalLink,
  whatsAppLink,
} from '../lib/invitation-links';

const t = hostTexts.invitations.sending;

type Mode = 'not-sent' | 'awaiting';

export type SendingAssistantProps = {
  eventId: number;
  eventTitle: string;
  siteUrl: string;
  template: string;
  open: boolean;
  onClose: () => void;
};

type QueueProps = Omit<SendingAssistantProps, 'open' | 'onClose'> & {
  mode: Mode;
};

/**
 * The invitations to walk, fixed when the assistant opens: not sent yet, or (reminders) sent and
 * still awaiting an answer. Sending one marks it sent, so the list's own order must not move under it.
 */
const SendingQueue = ({
  eventId,
  eventTitle,
  siteUrl,
  template,
  mode,
}: QueueProps) => {
  const query = useQuery({
    ...sendingQueueQueryOptions(eventId, mode),
    gcTime: 0,
  });
  useErrorAlert(query.error, hostTexts.invitations.loadFailed, getErrorMessage);
  const [queue, setQueue] = useState<HostInvitation[] | null>(null);
  const [index, setIndex] = useState(0);
  const markSent = useMarkSent(eventId);
  const sendEmails = useSendInvitationEmails(eventId);
  if (queue === null && query.data)
    setQueue(
      mode === 'awaiting'
        ? query.data.items.filter(
            (invitation) =>
              invitation.sentAt !== null && !invitation.needsReview,
          )
        : query.data.items,
    );
  if (!queue) return <InlineLoading showLabel />;

  const withEmail =
    mode === 'not-sent'
      ? queue.filter((invitation) => invitation.email !== '').length
      : 0;
  const emailAll = withEmail > 0 && (
    <div className="flex flex-col gap-2 border-t border-line pt-4">
      <Button
        variant="secondary"
        loading={sendEmails.isPending}
        disabled={sendEmails.isSuccess}
        onClick={() =>
          sendEmails.mutate(undefined, {
            onSuccess: ({ queued }) =>
              void alertSuccess(t.emailAllDone(queued)),
            onError: alertFailure(t.emailAllFailed),
          })
        }
      >
        {t.emailAll(withEmail)}
      </Button>
    </div>
  );

  const current = queue[index];
  if (!current)
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="text-ink">
          {queue.length === 0
            ? mode === 'awaiting'
              ? t.noneToRemind
              : t.noneToSend
            : t.allDone}
        </p>
        {emailAll}
      </div>
    );

  const text = invitationText(
    template,
    current,
    eventTitle,
    personalLink(siteUrl, current.code),
  );
  const whatsApp = whatsAppLink(current.phoneNumber, text);
  const next = () => setIndex((value) => value + 1);
  return (
    <div className="flex flex-col gap-4">
      <ProgressBar
        value={(index / queue.length) * 100}
        showValue={false}
        label={t.progress(index + 1, queue.length)}
      />
      <h3 className="text-lg font-semibold break-words text-ink">
        {current.name}
      </h3>
      <figure aria-label={t.preview} className="rounded-lg bg-canvas px-3 py-2">
        <figcaption className="text-xs font-semibold text-muted">
          {t.preview}
        </figcaption>
        <p className="break-words whitespace-pre-line text-ink">{text}</p>
      </figure>
      {!whatsApp && (
        <p role="note" className="text-sm text-ink">
          {t.noPhoneNote}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={next}>
          {t.skip}
        </Button>
        {whatsApp && (
          <a
            href={whatsApp}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses()}
            onClick={() => {
              if (mode === 'not-sent')
                markSent.mutate(current.id, {
                  onError: alertFailure(hostTexts.invitations.markSentFailed),
                });
              next();
            }}
          >
            {hostTexts.invitations.whatsapp}
          </a>
        )}
      </div>
      {emailAll}
    </div>
  );
};

/** 'Assistente de envio': one invitation at a time, one tap to open WhatsApp and go on. */
export const SendingAssistant = ({
  open,
  onClose,
  ...queue
}: SendingAssistantProps) => {
  const [mode, setMode] = useState<Mode>('not-sent');
  return (
    <Modal open={open} onClose={onClose} title={t.title} size="md">
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t.intro}</p>
        <SettingSwitch
          label={t.reminders}
          description={t.remindersDescription}
          checked={mode === 'awaiting'}
          onChange={(on) => setMode(on ? 'awaiting' : 'not-sent')}
        />
        {open && <SendingQueue key={mode} mode={mode} {...queue} />}
      </div>
    </Modal>
  );
};

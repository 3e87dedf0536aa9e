import { type HostInvitation, hostTexts } from '@celebra/contracts';
import { Button, Field, InlineLoading, Modal } from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { invitationsQueryOptions } from '../api/invitations-queries';

const t = hostTexts.invitations.reviewing;

export type LinkInvitationModalProps = {
  eventId: number;
  /** The answer to review being linked; null: closed. */
  invitation: HostInvitation | null;
  linking: boolean;
  onLink: (targetInvitationId: number) => void;
  onClose: () => void;
};

const Targets = ({
  eventId,
  invitation,
  linking,
  onLink,
}: Omit<LinkInvitationModalProps, 'onClose' | 'invitation'> & {
  invitation: HostInvitation;
}) => {
  const [q, setQ] = useState('');
  const search = q.trim();
  const found = useQuery({
    ...invitationsQueryOptions(eventId, search ? { q: search } : {}),
  });
  const targets = (found.data?.items ?? []).filter(
    (target) => target.id !== invitation.id,
  );
  return (
    <div className="flex flex-col gap-3">
      <Field
        label={t.linkSearch}
        type="search"
        autoComplete="off"
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      {found.isPending ? (
        <InlineLoading showLabel />
      ) : targets.length === 0 ? (
        <p className="text-muted">{t.noTargets}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {targets.map((target) => (
            <li
              key={target.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line p-2"
            >
              <span className="min-w-0 text-ink">
                <span className="font-semibold">{target.name}</span>
                <span className="block text-sm text-muted">
                  {target.members
                    .map((member) => `${member.firstName} ${member.lastName}`)
                    .join(', ')}
                </span>
              </span>
              <Button
                size="sm"
                disabled={linking}
                aria-label={t.linkTo(target.name)}
                onClick={() => onLink(target.id)}
              >
                {t.linkButton}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};

/** 'Vincular a um convite': search the list and pick the invitation the answer belongs to. */
export const LinkInvitationModal = ({
  invitation,
  onClose,
  ...props
}: LinkInvitationModalProps) => (
  <Modal
    open={invitation !== null}
    onClose={onClose}
    title={invitation ? t.linkTitle(invitation.name) : t.link}
    size="md"
  >
    {invitation && <Targets invitation={invitation} {...props} />}
  </Modal>
);

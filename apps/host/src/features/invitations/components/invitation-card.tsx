import {
  type HostInvitation,
  hostTexts,
  type InvitationMember,
} from '@celebra/contracts';
import { formatAttendance, formatBRL } from '@celebra/format';
import { Button, buttonClasses, CopyButton, cx } from '@celebra/ui';
import type { ReactNode } from 'react';

const t = hostTexts.invitations;

export type InvitationCardProps = {
  invitation: HostInvitation;
  /** The personal link and the WhatsApp conversation with the message (null without a phone). */
  link: string;
  whatsApp: string | null;
  busy: boolean;
  onWhatsApp: () => void;
  onEmail: () => void;
  onNewLink: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onThanked: (thanked: boolean) => void;
  /** The review actions and the members' answers waiting for review, when any. */
  review?: ReactNode;
};

const answerClasses = (attending: boolean | null) =>
  attending === null
    ? 'bg-canvas text-ink ring-line'
    : attending
      ? 'bg-success text-white ring-success'
      : 'bg-danger text-white ring-danger';

const Member = ({ member }: { member: InvitationMember }) => (
  <li className="flex flex-wrap items-center gap-2">
    <span className="text-ink">
      {member.firstName} {member.lastName}
    </span>
    {member.isChild && (
      <span className="text-xs font-medium text-muted">{t.child}</span>
    )}
    <span
      className={cx(
        'rounded-full px-2 py-0.5 text-xs font-semibold ring-1',
        answerClasses(member.attending),
      )}
    >
      {formatAttendance(member.attending)}
    </span>
  </li>
);

/**
 * One invitation: its people with their answers, companions, state, gifts and thanks, and the
 * ways to send it (WhatsApp, link, e-mail), a new link, edit and delete.
 */
export const InvitationCard = ({
  invitation,
  link,
  whatsApp,
  busy,
  onWhatsApp,
  onEmail,
  onNewLink,
  onEdit,
  onDelete,
  onThanked,
  review,
}: InvitationCardProps) => {
  const titleId = `invitation-${invitation.id}-title`;
  const companionNames = invitation.members.flatMap(
    (member) => member.companionNames,
  );
  const { gifts } = invitation;
  const thanked = gifts.unthanked === 0;
  const action = (label: string) => t.actionFor(label, invitation.name);
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold break-words text-ink">
            {invitation.name}
          </h2>
          {invitation.groupName && (
            <p className="text-sm text-muted">{invitation.groupName}</p>
          )}
        </div>
        <span className="flex flex-wrap gap-1">
          {invitation.needsReview && (
            <span className="rounded-full bg-brand-soft px-3 py-1 text-sm font-medium text-ink ring-1 ring-brand-dark">
              {t.review}
            </span>
          )}
          <span className="rounded-full bg-canvas px-3 py-1 text-sm font-medium text-ink ring-1 ring-line">
            {t.states[invitation.state]}
          </span>
        </span>
      </header>
      <ul
        aria-label={t.membersOf(invitation.name)}
        className="flex flex-col gap-1"
      >
        {invitation.members.map((member) => (
          <Member key={member.id} member={member} />
        ))}
      </ul>
      {(invitation.maxCompanions > 0 || companionNames.length > 0) && (
        <p className="text-sm text-muted">
          {companionNames.length > 0
            ? t.companionsNamed(companionNames.join(', '))
            : t.companionsAllowed(invitation.maxCompanions)}
        </p>
      )}
      {invitation.message && (
        <p className="rounded-lg bg-canvas px-3 py-2 text-sm break-words whitespace-pre-line text-ink">
          <span className="font-semibold">{t.message}: </span>
          {invitation.message}
        </p>
      )}
      {gifts.count > 0 && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
          <span>{t.giftsSummary(gifts.count, formatBRL(gifts.amount))}</span>
          <button
            type="button"
            aria-pressed={thanked}
            aria-label={t.thankedLabel(invitation.name)}
            onClick={() => onThanked(!thanked)}
            className={cx(
              'rounded-full border px-3 py-0.5 text-sm font-medium',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark',
              thanked
                ? 'border-success bg-success text-white'
                : 'border-field-border bg-surface text-ink hover:bg-canvas',
            )}
          >
            {thanked ? `✓ ${t.thanked}` : t.toThank}
          </button>
        </p>
      )}
      {review}
      <footer className="flex flex-wrap items-start gap-2 border-t border-line pt-3">
        {whatsApp ? (
          <a
            href={whatsApp}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={action(t.whatsapp)}
            onClick={onWhatsApp}
            className={buttonClasses({ size: 'sm' })}
          >
            {t.whatsapp}
          </a>
        ) : (
          <span className="self-center text-sm text-muted">{t.noPhone}</span>
        )}
        <CopyButton
          text={link}
          label={`${t.copyLink} ${invitation.name}`}
          align="start"
        />
        {invitation.email && (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            aria-label={action(t.email)}
            onClick={onEmail}
          >
            {t.email}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          aria-label={action(t.newLink)}
          onClick={onNewLink}
        >
          {t.newLink}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={action(t.edit)}
          onClick={onEdit}
        >
          {t.edit}
        </Button>
        <Button
          size="sm"
          variant="danger"
          disabled={busy}
          aria-label={action(t.remove)}
          onClick={onDelete}
        >
          {t.remove}
        </Button>
      </footer>
    </article>
  );
};

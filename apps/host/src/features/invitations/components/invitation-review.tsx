import {
  type GuestResponse,
  type HostInvitation,
  hostTexts,
  type InvitationMember,
} from '@celebra/contracts';
import {
  formatAttendance,
  formatCompanions,
  formatDateTime,
} from '@celebra/format';
import { Button } from '@celebra/ui';

const t = hostTexts.invitations;

export type MemberResponseTarget = {
  member: InvitationMember;
  response: GuestResponse;
};

export type InvitationReviewProps = {
  invitation: HostInvitation;
  busy: boolean;
  onLink: () => void;
  onAccept: () => void;
  onMemberResponse: (
    target: MemberResponseTarget,
    decision: 'accept' | 'discard',
  ) => void;
};

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

/**
 * What waits for the host on an invitation: an answer from someone not on the list ('Vincular a
 * um convite', 'Aceitar como novo'), and answers sent from the site's open form with a member's
 * e-mail (accept or discard, nothing changes until then).
 */
export const InvitationReview = ({
  invitation,
  busy,
  onLink,
  onAccept,
  onMemberResponse,
}: InvitationReviewProps) => {
  const pending = invitation.members.flatMap((member) =>
    member.pendingResponses.map((response) => ({ member, response })),
  );
  if (!invitation.needsReview && pending.length === 0) return null;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-brand-dark bg-brand-soft p-3">
      {invitation.needsReview && (
        <>
          <p className="text-sm text-ink">{t.reviewing.text}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={busy}
              aria-label={t.actionFor(t.reviewing.link, invitation.name)}
              onClick={onLink}
            >
              {t.reviewing.link}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              aria-label={t.actionFor(t.reviewing.accept, invitation.name)}
              onClick={onAccept}
            >
              {t.reviewing.accept}
            </Button>
          </div>
        </>
      )}
      {pending.map(({ member, response }) => (
        <section
          key={response.id}
          aria-label={`Resposta a revisar de ${fullName(member)}`}
          className="flex flex-col gap-2 rounded-lg bg-surface p-3"
        >
          <p className="text-sm text-ink">
            Resposta enviada pelo site com o e-mail de{' '}
            <strong>{fullName(member)}</strong>. Confira se veio mesmo desta
            pessoa: aceitar atualiza a presença, os acompanhantes e a mensagem.
          </p>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold text-muted">Enviada em</dt>
            <dd className="text-ink">{formatDateTime(response.createdAt)}</dd>
            <dt className="font-semibold text-muted">Nome informado</dt>
            <dd className="text-ink">{fullName(response)}</dd>
            <dt className="font-semibold text-muted">Presença</dt>
            <dd className="text-ink">{formatAttendance(response.attending)}</dd>
            <dt className="font-semibold text-muted">Acompanhantes</dt>
            <dd className="text-ink">{formatCompanions(response)}</dd>
            <dt className="font-semibold text-muted">Mensagem</dt>
            <dd className="break-words whitespace-pre-line text-ink">
              {response.message ?? '—'}
            </dd>
          </dl>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={busy}
              aria-label={`Aceitar a resposta enviada para ${fullName(member)}`}
              onClick={() => onMemberResponse({ member, response }, 'accept')}
            >
              Aceitar
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              aria-label={`Descartar a resposta enviada para ${fullName(member)}`}
              onClick={() => onMemberResponse({ member, response }, 'discard')}
            >
              Descartar
            </Button>
          </div>
        </section>
      ))}
    </div>
  );
};

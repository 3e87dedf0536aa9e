import type { InvitationState } from './invitations.constants';

/** The furthest step an invitation reached: 'não enviado' → 'enviado' → 'aberto' → 'respondeu'. */
export function invitationState(invitation: {
  sentAt: Date | string | null;
  firstOpenedAt: Date | string | null;
  answeredAt: Date | string | null;
}): InvitationState {
  if (invitation.answeredAt !== null) return 'answered';
  if (invitation.firstOpenedAt !== null) return 'opened';
  if (invitation.sentAt !== null) return 'sent';
  return 'not-sent';
}

import type {
  EventRole,
  InvitableRole,
  InvitationStatus,
} from '@celebra/contracts';

/** Where an invitation stands: accepted and revoked are final, expired once its time passed. */
export function invitationStatus(
  invitation: {
    acceptedAt: Date | null;
    revokedAt: Date | null;
    expiresAt: Date;
  },
  now: Date,
): InvitationStatus {
  if (invitation.acceptedAt) return 'accepted';
  if (invitation.revokedAt) return 'revoked';
  if (invitation.expiresAt <= now) return 'expired';
  return 'pending';
}

/** 'ana.souza@gmail.com' → 'a***@gmail.com': enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** An invitation's role (the table's check keeps 'owner' out of it). */
export function invitedRole(role: EventRole): InvitableRole {
  if (role === 'owner')
    throw new Error('an invitation never gives the owner role');
  return role;
}

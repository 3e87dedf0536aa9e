import {
  type AcceptInvitationResponse,
  type InvitationRegisterBody,
  type InvitationRegisterResponse,
  type InvitationViewResponse,
  type MemberEvent,
  strongerRole,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { Db, DbOrTx } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import { recordActivity } from '../../lib/activity';
import { memberRole, putMember } from '../../lib/event-members';
import { hashPassword } from '../../lib/passwords';
import { hashSessionToken } from '../../lib/session-token';
import type { SessionService } from '../../lib/sessions';
import {
  accountConflict,
  insertAccount,
} from '../accounts/registration.service';
import {
  findInvitationByTokenHash,
  type FoundInvitation,
  markInvitationAccepted,
} from './invitations.repository';
import { invitationStatus, invitedRole, maskEmail } from './invitation-status';

export type InvitationsService = ReturnType<typeof createInvitationsService>;

const m = apiTexts.members;

const invitationNotFound = () =>
  new AppError('NOT_FOUND', m.invitationNotFound);
const emailHasAccount = () =>
  new AppError('CONFLICT', m.invitationEmailHasAccount);

/** Why an invitation can no longer be accepted: 409 accepted, 410 revoked or expired. */
function refusal(invitation: FoundInvitation, now: Date): AppError | null {
  switch (invitationStatus(invitation, now)) {
    case 'accepted':
      return new AppError('CONFLICT', m.invitationAlreadyAccepted);
    case 'revoked':
      return new AppError('GONE', m.invitationCancelled);
    case 'expired':
      return new AppError('GONE', m.invitationExpired);
    case 'pending':
      return null;
  }
}

/**
 * An invitation link (`/convite/<token>`): what it offers, its acceptance by a signed-in
 * account (whatever its e-mail: the link is the proof), and an account made for the invited
 * e-mail. The token is found by its SHA-256 only.
 */
export function createInvitationsService(deps: {
  db: Db;
  sessions: SessionService;
  now?: () => Date;
}) {
  const { db, sessions } = deps;
  const now = deps.now ?? (() => new Date());

  /** The pending invitation of `token`, locked; 404, 409 or 410 otherwise. */
  async function claimable(tx: DbOrTx, token: string) {
    const invitation = await findInvitationByTokenHash(
      tx,
      hashSessionToken(token),
      { lock: true },
    );
    if (!invitation) throw invitationNotFound();
    const refused = refusal(invitation, now());
    if (refused) throw refused;
    return invitation;
  }

  /**
   * Makes `userId` a member with the invitation's role (a member already keeps the stronger of
   * both roles) and marks the invitation accepted.
   */
  async function join(
    tx: DbOrTx,
    invitation: FoundInvitation,
    userId: number,
  ): Promise<MemberEvent> {
    const { eventId } = invitation;
    const current = await memberRole(tx, eventId, userId);
    const role = current
      ? strongerRole(current, invitation.role)
      : invitation.role;
    await putMember(tx, { eventId, userId, role });
    await markInvitationAccepted(tx, invitation.id, userId, now());
    if (!current)
      await recordActivity(tx, {
        eventId,
        actorId: userId,
        action: 'member_joined',
      });
    return {
      id: eventId,
      slug: invitation.eventSlug,
      title: invitation.eventTitle,
      role,
    };
  }

  return {
    async view(token: string): Promise<InvitationViewResponse> {
      const invitation = await findInvitationByTokenHash(
        db,
        hashSessionToken(token),
      );
      if (!invitation) throw invitationNotFound();
      return {
        success: true,
        invitation: {
          eventTitle: invitation.eventTitle,
          invitedBy: invitation.inviterFirstName,
          role: invitedRole(invitation.role),
          email: maskEmail(invitation.email),
          status: invitationStatus(invitation, now()),
          expiresAt: invitation.expiresAt.toISOString(),
        },
      };
    },

    async accept(
      userId: number,
      token: string,
    ): Promise<AcceptInvitationResponse> {
      const event = await db.transaction(async (tx) =>
        join(tx, await claimable(tx, token), userId),
      );
      return { success: true, message: m.invitationAccepted, event };
    },

    /**
     * An account for the invited e-mail (409 when it already has one: sign in and accept),
     * the invitation accepted and a session, in one transaction.
     */
    async register(
      token: string,
      body: InvitationRegisterBody,
      device: string,
    ): Promise<InvitationRegisterResponse> {
      const passwordHash = await hashPassword(body.password);
      try {
        return await db.transaction(async (tx) => {
          const invitation = await claimable(tx, token);
          const userId = await insertAccount(
            tx,
            {
              firstName: body.firstName,
              lastName: body.lastName,
              email: invitation.email,
              phoneNumber: body.phoneNumber,
              passwordHash,
            },
            emailHasAccount,
          );
          const event = await join(tx, invitation, userId);
          return {
            success: true,
            message: apiTexts.success.registered,
            token: await sessions.open(tx, { userId }, device),
            id: userId,
            event,
          };
        });
      } catch (error) {
        throw accountConflict(error, emailHasAccount) ?? error;
      }
    },
  };
}

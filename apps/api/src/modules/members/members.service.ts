import {
  INVITATION_TTL_DAYS,
  type InviteMemberBody,
  type InviteMemberResponse,
  type ListEventMembersResponse,
  type MembersChangeResponse,
  type PendingInvitation,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { Db } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import { recordActivity } from '../../lib/activity';
import { lockEvent } from '../../lib/event-lock';
import { memberRole } from '../../lib/event-members';
import { hashSessionToken, newSessionToken } from '../../lib/session-token';
import { enqueueMail } from '../../mail/outbox';
import { invitationMail } from './invitation-mail';
import { invitedRole } from './invitation-status';
import {
  deleteNonOwnerMember,
  findInvitationContext,
  hasPendingInvitation,
  insertInvitation,
  invitationExists,
  isMemberEmail,
  listMembers,
  listPendingInvitations,
  revokePendingInvitation,
} from './members.repository';

export type MembersService = ReturnType<typeof createMembersService>;

const DAY_MS = 86_400_000;
const m = apiTexts.members;

const nameOf = (person: {
  firstName: string | null;
  lastName: string | null;
}) => `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim();

/**
 * Who has access to an event: its members, the invitations that bring more (an e-mailed link
 * valid for INVITATION_TTL_DAYS whose token is stored only as its SHA-256), their revocation and
 * the removal of a member. The owner is never invited nor removed.
 */
export function createMembersService(deps: {
  db: Db;
  /** The host app's origin: the link is `<origin>/convite/<token>`. */
  hostAppOrigin: string;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async list(eventId: number): Promise<ListEventMembersResponse> {
      const [members, invitations] = await Promise.all([
        listMembers(db, eventId),
        listPendingInvitations(db, eventId, now()),
      ]);
      return {
        success: true,
        members: members.map((member) => ({
          userId: member.userId,
          name: nameOf(member),
          email: member.email,
          role: member.role,
          since: member.createdAt.toISOString(),
        })),
        invitations: invitations.map(
          (invitation): PendingInvitation => ({
            id: invitation.id,
            email: invitation.email,
            role: invitedRole(invitation.role),
            expiresAt: invitation.expiresAt.toISOString(),
            invitedBy: invitation.inviterFirstName
              ? nameOf({
                  firstName: invitation.inviterFirstName,
                  lastName: invitation.inviterLastName,
                })
              : null,
          }),
        ),
      };
    },

    /**
     * Invites an e-mail that is neither a member's nor pending (409): stores the invitation,
     * e-mails the link and records it in the activity, in one transaction (the event row
     * locked, so two invitations of one e-mail cannot cross).
     */
    async invite(
      eventId: number,
      actorId: number,
      body: InviteMemberBody,
    ): Promise<InviteMemberResponse> {
      const token = newSessionToken();
      const invitation = await db.transaction(async (tx) => {
        const at = now();
        await lockEvent(tx, eventId);
        if (await isMemberEmail(tx, eventId, body.email))
          throw new AppError('CONFLICT', m.alreadyMember);
        if (await hasPendingInvitation(tx, eventId, body.email, at))
          throw new AppError('CONFLICT', m.alreadyInvited);
        const context = await findInvitationContext(tx, eventId, actorId);
        if (!context)
          throw new AppError('NOT_FOUND', apiTexts.server.eventNotFound);
        const row = await insertInvitation(tx, {
          eventId,
          email: body.email,
          role: body.role,
          tokenHash: hashSessionToken(token),
          invitedByUserId: actorId,
          expiresAt: new Date(at.getTime() + INVITATION_TTL_DAYS * DAY_MS),
        });
        const inviterName = nameOf({
          firstName: context.inviterFirstName,
          lastName: context.inviterLastName,
        });
        await enqueueMail(
          tx,
          invitationMail({
            email: body.email,
            inviterName,
            eventTitle: context.eventTitle,
            role: body.role,
            link: `${deps.hostAppOrigin}/convite/${token}`,
          }),
        );
        await recordActivity(tx, {
          eventId,
          actorId,
          action: 'member_invited',
        });
        return { ...row, invitedBy: inviterName };
      });
      return {
        success: true,
        message: m.invitationSent,
        invitation: {
          id: invitation.id,
          email: body.email,
          role: body.role,
          expiresAt: invitation.expiresAt.toISOString(),
          invitedBy: invitation.invitedBy,
        },
      };
    },

    /** Revokes a pending invitation: its link stops working. */
    async revokeInvitation(
      eventId: number,
      actorId: number,
      invitationId: number,
    ): Promise<MembersChangeResponse> {
      await db.transaction(async (tx) => {
        if (!(await revokePendingInvitation(tx, eventId, invitationId, now())))
          throw (await invitationExists(tx, eventId, invitationId))
            ? new AppError('CONFLICT', m.invitationNotPending)
            : new AppError('NOT_FOUND', m.invitationNotFound);
        await recordActivity(tx, {
          eventId,
          actorId,
          action: 'invitation_revoked',
        });
      });
      return { success: true, message: m.invitationRevoked };
    },

    /**
     * Removes a member's access (their next request on the event is refused); the owner's
     * cannot be removed (409). `actorId` null: the back office removed it.
     */
    async removeMember(
      eventId: number,
      actorId: number | null,
      userId: number,
    ): Promise<MembersChangeResponse> {
      await db.transaction(async (tx) => {
        const role = await memberRole(tx, eventId, userId);
        if (!role) throw new AppError('NOT_FOUND', m.memberNotFound);
        if (role === 'owner')
          throw new AppError('CONFLICT', m.ownerNotRemovable);
        if (!(await deleteNonOwnerMember(tx, eventId, userId)))
          throw new AppError('NOT_FOUND', m.memberNotFound);
        await recordActivity(tx, {
          eventId,
          actorId,
          action: 'member_removed',
        });
      });
      return { success: true, message: m.memberRemoved };
    },
  };
}

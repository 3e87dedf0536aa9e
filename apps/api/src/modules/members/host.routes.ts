import { membersRoutes } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { currentEvent } from '../../plugins/event-access';
import type { ActivityService } from './activity.service';
import type { InvitationsService } from './invitations.service';
import type { MembersService } from './members.service';

/**
 * The members of a host's event, its invitations and its activity
 * (/api/users/events/{eventId}/…), and accepting an invitation.
 */
export function membersHostRoutes(
  app: FastifyInstance,
  services: {
    members: MembersService;
    invitations: InvitationsService;
    activity: ActivityService;
  },
): void {
  const { members, invitations, activity } = services;
  route(app, membersRoutes.list, (request) =>
    members.list(currentEvent(request).id),
  );
  route(app, membersRoutes.invite, async (request, reply) =>
    reply
      .status(201)
      .send(
        await members.invite(
          currentEvent(request).id,
          currentUser(request).userId,
          request.body,
        ),
      ),
  );
  route(app, membersRoutes.revokeInvitation, (request) =>
    members.revokeInvitation(
      currentEvent(request).id,
      currentUser(request).userId,
      request.params.invitationId,
    ),
  );
  route(app, membersRoutes.removeMember, (request) =>
    members.removeMember(
      currentEvent(request).id,
      currentUser(request).userId,
      request.params.userId,
    ),
  );
  route(app, membersRoutes.activity, (request) =>
    activity.list(currentEvent(request).id, request.query),
  );
  route(app, membersRoutes.accept, (request) =>
    invitations.accept(currentUser(request).userId, request.params.token),
  );
}

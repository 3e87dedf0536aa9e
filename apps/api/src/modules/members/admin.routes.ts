import { membersRoutes } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { ActivityService } from './activity.service';
import type { MembersService } from './members.service';

/** The back office's view of an event's members and activity: /api/admin/events/{id}/…. */
export function membersAdminRoutes(
  app: FastifyInstance,
  services: { members: MembersService; activity: ActivityService },
): void {
  const { members, activity } = services;
  route(app, membersRoutes.adminList, (request) =>
    members.list(request.params.id),
  );
  route(app, membersRoutes.adminRemoveMember, (request) =>
    members.removeMember(request.params.id, null, request.params.userId),
  );
  route(app, membersRoutes.adminActivity, (request) =>
    activity.list(request.params.id, request.query),
  );
}

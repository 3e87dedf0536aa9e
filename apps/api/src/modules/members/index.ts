import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { appOrigin } from '../../payments/public-origin';
import { createActivityService } from './activity.service';
import { membersAdminRoutes } from './admin.routes';
import { membersHostRoutes } from './host.routes';
import { createInvitationsService } from './invitations.service';
import { createMembersService } from './members.service';
import { membersPublicRoutes } from './public.routes';

/** The members domain: its services, built once, and its routes for every audience. */
export async function membersDomain(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
  // The invitation link opens the host app, like the password-reset link.
  const members = createMembersService({
    db: deps.db,
    hostAppOrigin: appOrigin(deps.config, 'users'),
  });
  const invitations = createInvitationsService(deps);
  const activity = createActivityService(deps);
  membersHostRoutes(app, { members, invitations, activity });
  membersPublicRoutes(app, deps, invitations);
  membersAdminRoutes(app, { members, activity });
}

import { accountsRoutes } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { currentAdmin } from '../../plugins/auth';
import type { AdminUsersService } from './admin-users.service';
import type { SignInService } from './sign-in.service';

/** The administrator's own session, and the back office's user list, user and user edit. */
export function accountsAdminRoutes(
  app: FastifyInstance,
  services: { signIn: SignInService; users: AdminUsersService },
): void {
  const { signIn, users } = services;
  route(app, accountsRoutes.adminMe, (request) =>
    signIn.adminMe(currentAdmin(request).adminId),
  );
  route(app, accountsRoutes.adminLogout, (request) =>
    signIn.logout(currentAdmin(request).sessionId),
  );

  route(app, accountsRoutes.adminListUsers, (request) =>
    users.listUsers(request.query),
  );
  route(app, accountsRoutes.adminGetUser, (request) =>
    users.getUser(request.params.id),
  );
  route(app, accountsRoutes.adminUserEvents, (request) =>
    users.userEvents(request.params.id),
  );
  route(app, accountsRoutes.adminUpdateUser, (request) =>
    users.updateUser(request.params.id, request.body),
  );
}

import { adminUsersRoutes, signInRoutes } from '@celebra/contracts';
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
  route(app, signInRoutes.adminMe, (request) =>
    signIn.adminMe(currentAdmin(request).adminId),
  );
  route(app, signInRoutes.adminLogout, (request) =>
    signIn.logout(currentAdmin(request).sessionId),
  );

  route(app, adminUsersRoutes.list, (request) =>
    users.listUsers(request.query),
  );
  route(app, adminUsersRoutes.get, (request) =>
    users.getUser(request.params.id),
  );
  route(app, adminUsersRoutes.events, (request) =>
    users.userEvents(request.params.id),
  );
  route(app, adminUsersRoutes.update, (request) =>
    users.updateUser(request.params.id, request.body),
  );
}

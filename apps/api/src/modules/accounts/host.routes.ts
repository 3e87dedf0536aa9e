import { signInRoutes } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import type { SignInService } from './sign-in.service';

/** The signed-in host's session: GET /api/users/me, POST /api/users/logout. */
export function accountsHostRoutes(
  app: FastifyInstance,
  signIn: SignInService,
): void {
  route(app, signInRoutes.me, (request) =>
    signIn.userMe(currentUser(request).userId),
  );
  route(app, signInRoutes.logout, (request) =>
    signIn.logout(currentUser(request).sessionId),
  );
}

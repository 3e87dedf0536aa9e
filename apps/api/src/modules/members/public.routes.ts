import { membersRoutes } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { route } from '../../http/route';
import { deviceOf } from '../../lib/device-label';
import type { InvitationsService } from './invitations.service';

/** Invitation lookups allowed per minute from one address (a link is opened a few times). */
const INVITATION_LOOKUPS_PER_MINUTE = 30;

/** The invitation link's calls before signing in: what it offers, and an account through it. */
export function membersPublicRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  invitations: InvitationsService,
): void {
  route(
    app,
    membersRoutes.invitation,
    (request) => invitations.view(request.params.token),
    {
      config: {
        rateLimit: { max: INVITATION_LOOKUPS_PER_MINUTE, timeWindow: 60_000 },
      },
    },
  );
  route(
    app,
    membersRoutes.register,
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await invitations.register(
            request.params.token,
            request.body,
            deviceOf(request),
          ),
        ),
    {
      config: {
        rateLimit: {
          max: deps.config.REGISTER_MAX_PER_MINUTE,
          timeWindow: 60_000,
        },
      },
    },
  );
}

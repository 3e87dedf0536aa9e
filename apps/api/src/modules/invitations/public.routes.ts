import { invitationsRoutes } from '@celebra/contracts';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { route } from '../../http/route';
import { siteAccessTokenOf } from '../events/site-access-header';
import type { PartySite } from '../party/party-site';
import type { InvitationFinder } from './invitation-find.service';
import type { PersonalInvitationService } from './personal-invitation.service';

/**
 * The guest's side (no session): the personal page and its answer (the code opens them, even
 * on a password-protected site), and the search by name (behind the site password, limited).
 */
export function invitationPublicRoutes(
  app: FastifyInstance,
  deps: {
    personal: PersonalInvitationService;
    finder: InvitationFinder;
    site: PartySite;
    findLimit: preHandlerAsyncHookHandler;
  },
): void {
  const { personal, finder, site } = deps;

  route(app, invitationsRoutes.personal, (request) =>
    personal.view(request.params.slug, request.params.code),
  );

  route(app, invitationsRoutes.answer, (request) =>
    personal.answer(request.params.slug, request.params.code, request.body),
  );

  route(
    app,
    invitationsRoutes.find,
    async (request) => {
      const event = await site.open(
        request.params.slug,
        siteAccessTokenOf(request),
      );
      return finder.find(event.event.id, request.body);
    },
    { preHandler: deps.findLimit },
  );
}

import { invitationsRoutes } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { currentEvent } from '../../plugins/event-access';
import type { InvitationImportService } from './import/import.service';
import type { InvitationsService } from './invitations.service';

/** The host's invitations: /api/users/invitations/{eventId}…. */
export function invitationsHostRoutes(
  app: FastifyInstance,
  deps: { invitations: InvitationsService; imports: InvitationImportService },
): void {
  const { invitations, imports } = deps;
  const eventId = (request: Parameters<typeof currentEvent>[0]) =>
    currentEvent(request).id;

  route(app, invitationsRoutes.list, (request) =>
    invitations.list(eventId(request), request.query),
  );
  route(app, invitationsRoutes.summary, (request) =>
    invitations.summary(eventId(request)),
  );
  route(app, invitationsRoutes.doorList, (request) =>
    invitations.doorList(eventId(request)),
  );
  route(app, invitationsRoutes.add, async (request, reply) =>
    reply
      .status(201)
      .send(
        await invitations.add(
          eventId(request),
          currentUser(request).userId,
          request.body,
        ),
      ),
  );
  route(app, invitationsRoutes.update, (request) =>
    invitations.update(
      eventId(request),
      request.params.invitationId,
      request.body,
    ),
  );
  route(app, invitationsRoutes.remove, (request) =>
    invitations.remove(eventId(request), request.params.invitationId),
  );
  route(app, invitationsRoutes.regenerateCode, (request) =>
    invitations.regenerateCode(eventId(request), request.params.invitationId),
  );
  route(app, invitationsRoutes.markSent, (request) =>
    invitations.markSent(
      eventId(request),
      request.params.invitationId,
      request.body.sent,
    ),
  );
  route(app, invitationsRoutes.markThanked, (request) =>
    invitations.markThanked(
      eventId(request),
      request.params.invitationId,
      request.body.thanked,
    ),
  );
  route(app, invitationsRoutes.link, (request) =>
    invitations.link(
      eventId(request),
      request.params.invitationId,
      request.body.targetInvitationId,
    ),
  );
  route(app, invitationsRoutes.accept, (request) =>
    invitations.accept(eventId(request), request.params.invitationId),
  );
  route(app, invitationsRoutes.importPreview, (request) =>
    imports.preview(eventId(request), request.body),
  );
  route(app, invitationsRoutes.import, (request) =>
    imports.import(eventId(request), currentUser(request).userId, request.body),
  );
}

import { invitationsRoutes } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { currentEvent } from '../../plugins/event-access';
import type { InvitationEmailsService } from './invitation-emails.service';

/** The host sends invitations by e-mail: …/{invitationId}/email and …/{eventId}/emails. */
export function invitationEmailsRoutes(
  app: FastifyInstance,
  emails: InvitationEmailsService,
): void {
  route(app, invitationsRoutes.sendEmail, (request) =>
    emails.sendOne(currentEvent(request).id, request.params.invitationId),
  );
  route(app, invitationsRoutes.sendEmails, (request) =>
    emails.sendAll(currentEvent(request).id),
  );
}

import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { invitationsHostRoutes } from './host.routes';
import { createInvitationImportService } from './import/import.service';
import { createInvitationsService } from './invitations.service';
import { createRsvpQuestionsService } from './rsvp-questions.service';
import { createRsvpSettingsService } from './rsvp-settings.service';
import { rsvpHostRoutes } from './rsvp.routes';

/** The invitations domain, the host's side: the list of households, its import, the answer form's settings and questions. */
export async function invitationsDomain(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
  const { db } = deps;
  invitationsHostRoutes(app, {
    invitations: createInvitationsService({ db }),
    imports: createInvitationImportService({ db }),
  });
  rsvpHostRoutes(app, {
    settings: createRsvpSettingsService({ db }),
    questions: createRsvpQuestionsService({ db }),
  });
}

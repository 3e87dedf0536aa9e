import type { FastifyInstance } from 'fastify';
import { invitationMessages } from '@celebra/contracts';
import type { AppDeps } from '../../app-deps';
import { scheduleExpirySweep } from '../../lib/expiry-sweep';
import { appOrigin } from '../../payments/public-origin';
import { clientAddress, limitBy } from '../../plugins/rate-limit';
import { createPartySite } from '../party/party-site';
import { invitationEmailsRoutes } from './invitation-emails.routes';
import { createInvitationEmailsService } from './invitation-emails.service';
import { createInvitationFinder } from './invitation-find.service';
import { createPersonalInvitationService } from './personal-invitation.service';
import { invitationPublicRoutes } from './public.routes';
import { createRsvpReminders } from './rsvp-reminders';

/** Searches by name one client address may make on one event's site in the window. */
const FINDS_PER_WINDOW = 10;
const FIND_WINDOW_MS = 10 * 60 * 1000;

/**
 * How invitations reach guests: the personal page and its answer, the search by name, the
 * host's e-mails and the e-mail reminders (a job every RSVP_REMINDER_SWEEP_SECONDS, off with
 * NODE_ENV=test).
 */
export async function invitationGuestDomain(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
  const { db, config } = deps;
  const siteOrigin = appOrigin(config, 'site');
  const findLimit = limitBy(app, [
    {
      name: 'invitation-find',
      max: FINDS_PER_WINDOW,
      timeWindowMs: FIND_WINDOW_MS,
      key: (request) =>
        `${clientAddress(request)}:${(request.params as { slug: string }).slug.toLowerCase()}`,
      message: invitationMessages.tooManySearches,
    },
  ]);
  invitationPublicRoutes(app, {
    personal: createPersonalInvitationService({
      db,
      confirmationsUrl: `${appOrigin(config, 'users')}/confirmations`,
    }),
    finder: createInvitationFinder({ db }),
    site: createPartySite({ db, siteTokenSecret: config.SITE_TOKEN_SECRET }),
    findLimit,
  });
  invitationEmailsRoutes(
    app,
    createInvitationEmailsService({ db, siteOrigin }),
  );
  if (config.NODE_ENV !== 'test' && config.RSVP_REMINDER_SWEEP_SECONDS > 0) {
    const reminders = createRsvpReminders({ db, siteOrigin });
    scheduleExpirySweep(app, config.RSVP_REMINDER_SWEEP_SECONDS, [
      { name: 'RSVP reminders', expire: (now) => reminders.run(now) },
    ]);
  }
}

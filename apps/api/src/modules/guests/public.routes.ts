import {
  confirmPresenceBodySchema,
  confirmPresenceResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { siteVisitorRoute } from '../events/site-visitor-route';
import { createGuestsService } from './guests.service';

/** The public site (no session): a visitor confirms attendance. */
export async function guestsPublicRoutes(app: FastifyInstance, deps: AppDeps) {
  const service = createGuestsService({ db: deps.db });
  siteVisitorRoute(app, deps, {
    url: '/api/guests/confirmation/:eventId',
    maxPerMinute: deps.config.CONFIRMATIONS_PER_MINUTE,
    body: confirmPresenceBodySchema,
    reply: confirmPresenceResponseSchema,
    handle: (event, body) => service.confirmAttendance(event, body),
  });
}

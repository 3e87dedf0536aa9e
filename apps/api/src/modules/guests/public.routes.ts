import { guestsRoutes } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { siteVisitorRoute } from '../events/site-visitor-route';
import type { GuestsService } from './guests.service';

/** The public site (no session): a visitor confirms attendance. */
export function guestsPublicRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  service: GuestsService,
): void {
  siteVisitorRoute(app, deps, guestsRoutes.confirmPresence, {
    maxPerMinute: deps.config.CONFIRMATIONS_PER_MINUTE,
    handle: (event, body) => service.confirmAttendance(event, body),
  });
}

import type { RouteContract } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { route, type RouteAnswer } from '../../http/route';
import { perMinute } from '../../plugins/rate-limit';
import type { PublicEventRow } from './public-site.repository';
import { siteAccessTokenOf } from './site-access-header';
import { createSiteGate } from './site-gate';

/** A form of the public site: `POST …/:eventId` with a JSON body. */
type SiteVisitorContract = RouteContract & {
  method: 'POST';
  params: z.ZodType<{ eventId: number }>;
  body: z.ZodType;
};

/**
 * A form a visitor of the public site sends (no session): `POST …/:eventId`, limited per
 * minute, behind the site gate (404 for an event that is not active, 401 for a
 * password-protected site without a valid `X-Site-Access` token).
 */
export function siteVisitorRoute<Route extends SiteVisitorContract>(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'config'>,
  contract: Route,
  options: {
    /** Calls one visitor may make a minute. */
    maxPerMinute: number;
    /** What the visitor asked, on the event the site gate opened for them. */
    handle: (
      event: PublicEventRow,
      body: z.output<Route['body']>,
    ) => Promise<RouteAnswer<Route>>;
  },
): void {
  const gate = createSiteGate({
    db: deps.db,
    secret: deps.config.SITE_TOKEN_SECRET,
  });
  route(
    app,
    contract,
    async (request) => {
      const { eventId } = request.params as { eventId: number };
      const event = await gate.openEventById(
        eventId,
        siteAccessTokenOf(request),
      );
      return options.handle(event, request.body as z.output<Route['body']>);
    },
    { config: perMinute(options.maxPerMinute) },
  );
}

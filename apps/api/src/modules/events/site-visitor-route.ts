import {
  errorResponseSchema,
  publicEventIdParamsSchema,
  sitePasswordRequiredResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { perMinute } from '../../plugins/rate-limit';
import type { PublicEventRow } from './events.repository';
import { siteAccessTokenOf } from './site-access-header';
import { createSiteGate } from './site-gate';

export type SiteVisitorRoute<
  Body extends z.ZodType,
  Reply extends z.ZodType,
> = {
  /** Ends in `/:eventId`. */
  url: string;
  /** Calls one visitor may make a minute. */
  maxPerMinute: number;
  body: Body;
  reply: Reply;
  /** What the visitor asked, on the event the site gate opened for them. */
  handle: (
    event: PublicEventRow,
    body: z.output<Body>,
  ) => Promise<z.input<Reply>>;
};

/**
 * A form a visitor of the public site sends (no session): `POST {url}` with the event's id,
 * limited per minute, behind the site gate (404 for an event that is not active, 401 for a
 * password-protected site without a valid `X-Site-Access` token).
 */
export function siteVisitorRoute<
  Body extends z.ZodType,
  Reply extends z.ZodType,
>(app: FastifyInstance, deps: AppDeps, route: SiteVisitorRoute<Body, Reply>) {
  const { db, config } = deps;
  const gate = createSiteGate({ db, secret: config.SITE_TOKEN_SECRET });
  // Typed by hand: the type provider cannot resolve a generic body schema. The zod schemas
  // below still validate the params, the body and the answer.
  app.post<{
    Params: z.output<typeof publicEventIdParamsSchema>;
    Body: z.output<Body>;
  }>(
    route.url,
    {
      config: perMinute(route.maxPerMinute),
      schema: {
        tags: ['guests'],
        description:
          'A password-protected site needs the X-Site-Access header (from the unlock call).',
        params: publicEventIdParamsSchema,
        body: route.body,
        response: {
          200: route.reply,
          400: errorResponseSchema,
          401: sitePasswordRequiredResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const event = await gate.openEventById(
        request.params.eventId,
        siteAccessTokenOf(request),
      );
      return route.handle(event, request.body as z.output<Body>);
    },
  );
}

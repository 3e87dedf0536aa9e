import {
  confirmPresenceBodySchema,
  confirmPresenceResponseSchema,
  errorResponseSchema,
  publicEventIdParamsSchema,
  sitePasswordRequiredResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { perMinute } from '../../plugins/rate-limit';
import { siteAccessTokenOf } from '../events/site-access-header';
import { createSiteGate } from '../events/site-gate';
import { createGuestsService } from './guests.service';

/** The public site (no session): a visitor confirms attendance. */
export async function guestsPublicRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, config } = deps;
  const gate = createSiteGate({ db, secret: config.SITE_TOKEN_SECRET });
  const service = createGuestsService({ db });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/guests/confirmation/:eventId',
    {
      config: perMinute(config.CONFIRMATIONS_PER_MINUTE),
      schema: {
        tags: ['guests'],
        description:
          'A password-protected site needs the X-Site-Access header (from the unlock call).',
        params: publicEventIdParamsSchema,
        body: confirmPresenceBodySchema,
        response: {
          200: confirmPresenceResponseSchema,
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
      return service.confirmAttendance(event, request.body);
    },
  );
}

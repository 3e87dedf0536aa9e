import {
  errorResponseSchema,
  publicEventIdParamsSchema,
  sendGuestMessageBodySchema,
  sendGuestMessageResponseSchema,
  sitePasswordRequiredResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { perMinute } from '../../plugins/rate-limit';
import { siteAccessTokenOf } from '../events/site-access-header';
import { createSiteGate } from '../events/site-gate';
import { createMessagesService } from './messages.service';

/** The public site (no session): a visitor leaves a message for the hosts. */
export async function messagesPublicRoutes(
  app: FastifyInstance,
  deps: AppDeps,
) {
  const { db, config } = deps;
  const gate = createSiteGate({ db, secret: config.SITE_TOKEN_SECRET });
  const service = createMessagesService({ db });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/guests/message/:eventId',
    {
      config: perMinute(config.MESSAGES_PER_MINUTE),
      schema: {
        tags: ['guests'],
        description:
          'A password-protected site needs the X-Site-Access header (from the unlock call).',
        params: publicEventIdParamsSchema,
        body: sendGuestMessageBodySchema,
        response: {
          200: sendGuestMessageResponseSchema,
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
      return service.send(event, request.body);
    },
  );
}

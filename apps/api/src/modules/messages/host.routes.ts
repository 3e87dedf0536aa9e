import {
  deleteGuestMessageResponseSchema,
  errorResponseSchema,
  guestMessageListParamsSchema,
  guestMessageParamsSchema,
  listGuestMessagesQuerySchema,
  listGuestMessagesResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentEvent } from '../../plugins/event-owner';
import type { AppDeps } from '../../app-deps';
import { createMessagesService } from './messages.service';

const tags = ['users: messages'];
const security = [{ bearer: [] }];

/** The messages of the signed-in host's event: /api/users/messages/{eventId}…. */
export async function messagesHostRoutes(app: FastifyInstance, deps: AppDeps) {
  app.addHook('onRequest', app.requireEventOwner);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = createMessagesService({ db: deps.db });

  routes.get(
    '/api/users/messages/:eventId',
    {
      schema: {
        tags,
        security,
        params: guestMessageListParamsSchema,
        querystring: listGuestMessagesQuerySchema,
        response: {
          200: listGuestMessagesResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    (request) => service.list(currentEvent(request).id, request.query),
  );

  routes.delete(
    '/api/users/messages/:eventId/:messageId',
    {
      schema: {
        tags,
        security,
        params: guestMessageParamsSchema,
        response: {
          200: deleteGuestMessageResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    (request) =>
      service.remove(currentEvent(request).id, request.params.messageId),
  );
}

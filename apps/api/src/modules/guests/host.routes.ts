import {
  acceptGuestResponseResponseSchema,
  deleteGuestResponseSchema,
  discardGuestResponseResponseSchema,
  errorResponseSchema,
  guestListParamsSchema,
  guestParamsSchema,
  guestResponseParamsSchema,
  listGuestsQuerySchema,
  listGuestsResponseSchema,
  saveGuestBodySchema,
  saveGuestResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentEvent } from '../../plugins/event-owner';
import type { AppDeps } from '../../app-deps';
import { createGuestsService } from './guests.service';

const tags = ['users: guests'];
const security = [{ bearer: [] }];
const guarded = {
  401: errorResponseSchema,
  404: errorResponseSchema,
};

/** The guest list of the signed-in host's event and its CSV: /api/users/guests/{eventId}…. */
export async function guestsHostRoutes(app: FastifyInstance, deps: AppDeps) {
  app.addHook('onRequest', app.requireEventOwner);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = createGuestsService({ db: deps.db });

  routes.get(
    '/api/users/guests/:eventId',
    {
      schema: {
        tags,
        security,
        params: guestListParamsSchema,
        querystring: listGuestsQuerySchema,
        response: {
          200: listGuestsResponseSchema,
          400: errorResponseSchema,
          ...guarded,
        },
      },
    },
    (request) => service.list(currentEvent(request).id, request.query),
  );

  routes.post(
    '/api/users/guests/:eventId',
    {
      schema: {
        tags,
        security,
        params: guestListParamsSchema,
        body: saveGuestBodySchema,
        response: {
          200: saveGuestResponseSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          ...guarded,
        },
      },
    },
    (request) => service.addByHost(currentEvent(request).id, request.body),
  );

  routes.put(
    '/api/users/guests/:eventId/:guestId',
    {
      schema: {
        tags,
        security,
        params: guestParamsSchema,
        body: saveGuestBodySchema,
        response: {
          200: saveGuestResponseSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          ...guarded,
        },
      },
    },
    (request) =>
      service.updateByHost(
        currentEvent(request).id,
        request.params.guestId,
        request.body,
      ),
  );

  routes.delete(
    '/api/users/guests/:eventId/:guestId',
    {
      schema: {
        tags,
        security,
        params: guestParamsSchema,
        response: {
          200: deleteGuestResponseSchema,
          400: errorResponseSchema,
          ...guarded,
        },
      },
    },
    (request) =>
      service.remove(currentEvent(request).id, request.params.guestId),
  );

  routes.get(
    '/api/users/guests/:eventId/export',
    {
      schema: {
        tags,
        security,
        description:
          'The guest list as CSV for Excel pt-BR (UTF-8 with BOM, ";" separators).',
        params: guestListParamsSchema,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('text/csv; charset=utf-8'),
          ...guarded,
        },
      },
    },
    async (request, reply) => {
      const { filename, csv } = await service.exportCsv(currentEvent(request));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  routes.post(
    '/api/users/guests/:eventId/:guestId/responses/:responseId/accept',
    {
      schema: {
        tags,
        security,
        description:
          'Applies an answer waiting for review to its guest: attendance, companions and their names, and the message when it has one.',
        params: guestResponseParamsSchema,
        response: {
          200: acceptGuestResponseResponseSchema,
          400: errorResponseSchema,
          ...guarded,
        },
      },
    },
    (request) =>
      service.acceptResponse(
        currentEvent(request).id,
        request.params.guestId,
        request.params.responseId,
      ),
  );

  routes.delete(
    '/api/users/guests/:eventId/:guestId/responses/:responseId',
    {
      schema: {
        tags,
        security,
        description:
          'Discards an answer waiting for review; the guest stays as it is.',
        params: guestResponseParamsSchema,
        response: {
          200: discardGuestResponseResponseSchema,
          400: errorResponseSchema,
          ...guarded,
        },
      },
    },
    (request) =>
      service.discardResponse(
        currentEvent(request).id,
        request.params.guestId,
        request.params.responseId,
      ),
  );
}

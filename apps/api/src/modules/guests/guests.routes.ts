import {
  deleteGuestResponseSchema,
  errorResponseSchema,
  guestListParamsSchema,
  guestParamsSchema,
  listGuestsResponseSchema,
  saveGuestBodySchema,
  saveGuestResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentEvent } from '../../plugins/event-owner';
import type { GuestService } from './guests.service';

const tags = ['users: guests'];
const security = [{ bearer: [] }];
const guarded = {
  401: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * Signed-in host, inside the requireUser group: the guest list of the caller's event,
 * /api/users/guests/{eventId}[/{guestId}] and its CSV export.
 */
export async function guestRoutes(
  app: FastifyInstance,
  deps: { service: GuestService },
) {
  app.addHook('onRequest', app.requireEventOwner);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { service } = deps;

  routes.get(
    '/api/users/guests/:eventId',
    {
      schema: {
        tags,
        security,
        params: guestListParamsSchema,
        response: { 200: listGuestsResponseSchema, ...guarded },
      },
    },
    (request) => service.list(currentEvent(request).id),
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
    (request) => service.create(currentEvent(request).id, request.body),
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
      service.update(
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
}

import {
  adminEventParamsSchema,
  errorResponseSchema,
  getAdminEventResponseSchema,
  listAdminEventsQuerySchema,
  listAdminEventsResponseSchema,
  updateAdminEventBodySchema,
  updateAdminEventResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { freeAmountLimitsOf } from '../../config';
import type { AppDeps } from '../../app-deps';
import {
  adminEventDocs,
  adminEventErrors as errors,
} from '../../lib/admin-event-routes';
import { createEventsService } from './events.service';

const { tags, security } = adminEventDocs;

/** The back office (inside the requireAdmin group): the event list, an event and its save. */
export async function eventsAdminRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, config } = deps;
  const service = createEventsService({
    db,
    media: app.media,
    siteTokenSecret: config.SITE_TOKEN_SECRET,
    platformFeeBps: config.PLATFORM_FEE_BPS,
    publicEvents: deps.publicEvents,
    freeAmountLimits: freeAmountLimitsOf(config),
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/events',
    {
      schema: {
        tags,
        security,
        summary:
          'Events, newest first, filtered by id, title, slug, status and dates',
        querystring: listAdminEventsQuerySchema,
        response: { 200: listAdminEventsResponseSchema, ...errors },
      },
    },
    (request) => service.adminList(request.query),
  );
  routes.get(
    '/api/admin/events/:id',
    {
      schema: {
        tags,
        security,
        params: adminEventParamsSchema,
        response: { 200: getAdminEventResponseSchema, ...errors },
      },
    },
    (request) => service.adminGet(request.params.id),
  );
  routes.put(
    '/api/admin/events/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Save the event and its details',
        params: adminEventParamsSchema,
        body: updateAdminEventBodySchema,
        response: {
          200: updateAdminEventResponseSchema,
          ...errors,
          409: errorResponseSchema,
        },
      },
    },
    (request) => service.adminUpdate(request.params.id, request.body),
  );
}

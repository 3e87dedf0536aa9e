import {
  customPageBodySchema,
  customPageParamsSchema,
  errorResponseSchema,
  listCustomPagesResponseSchema,
  ownerEventParamsSchema,
  removeCustomPageResponseSchema,
  saveCustomPageResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentEvent } from '../../plugins/event-owner';
import type { CustomPagesService } from './custom-pages.service';

const tags = ['users: custom pages'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};
const writeErrors = { ...errors, 409: errorResponseSchema };
const description =
  'Addition (DESIGN §10): extra pages of the public site; writes need the Página service.';

/** Owner routes: /api/users/events/{eventId}/pages[/{pageId}]. */
export async function customPagesRoutes(
  app: FastifyInstance,
  deps: { service: CustomPagesService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/users/events/:eventId/pages',
    {
      schema: {
        tags,
        security,
        description,
        params: ownerEventParamsSchema,
        response: { 200: listCustomPagesResponseSchema, ...errors },
      },
    },
    (request) => deps.service.list(currentEvent(request).id),
  );
  routes.post(
    '/api/users/events/:eventId/pages',
    {
      schema: {
        tags,
        security,
        description,
        params: ownerEventParamsSchema,
        body: customPageBodySchema,
        response: { 200: saveCustomPageResponseSchema, ...writeErrors },
      },
    },
    (request) => deps.service.create(currentEvent(request).id, request.body),
  );
  routes.put(
    '/api/users/events/:eventId/pages/:pageId',
    {
      schema: {
        tags,
        security,
        description,
        params: customPageParamsSchema,
        body: customPageBodySchema,
        response: { 200: saveCustomPageResponseSchema, ...writeErrors },
      },
    },
    (request) =>
      deps.service.update(
        currentEvent(request).id,
        request.params.pageId,
        request.body,
      ),
  );
  routes.delete(
    '/api/users/events/:eventId/pages/:pageId',
    {
      schema: {
        tags,
        security,
        description,
        params: customPageParamsSchema,
        response: { 200: removeCustomPageResponseSchema, ...writeErrors },
      },
    },
    (request) =>
      deps.service.remove(currentEvent(request).id, request.params.pageId),
  );
}

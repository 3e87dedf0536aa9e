import {
  errorResponseSchema,
  fetchGiftsSlugQuerySchema,
  fetchGiftsSlugResponseSchema,
  listEventCategoriesQuerySchema,
  listEventCategoriesResponseSchema,
  listEventTypesResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { createCatalogueService } from './catalogue.service';

const tags = ['users: registration'];

/** Event types, categories and gifts of the registration wizard. */
export async function cataloguePublicRoutes(
  app: FastifyInstance,
  deps: AppDeps,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = createCatalogueService({ ...deps, media: app.media });
  routes.get(
    '/api/users/event-types',
    { schema: { tags, response: { 200: listEventTypesResponseSchema } } },
    () => service.eventTypes(),
  );
  routes.get(
    '/api/users/event-categories',
    {
      schema: {
        tags,
        querystring: listEventCategoriesQuerySchema,
        response: {
          200: listEventCategoriesResponseSchema,
          400: errorResponseSchema,
        },
      },
    },
    (request) => service.categories(request.query.event_type_id),
  );
  routes.get(
    '/api/users/fetch-gifts-slug',
    {
      schema: {
        tags,
        querystring: fetchGiftsSlugQuerySchema,
        response: {
          200: fetchGiftsSlugResponseSchema,
          400: errorResponseSchema,
        },
      },
    },
    (request) => service.giftsAndSlug(request.query),
  );
}

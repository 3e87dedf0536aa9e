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
import type { CatalogueService } from './catalogue.service';

const tags = ['users: registration'];

/** Public catalogue calls of the registration wizard. */
export async function catalogueRoutes(
  app: FastifyInstance,
  deps: { service: CatalogueService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/users/event-types',
    { schema: { tags, response: { 200: listEventTypesResponseSchema } } },
    () => deps.service.eventTypes(),
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
    (request) => deps.service.categories(request.query.event_type_id),
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
    (request) => deps.service.giftsAndSlug(request.query),
  );
}

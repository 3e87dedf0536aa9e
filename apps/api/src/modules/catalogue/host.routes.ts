import {
  addEventGiftsBodySchema,
  addEventGiftsResponseSchema,
  createGiftSuggestionResponseSchema,
  errorResponseSchema,
  eventGiftParamsSchema,
  getEventGiftsResponseSchema,
  getGiftCatalogueResponseSchema,
  giftCatalogueQuerySchema,
  giftSuggestionBodySchema,
  ownerEventParamsSchema,
  ownGiftFormSchema,
  ownGiftParamsSchema,
  ownGiftWriteResponseSchema,
  removeEventGiftResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { currentEvent } from '../../plugins/event-owner';
import { freeAmountLimitsOf } from '../../config';
import { readCatalogueForm } from './catalogue-form';
import { createCatalogueService } from './catalogue.service';
import { createOwnGiftsService } from './own-gifts.service';
import {
  uploadErrorResponses,
  uploadRouteOptions,
} from './upload-route-schema';

const tags = ['users: gifts'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};

/** The host's gift list, the catalogue to add from and gift suggestions (owner-only). */
export async function catalogueHostRoutes(app: FastifyInstance, deps: AppDeps) {
  app.addHook('onRequest', app.requireEventOwner);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = createCatalogueService({ ...deps, media: app.media });
  const { config } = deps;
  const ownGifts = createOwnGiftsService({
    ...deps,
    media: app.media,
    freeAmountLimits: freeAmountLimitsOf(config),
  });
  routes.get(
    '/api/users/gifts/:eventId',
    {
      schema: {
        tags,
        security,
        params: ownerEventParamsSchema,
        response: { 200: getEventGiftsResponseSchema, ...errors },
      },
    },
    (request) =>
      service.eventGifts(currentEvent(request).id, freeAmountLimitsOf(config)),
  );
  routes.post(
    '/api/users/gifts/suggestion/:eventId',
    {
      schema: {
        tags,
        security,
        params: ownerEventParamsSchema,
        body: giftSuggestionBodySchema,
        response: { 200: createGiftSuggestionResponseSchema, ...errors },
      },
    },
    (request) => service.suggestGift(currentEvent(request).id, request.body),
  );
  routes.delete(
    '/api/users/gifts/:eventId/:giftId',
    {
      schema: {
        tags,
        security,
        params: eventGiftParamsSchema,
        response: { 200: removeEventGiftResponseSchema, ...errors },
      },
    },
    async (request) => {
      const event = currentEvent(request);
      const { giftId } = request.params;
      return (
        (await ownGifts.remove(event, giftId)) ??
        service.removeEventGift(event.id, giftId)
      );
    },
  );
  routes.get(
    '/api/users/gifts/:eventId/catalogue',
    {
      schema: {
        tags,
        security,
        description:
          'Addition: active catalogue gifts of a category of the event type, flagged when on the list.',
        params: ownerEventParamsSchema,
        querystring: giftCatalogueQuerySchema,
        response: { 200: getGiftCatalogueResponseSchema, ...errors },
      },
    },
    (request) =>
      service.giftCatalogue(
        currentEvent(request),
        request.query.event_category_id,
      ),
  );
  routes.post(
    '/api/users/gifts/:eventId',
    {
      schema: {
        tags,
        security,
        description:
          'Addition: adds catalogue gifts of the event type to the list; ones already on it are ignored.',
        params: ownerEventParamsSchema,
        body: addEventGiftsBodySchema,
        response: { 200: addEventGiftsResponseSchema, ...errors },
      },
    },
    (request) =>
      service.addEventGifts(currentEvent(request), request.body.giftIds),
  );
  const ownGiftResponse = {
    200: ownGiftWriteResponseSchema,
    409: errorResponseSchema,
    ...errors,
    ...uploadErrorResponses,
  };
  const ownGiftUpload = uploadRouteOptions(
    ownGiftFormSchema,
    'Addition: a free-value gift or a gift in equal shares of the event, with an optional picture (`image`).',
  );
  routes.post(
    '/api/users/gifts/:eventId/own',
    {
      validatorCompiler: ownGiftUpload.validatorCompiler,
      schema: {
        ...ownGiftUpload.schema,
        tags,
        security,
        params: ownerEventParamsSchema,
        response: ownGiftResponse,
      },
    },
    async (request) =>
      ownGifts.create(
        currentEvent(request),
        await readCatalogueForm(request, app.media, ownGiftFormSchema),
      ),
  );
  routes.put(
    '/api/users/gifts/:eventId/own/:giftId',
    {
      validatorCompiler: ownGiftUpload.validatorCompiler,
      schema: {
        ...ownGiftUpload.schema,
        tags,
        security,
        params: ownGiftParamsSchema,
        response: ownGiftResponse,
      },
    },
    async (request) =>
      ownGifts.update(
        currentEvent(request),
        request.params.giftId,
        await readCatalogueForm(request, app.media, ownGiftFormSchema),
      ),
  );
}

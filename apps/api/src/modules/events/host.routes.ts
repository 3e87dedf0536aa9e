import {
  customPageBodySchema,
  customPageParamsSchema,
  errorResponseSchema,
  eventContentBodySchema,
  eventDetailsBodySchema,
  eventSettingsBodySchema,
  getEventDetailsResponseSchema,
  getEventSettingsResponseSchema,
  getOwnerEventResponseSchema,
  listCustomPagesResponseSchema,
  messages,
  ownerEventParamsSchema,
  removeCustomPageResponseSchema,
  saveCustomPageResponseSchema,
  UPLOAD_FILE_FIELD,
  updateEventContentResponseSchema,
  updateEventDetailsResponseSchema,
  updateEventSettingsResponseSchema,
  uploadEventImageParamsSchema,
  uploadEventImageResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { freeAmountLimitsOf } from '../../config';
import type { AppDeps } from '../../app-deps';
import { multipartBody, passMultipartBody } from '../../media/multipart-route';
import { currentEvent } from '../../plugins/event-owner';
import { createEventsService } from './events.service';

const security = [{ bearer: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};
const conflictErrors = { ...errors, 409: errorResponseSchema };
const pagesTags = ['users: custom pages'];
const pagesDescription =
  'Extra pages of the public site (an addition to the product specification); writes need the Página service.';

/**
 * The host's event (inside the requireUser group, every route behind requireEventOwner):
 * avatar and banner, 'Cores e Textos', 'Informações do Evento', 'Configurações' and the
 * custom pages.
 */
export async function eventsHostRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, config } = deps;
  const service = createEventsService({
    db,
    media: app.media,
    siteTokenSecret: config.SITE_TOKEN_SECRET,
    platformFeeBps: config.PLATFORM_FEE_BPS,
    publicEvents: deps.publicEvents,
    freeAmountLimits: freeAmountLimitsOf(config),
  });

  await app.register(async (owner) => {
    owner.addHook('onRequest', owner.requireEventOwner);
    const routes = owner.withTypeProvider<ZodTypeProvider>();

    routes.post(
      '/api/users/event/:eventId/upload/:slot',
      {
        validatorCompiler: passMultipartBody,
        schema: {
          tags: ['users'],
          summary: "Replace the site's avatar or banner (multipart: file)",
          description:
            'The image is judged by its bytes, stored as WebP (long side ≤ 1920 px, metadata removed); the previous picture is deleted.',
          consumes: ['multipart/form-data'],
          body: multipartBody(
            z.object({}),
            UPLOAD_FILE_FIELD,
            'JPEG, PNG, WebP, GIF or AVIF image',
          ),
          params: uploadEventImageParamsSchema,
          response: {
            200: uploadEventImageResponseSchema,
            ...errors,
            413: errorResponseSchema,
            415: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const { id } = currentEvent(request);
        const { file } = await app.media.receive(request, {
          kinds: ['image'],
          missingMessage: messages.validation.imageFileRequired,
          unsupportedMessage: messages.validation.imageFileRequired,
        });
        return service.replaceImage(id, request.params.slot, file);
      },
    );

    routes.get(
      '/api/users/event/:eventId',
      {
        schema: {
          tags: ['users: event'],
          security,
          params: ownerEventParamsSchema,
          response: { 200: getOwnerEventResponseSchema, ...errors },
        },
      },
      (request) => service.ownerEvent(currentEvent(request).id),
    );
    routes.put(
      '/api/users/event/:eventId',
      {
        schema: {
          tags: ['users: event'],
          security,
          params: ownerEventParamsSchema,
          body: eventContentBodySchema,
          response: { 200: updateEventContentResponseSchema, ...errors },
        },
      },
      (request) =>
        service.updateContent(currentEvent(request).id, request.body),
    );

    routes.get(
      '/api/users/event-details/:eventId',
      {
        schema: {
          tags: ['users: event'],
          security,
          params: ownerEventParamsSchema,
          response: { 200: getEventDetailsResponseSchema, ...errors },
        },
      },
      (request) => service.details(currentEvent(request).id),
    );
    routes.put(
      '/api/users/event-details/:eventId',
      {
        schema: {
          tags: ['users: event'],
          security,
          params: ownerEventParamsSchema,
          body: eventDetailsBodySchema,
          response: { 200: updateEventDetailsResponseSchema, ...errors },
        },
      },
      (request) =>
        service.updateDetails(currentEvent(request).id, request.body),
    );

    routes.get(
      '/api/users/event/:eventId/settings',
      {
        schema: {
          tags: ['users: event'],
          security,
          params: ownerEventParamsSchema,
          response: { 200: getEventSettingsResponseSchema, ...errors },
        },
      },
      (request) => service.settings(currentEvent(request).id),
    );
    routes.put(
      '/api/users/event/:eventId/settings',
      {
        schema: {
          tags: ['users: event'],
          security,
          params: ownerEventParamsSchema,
          body: eventSettingsBodySchema,
          response: {
            200: updateEventSettingsResponseSchema,
            ...conflictErrors,
          },
        },
      },
      (request) => {
        const event = currentEvent(request);
        return service.updateSettings(event.id, event.slug, request.body);
      },
    );

    routes.get(
      '/api/users/events/:eventId/pages',
      {
        schema: {
          tags: pagesTags,
          security,
          description: pagesDescription,
          params: ownerEventParamsSchema,
          response: { 200: listCustomPagesResponseSchema, ...errors },
        },
      },
      (request) => service.customPages(currentEvent(request).id),
    );
    routes.post(
      '/api/users/events/:eventId/pages',
      {
        schema: {
          tags: pagesTags,
          security,
          description: pagesDescription,
          params: ownerEventParamsSchema,
          body: customPageBodySchema,
          response: { 200: saveCustomPageResponseSchema, ...conflictErrors },
        },
      },
      (request) =>
        service.createCustomPage(currentEvent(request).id, request.body),
    );
    routes.put(
      '/api/users/events/:eventId/pages/:pageId',
      {
        schema: {
          tags: pagesTags,
          security,
          description: pagesDescription,
          params: customPageParamsSchema,
          body: customPageBodySchema,
          response: { 200: saveCustomPageResponseSchema, ...conflictErrors },
        },
      },
      (request) =>
        service.updateCustomPage(
          currentEvent(request).id,
          request.params.pageId,
          request.body,
        ),
    );
    routes.delete(
      '/api/users/events/:eventId/pages/:pageId',
      {
        schema: {
          tags: pagesTags,
          security,
          description: pagesDescription,
          params: customPageParamsSchema,
          response: { 200: removeCustomPageResponseSchema, ...conflictErrors },
        },
      },
      (request) =>
        service.removeCustomPage(
          currentEvent(request).id,
          request.params.pageId,
        ),
    );
  });
}

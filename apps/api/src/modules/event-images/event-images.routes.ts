import {
  errorResponseSchema,
  messages,
  UPLOAD_FILE_FIELD,
  uploadEventImageParamsSchema,
  uploadEventImageResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { multipartBody, passMultipartBody } from '../../media/multipart-route';
import { currentEvent } from '../../plugins/event-owner';
import type { EventImagesService } from './event-images.service';

/** Signed-in host (inside the requireUser group): POST …/upload/{avatar|banner}. */
export async function eventImagesRoutes(
  app: FastifyInstance,
  deps: { service: EventImagesService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', app.requireEventOwner);

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
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
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
      return deps.service.replace(id, request.params.slot, file);
    },
  );
}

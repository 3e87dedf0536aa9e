import {
  deleteGalleryItemResponseSchema,
  errorResponseSchema,
  galleryItemParamsSchema,
  galleryParamsSchema,
  galleryUploadFieldsSchema,
  getGalleryResponseSchema,
  saveGalleryItemResponseSchema,
  UPLOAD_FILE_FIELD,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { multipartBody, passMultipartBody } from '../../media/multipart-route';
import { currentEvent } from '../../plugins/event-owner';
import type { AppDeps } from '../../app-deps';
import { createMediaService } from './media.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};

/** The gallery of the signed-in host's event: /api/users/event-gallery/{eventId}…. */
export async function mediaHostRoutes(app: FastifyInstance, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', app.requireEventOwner);
  const service = createMediaService({
    db: deps.db,
    media: app.media,
    publicEvents: deps.publicEvents,
  });

  routes.get(
    '/api/users/event-gallery/:eventId',
    {
      schema: {
        tags: ['users'],
        summary: 'Gallery items and quota',
        params: galleryParamsSchema,
        response: { 200: getGalleryResponseSchema, ...errors },
      },
    },
    (request) => service.list(currentEvent(request).id),
  );

  routes.post(
    '/api/users/event-gallery/:eventId',
    {
      validatorCompiler: passMultipartBody,
      schema: {
        tags: ['users'],
        summary: 'Add a photo or video (multipart: file, fileType image|video)',
        description:
          'fileType must match the file, judged by its bytes. Images are re-encoded to WebP (long side ≤ 1920 px, metadata removed); videos: MP4 or WebM, stored as sent. 409 past the quota (5 photos and 1 video plus contracted packages).',
        consumes: ['multipart/form-data'],
        body: multipartBody(
          galleryUploadFieldsSchema,
          UPLOAD_FILE_FIELD,
          'JPEG, PNG, WebP, GIF or AVIF image; MP4 or WebM video',
        ),
        params: galleryParamsSchema,
        response: {
          200: saveGalleryItemResponseSchema,
          ...errors,
          409: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { id } = currentEvent(request);
      const upload = await app.media.receive(request, {
        kinds: ['image', 'video'],
      });
      return service.add(id, upload);
    },
  );

  routes.delete(
    '/api/users/event-gallery/:eventId/:itemId',
    {
      schema: {
        tags: ['users'],
        summary: 'Remove a gallery item and its file',
        params: galleryItemParamsSchema,
        response: { 200: deleteGalleryItemResponseSchema, ...errors },
      },
    },
    (request) =>
      service.remove(currentEvent(request).id, request.params.itemId),
  );
}

import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MediaStorage } from '../storage/media-storage';
import { MULTIPART_FIELD_LIMITS, type MediaLimits } from './media-limits';
import { createMediaPipeline, type MediaPipeline } from './media-pipeline';

declare module 'fastify' {
  interface FastifyInstance {
    /** Upload pipeline (receive → check bytes → re-encode/store); see media/README.md. */
    media: MediaPipeline;
  }
}

export interface MediaPluginOptions {
  storage: MediaStorage;
  limits: MediaLimits;
  /** MEDIA_MAX_IMAGE_PIXELS. */
  maxImagePixels: number;
}

async function media(
  app: FastifyInstance,
  options: MediaPluginOptions,
): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: {
      ...MULTIPART_FIELD_LIMITS,
      fileSize: Math.max(options.limits.image, options.limits.video),
    },
  });
  const pipeline = createMediaPipeline({ ...options, log: app.log });
  app.decorate('media', pipeline);
  // Before the response leaves, so a finished request never leaves scratch files behind.
  // Only a multipart request can have any: the others pass without a promise.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!request.isMultipart()) return done(null, payload);
    pipeline.discardRequestFiles(request).then(() => done(null, payload), done);
  });
  app.addHook('onRequestAbort', (request) =>
    pipeline.discardRequestFiles(request),
  );
}

/** Multipart parsing with the upload limits, and `app.media`; register once in buildApp. */
export const mediaPlugin = fp(media, { name: 'celebra-media' });

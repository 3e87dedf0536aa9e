import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { mediaHostRoutes } from './host.routes';
import { createMediaService } from './media.service';

/** The media domain (the event's gallery): its service, built once, and its routes. */
export async function mediaDomain(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
  const service = createMediaService({
    db: deps.db,
    media: app.media,
    publicEvents: deps.publicEvents,
  });
  mediaHostRoutes(app, service);
}

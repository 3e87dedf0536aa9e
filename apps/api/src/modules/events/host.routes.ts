import { eventsRoutes, messages } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { currentEvent } from '../../plugins/event-access';
import type { CustomPagesService } from './custom-pages.service';
import type { EventContentService } from './event-content.service';
import type { EventDetailsService } from './event-details.service';
import type { EventImagesService } from './event-images.service';
import type { EventSettingsService } from './event-settings.service';

/**
 * A host's event (every route behind the caller's membership): avatar and banner, 'Cores e Textos',
 * 'Informações do Evento', 'Configurações' and the custom pages.
 */
export function eventsHostRoutes(
  app: FastifyInstance,
  services: {
    images: EventImagesService;
    content: EventContentService;
    details: EventDetailsService;
    settings: EventSettingsService;
    pages: CustomPagesService;
  },
): void {
  const { images, content, details, settings, pages } = services;

  route(app, eventsRoutes.uploadImage, async (request) => {
    const { id } = currentEvent(request);
    const { file } = await app.media.receive(request, {
      kinds: ['image'],
      missingMessage: messages.validation.imageFileRequired,
      unsupportedMessage: messages.validation.imageFileRequired,
    });
    return images.replaceImage(id, request.params.slot, file);
  });

  route(app, eventsRoutes.ownerEvent, (request) =>
    content.ownerEvent(currentEvent(request).id),
  );
  route(app, eventsRoutes.updateContent, (request) =>
    content.updateContent(
      currentEvent(request).id,
      currentUser(request).userId,
      request.body,
    ),
  );

  route(app, eventsRoutes.updateAppearance, (request) =>
    content.updateAppearance(
      currentEvent(request).id,
      currentUser(request).userId,
      request.body,
    ),
  );

  route(app, eventsRoutes.details, (request) =>
    details.details(currentEvent(request).id),
  );
  route(app, eventsRoutes.updateDetails, (request) =>
    details.updateDetails(
      currentEvent(request).id,
      currentUser(request).userId,
      request.body,
    ),
  );

  route(app, eventsRoutes.settings, (request) =>
    settings.settings(currentEvent(request).id),
  );
  route(app, eventsRoutes.updateSettings, (request) => {
    const event = currentEvent(request);
    return settings.updateSettings(event.id, event.slug, request.body);
  });

  route(app, eventsRoutes.customPages, (request) =>
    pages.customPages(currentEvent(request).id),
  );
  route(app, eventsRoutes.createCustomPage, (request) =>
    pages.createCustomPage(currentEvent(request).id, request.body),
  );
  route(app, eventsRoutes.updateCustomPage, (request) =>
    pages.updateCustomPage(
      currentEvent(request).id,
      request.params.pageId,
      request.body,
    ),
  );
  route(app, eventsRoutes.removeCustomPage, (request) =>
    pages.removeCustomPage(currentEvent(request).id, request.params.pageId),
  );
}

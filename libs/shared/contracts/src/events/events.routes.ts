import { z } from 'zod';
import { defineRoute } from '../http/route-contract';
import {
  UPLOAD_FILE_FIELD,
  uploadEventImageParamsSchema,
  uploadEventImageResponseSchema,
} from '../media/media.schema';
import {
  adminEventParamsSchema,
  getAdminEventResponseSchema,
  listAdminEventsQuerySchema,
  listAdminEventsResponseSchema,
  updateAdminEventBodySchema,
  updateAdminEventResponseSchema,
} from './admin-events.schema';
import {
  customPageBodySchema,
  customPageParamsSchema,
  listCustomPagesResponseSchema,
  removeCustomPageResponseSchema,
  saveCustomPageResponseSchema,
} from './custom-pages.schema';
import { publicEventChangesAckBodySchema } from './edge.schema';
import {
  eventAppearanceBodySchema,
  eventContentBodySchema,
  getOwnerEventResponseSchema,
  ownerEventParamsSchema,
  updateEventContentResponseSchema,
} from './event-content.schema';
import {
  eventDetailsBodySchema,
  getEventDetailsResponseSchema,
  updateEventDetailsResponseSchema,
} from './event-details.schema';
import {
  eventPreviewParamsSchema,
  getEventPreviewResponseSchema,
} from './event-preview.schema';
import {
  eventSettingsBodySchema,
  getEventSettingsResponseSchema,
  updateEventSettingsResponseSchema,
} from './event-settings.schema';
import {
  getPublicEventResponseSchema,
  publicEventParamsSchema,
} from './public-event.schema';
import {
  sitePasswordRequiredResponseSchema,
  unlockSiteBodySchema,
  unlockSiteParamsSchema,
  unlockSiteResponseSchema,
} from './public-site.schema';
import { SHARE_IMAGE, shareImageParamsSchema } from './share-image.schema';
import {
  slugAvailabilityQuerySchema,
  slugAvailabilityResponseSchema,
} from './slug-availability.schema';

const publicTags = ['guests'];
const eventTags = ['users: event'];
const pagesTags = ['users: custom pages'];
const pagesDescription =
  'Extra pages of the public site (an addition to the product specification); writes need the Página service.';
const adminTags = ['admin: events'];

/**
 * The event itself: its public site (read, link preview, password unlock), the registration
 * wizard's slug check, the host's pages of it ('Cores e Textos', 'Informações do Evento',
 * 'Configurações', avatar and banner, custom pages), the back office's list and edit, and the
 * edges' internal stream of its changes.
 */
export const eventsRoutes = {
  /* ---------- public ---------- */

  slugAvailability: defineRoute({
    method: 'GET',
    path: '/api/users/slug-availability',
    access: 'public',
    tags: ['users: registration'],
    description:
      'Whether a new event can take the slug (reserved slugs count as taken); asked by the registration wizard as the host types.',
    query: slugAvailabilityQuerySchema,
    response: slugAvailabilityResponseSchema,
  }),
  publicEvent: defineRoute({
    method: 'GET',
    path: '/api/guests/event/:slug',
    access: 'public',
    tags: publicTags,
    description:
      'The public site of an active event. Answers an ETag (If-None-Match: 304) and is brotli or gzip encoded when accepted.',
    params: publicEventParamsSchema,
    response: getPublicEventResponseSchema,
    responses: {
      304: z.null().describe('The version the client holds (If-None-Match)'),
      401: sitePasswordRequiredResponseSchema,
    },
  }),
  preview: defineRoute({
    method: 'GET',
    path: '/api/guests/event/:slug/preview',
    access: 'public',
    tags: publicTags,
    description:
      "The shared link's preview (title, subtitle, banner); null for an unknown event or a site behind its password.",
    params: eventPreviewParamsSchema,
    response: getEventPreviewResponseSchema,
  }),
  shareImage: defineRoute({
    method: 'GET',
    path: '/api/guests/event/:slug/share-image/:version',
    access: 'public',
    tags: publicTags,
    description:
      "The shared link's picture (1200×630 JPEG) in the event's theme, at the version the preview names; 404 for another version, an unknown or inactive event, or a site behind its password. Immutable: a change of what it draws gives a new version.",
    params: shareImageParamsSchema,
    produces: [SHARE_IMAGE.contentType],
    response: z.string().describe(SHARE_IMAGE.contentType),
  }),
  unlock: defineRoute({
    method: 'POST',
    path: '/api/guests/event/:slug/unlock',
    access: 'public',
    tags: publicTags,
    description:
      'Opens a password-protected site: send the accessToken as the X-Site-Access header.',
    params: unlockSiteParamsSchema,
    body: unlockSiteBodySchema,
    response: unlockSiteResponseSchema,
    errors: [401],
  }),

  /* ---------- the edges (internal, bearer EDGE_KEY) ---------- */

  publicEventChanges: defineRoute({
    method: 'GET',
    path: '/api/internal/public-event-changes',
    access: 'public',
    hide: true,
    tags: [],
  }),
  publicEventChangesAck: defineRoute({
    method: 'POST',
    path: '/api/internal/public-event-changes/ack',
    access: 'public',
    hide: true,
    tags: [],
    body: publicEventChangesAckBodySchema,
  }),

  /* ---------- host ---------- */

  uploadImage: defineRoute({
    method: 'POST',
    path: '/api/users/event/:eventId/upload/:slot',
    access: 'host',
    event: 'site',
    tags: ['users'],
    summary: "Replace the site's avatar or banner (multipart: file)",
    description:
      'The image is judged by its bytes, stored as WebP (long side ≤ 1920 px, metadata removed); the previous picture is deleted.',
    params: uploadEventImageParamsSchema,
    multipart: {
      fields: z.object({}),
      file: UPLOAD_FILE_FIELD,
      fileDescription: 'JPEG, PNG, WebP, GIF or AVIF image',
    },
    response: uploadEventImageResponseSchema,
  }),
  ownerEvent: defineRoute({
    method: 'GET',
    path: '/api/users/event/:eventId',
    access: 'host',
    event: 'view',
    tags: eventTags,
    params: ownerEventParamsSchema,
    response: getOwnerEventResponseSchema,
  }),
  updateContent: defineRoute({
    method: 'PUT',
    path: '/api/users/event/:eventId',
    access: 'host',
    event: 'site',
    tags: eventTags,
    params: ownerEventParamsSchema,
    body: eventContentBodySchema,
    response: updateEventContentResponseSchema,
  }),
  /** 'Aparência': 'Aparência salva. O site já mostra o novo visual.' and the saved event. */
  updateAppearance: defineRoute({
    method: 'PUT',
    path: '/api/users/event/:eventId/appearance',
    access: 'host',
    event: 'site',
    tags: eventTags,
    params: ownerEventParamsSchema,
    body: eventAppearanceBodySchema,
    response: updateEventContentResponseSchema,
  }),
  details: defineRoute({
    method: 'GET',
    path: '/api/users/event-details/:eventId',
    access: 'host',
    event: 'view',
    tags: eventTags,
    params: ownerEventParamsSchema,
    response: getEventDetailsResponseSchema,
  }),
  updateDetails: defineRoute({
    method: 'PUT',
    path: '/api/users/event-details/:eventId',
    access: 'host',
    event: 'site',
    tags: eventTags,
    params: ownerEventParamsSchema,
    body: eventDetailsBodySchema,
    response: updateEventDetailsResponseSchema,
  }),
  settings: defineRoute({
    method: 'GET',
    path: '/api/users/event/:eventId/settings',
    access: 'host',
    event: 'view',
    tags: eventTags,
    params: ownerEventParamsSchema,
    response: getEventSettingsResponseSchema,
  }),
  updateSettings: defineRoute({
    method: 'PUT',
    path: '/api/users/event/:eventId/settings',
    access: 'host',
    event: 'site',
    tags: eventTags,
    params: ownerEventParamsSchema,
    body: eventSettingsBodySchema,
    response: updateEventSettingsResponseSchema,
    errors: [409],
  }),
  customPages: defineRoute({
    method: 'GET',
    path: '/api/users/events/:eventId/pages',
    access: 'host',
    event: 'view',
    tags: pagesTags,
    description: pagesDescription,
    params: ownerEventParamsSchema,
    response: listCustomPagesResponseSchema,
  }),
  createCustomPage: defineRoute({
    method: 'POST',
    path: '/api/users/events/:eventId/pages',
    access: 'host',
    event: 'site',
    tags: pagesTags,
    description: pagesDescription,
    params: ownerEventParamsSchema,
    body: customPageBodySchema,
    response: saveCustomPageResponseSchema,
    errors: [409],
  }),
  updateCustomPage: defineRoute({
    method: 'PUT',
    path: '/api/users/events/:eventId/pages/:pageId',
    access: 'host',
    event: 'site',
    tags: pagesTags,
    description: pagesDescription,
    params: customPageParamsSchema,
    body: customPageBodySchema,
    response: saveCustomPageResponseSchema,
    errors: [409],
  }),
  removeCustomPage: defineRoute({
    method: 'DELETE',
    path: '/api/users/events/:eventId/pages/:pageId',
    access: 'host',
    event: 'site',
    tags: pagesTags,
    description: pagesDescription,
    params: customPageParamsSchema,
    response: removeCustomPageResponseSchema,
    errors: [409],
  }),

  /* ---------- back office ---------- */

  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/events',
    access: 'admin',
    tags: adminTags,
    summary:
      'Events, newest first, filtered by id, title, slug, status and dates',
    query: listAdminEventsQuerySchema,
    response: listAdminEventsResponseSchema,
    errors: [404],
  }),
  adminGet: defineRoute({
    method: 'GET',
    path: '/api/admin/events/:id',
    access: 'admin',
    tags: adminTags,
    params: adminEventParamsSchema,
    response: getAdminEventResponseSchema,
  }),
  adminUpdate: defineRoute({
    method: 'PUT',
    path: '/api/admin/events/:id',
    access: 'admin',
    tags: adminTags,
    summary: 'Save the event and its details',
    params: adminEventParamsSchema,
    body: updateAdminEventBodySchema,
    response: updateAdminEventResponseSchema,
    errors: [409],
  }),
};

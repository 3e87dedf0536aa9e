import { z } from 'zod';
import { sitePasswordRequiredResponseSchema } from '../events/public-site.schema';
import { defineRoute } from '../http/route-contract';
import { UPLOAD_FILE_FIELD } from '../media/media.schema';
import {
  partyAlbumLinkResponseSchema,
  partyAlbumResponseSchema,
  partyAlbumZipQuerySchema,
  partyEventParamsSchema,
  partyInfoResponseSchema,
  partyMediaListQuerySchema,
  partyMediaListResponseSchema,
  partyMediaParamsSchema,
  partyMediaRemoveResponseSchema,
  partyMediaStatusBodySchema,
  partyMediaStatusResponseSchema,
  partyOverviewResponseSchema,
  partyPageQuerySchema,
  partySettingsBodySchema,
  partySettingsResponseSchema,
  partySlugParamsSchema,
  partyUploadFieldsSchema,
  partyUploadResponseSchema,
} from './party.schema';
import {
  wallQuerySchema,
  wallRecentResponseSchema,
  wallStreamQuerySchema,
} from './wall.schema';

const publicTags = ['guests: party'];
const hostTags = ['users: party'];
const protectedSite =
  'A password-protected site needs the X-Site-Access header (from the unlock call).';

/**
 * The party: guests' photos and videos sent by the table card's QR, the album, the wall
 * ('Telão') and the host's moderation. Videos are uploaded by tus (`partyVideoUploadPath`),
 * outside these declarations.
 */
export const partyRoutes = {
  info: defineRoute({
    method: 'GET',
    path: '/api/guests/party/:slug',
    access: 'public',
    tags: publicTags,
    summary: "The party page's settings",
    description: protectedSite,
    params: partySlugParamsSchema,
    response: partyInfoResponseSchema,
    responses: { 401: sitePasswordRequiredResponseSchema },
  }),
  upload: defineRoute({
    method: 'POST',
    path: '/api/guests/party/:slug/media',
    access: 'public',
    tags: publicTags,
    summary: "A guest's photo (multipart: file, guestName optional)",
    description: `Type judged from the bytes; re-encoded in every variant without metadata (EXIF, GPS). Approved at once unless the host asks to approve first. 403 when uploads are off, 409 when the party's quota is full. ${protectedSite}`,
    params: partySlugParamsSchema,
    multipart: {
      fields: partyUploadFieldsSchema,
      file: UPLOAD_FILE_FIELD,
      fileDescription: 'JPEG, PNG, HEIC/HEIF or WebP photo',
    },
    response: partyUploadResponseSchema,
    status: 201,
    errors: [403, 409, 429],
    responses: { 401: sitePasswordRequiredResponseSchema },
  }),
  album: defineRoute({
    method: 'GET',
    path: '/api/guests/party/:slug/album',
    access: 'public',
    tags: publicTags,
    summary: 'Approved photos and videos, newest first, by pages',
    description: protectedSite,
    params: partySlugParamsSchema,
    query: partyPageQuerySchema,
    response: partyAlbumResponseSchema,
    responses: { 401: sitePasswordRequiredResponseSchema },
  }),
  wall: defineRoute({
    method: 'GET',
    path: '/api/guests/party/:slug/wall',
    access: 'public',
    tags: publicTags,
    summary: "The wall's live stream (server-sent events)",
    description:
      "Each event's data is a WallStreamEvent; Last-Event-ID (or `since`, the recent call's cursor) replays what a reconnecting wall missed, from a minute before it (the wall skips what it already shows). A wrong or absent key, or the wall off: 404. The site's password does not apply: the key is the access.",
    params: partySlugParamsSchema,
    query: wallStreamQuerySchema,
    produces: ['text/event-stream'],
    response: z.string().describe('text/event-stream'),
  }),
  wallRecent: defineRoute({
    method: 'GET',
    path: '/api/guests/party/:slug/wall/recent',
    access: 'public',
    tags: publicTags,
    summary: "The latest approved media and messages for the wall's slideshow",
    description: 'A wrong or absent key, or the wall off: 404.',
    params: partySlugParamsSchema,
    query: wallQuerySchema,
    response: wallRecentResponseSchema,
  }),

  overview: defineRoute({
    method: 'GET',
    path: '/api/users/party/:eventId',
    access: 'host',
    event: 'view',
    tags: hostTags,
    summary: 'Party settings, quota usage and counts per status',
    params: partyEventParamsSchema,
    response: partyOverviewResponseSchema,
  }),
  saveSettings: defineRoute({
    method: 'PUT',
    path: '/api/users/party/:eventId/settings',
    access: 'host',
    event: 'site',
    tags: hostTags,
    summary: 'Turn uploads on or off, ask for approval, set the wall key',
    params: partyEventParamsSchema,
    body: partySettingsBodySchema,
    response: partySettingsResponseSchema,
  }),
  listMedia: defineRoute({
    method: 'GET',
    path: '/api/users/party/:eventId/media',
    access: 'host',
    event: 'view',
    tags: hostTags,
    summary: "Guests' photos and videos, newest first, by pages",
    params: partyEventParamsSchema,
    query: partyMediaListQuerySchema,
    response: partyMediaListResponseSchema,
  }),
  setMediaStatus: defineRoute({
    method: 'PUT',
    path: '/api/users/party/:eventId/media/:mediaId',
    access: 'host',
    event: 'site',
    tags: hostTags,
    summary: 'Approve or hide a photo or video',
    params: partyMediaParamsSchema,
    body: partyMediaStatusBodySchema,
    response: partyMediaStatusResponseSchema,
  }),
  removeMedia: defineRoute({
    method: 'DELETE',
    path: '/api/users/party/:eventId/media/:mediaId',
    access: 'host',
    event: 'site',
    tags: hostTags,
    summary: 'Delete a photo or video and its files',
    params: partyMediaParamsSchema,
    response: partyMediaRemoveResponseSchema,
  }),
  albumLink: defineRoute({
    method: 'POST',
    path: '/api/users/party/:eventId/album-link',
    access: 'host',
    event: 'view',
    tags: hostTags,
    summary: "A short-lived link to the album's ZIP, for a plain <a href>",
    params: partyEventParamsSchema,
    response: partyAlbumLinkResponseSchema,
  }),
  albumZip: defineRoute({
    method: 'GET',
    path: '/api/users/party/album.zip',
    access: 'public',
    tags: hostTags,
    summary: 'Every photo and video of the party as one ZIP, streamed',
    description:
      'The token of the album link is the key (a session header cannot ride a link): it names the event and is valid 15 minutes. A wrong or expired token: 404.',
    query: partyAlbumZipQuerySchema,
    produces: ['application/zip'],
    response: z.string().describe('application/zip'),
    errors: [404],
  }),
};

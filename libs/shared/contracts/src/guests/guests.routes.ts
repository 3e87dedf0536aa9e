import { z } from 'zod';
import {
  adminEventGuestParamsSchema,
  adminGuestBodySchema,
  deleteAdminGuestResponseSchema,
  listAdminGuestsQuerySchema,
  listAdminGuestsResponseSchema,
  saveAdminGuestResponseSchema,
} from './admin-guests.schema';
import { adminEventParamsSchema } from '../events/admin-events.schema';
import {
  acceptGuestResponseResponseSchema,
  discardGuestResponseResponseSchema,
  guestListParamsSchema,
  guestResponseParamsSchema,
} from './guests.schema';
import { defineRoute } from '../http/route-contract';
import {
  confirmPresenceBodySchema,
  confirmPresenceResponseSchema,
  publicEventIdParamsSchema,
  sitePasswordRequiredResponseSchema,
} from '../events/public-site.schema';

const hostTags = ['users: guests'];
const adminTags = ['admin: events'];

/**
 * The host's export and review of open-form answers, the back office's guest list, and the
 * public site's attendance answer.
 */
export const guestsRoutes = {
  confirmPresence: defineRoute({
    method: 'POST',
    path: '/api/guests/confirmation/:eventId',
    access: 'public',
    tags: ['guests'],
    description:
      'A password-protected site needs the X-Site-Access header (from the unlock call).',
    params: publicEventIdParamsSchema,
    body: confirmPresenceBodySchema,
    response: confirmPresenceResponseSchema,
    errors: [403, 404, 429],
    responses: { 401: sitePasswordRequiredResponseSchema },
  }),

  exportCsv: defineRoute({
    method: 'GET',
    path: '/api/users/guests/:eventId/export',
    access: 'host',
    event: 'guests',
    tags: hostTags,
    description:
      'The guest list as CSV for Excel pt-BR (UTF-8 with BOM, ";" separators).',
    params: guestListParamsSchema,
    produces: ['text/csv'],
    response: z.string().describe('text/csv; charset=utf-8'),
  }),
  acceptResponse: defineRoute({
    method: 'POST',
    path: '/api/users/guests/:eventId/:guestId/responses/:responseId/accept',
    access: 'host',
    event: 'guests',
    tags: hostTags,
    description:
      'Applies an answer waiting for review to its guest: attendance, companions and their names, and the message when it has one.',
    params: guestResponseParamsSchema,
    response: acceptGuestResponseResponseSchema,
  }),
  discardResponse: defineRoute({
    method: 'DELETE',
    path: '/api/users/guests/:eventId/:guestId/responses/:responseId',
    access: 'host',
    event: 'guests',
    tags: hostTags,
    description:
      'Discards an answer waiting for review; the guest stays as it is.',
    params: guestResponseParamsSchema,
    response: discardGuestResponseResponseSchema,
  }),

  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/events/:id/guests',
    access: 'admin',
    event: 'guests',
    tags: adminTags,
    summary: "The event's guest list",
    params: adminEventParamsSchema,
    query: listAdminGuestsQuerySchema,
    response: listAdminGuestsResponseSchema,
  }),
  adminAdd: defineRoute({
    method: 'POST',
    path: '/api/admin/events/:id/guests',
    access: 'admin',
    event: 'guests',
    tags: adminTags,
    params: adminEventParamsSchema,
    body: adminGuestBodySchema,
    response: saveAdminGuestResponseSchema,
    errors: [409],
  }),
  adminUpdate: defineRoute({
    method: 'PUT',
    path: '/api/admin/events/:id/guests/:guestId',
    access: 'admin',
    event: 'guests',
    tags: adminTags,
    params: adminEventGuestParamsSchema,
    body: adminGuestBodySchema,
    response: saveAdminGuestResponseSchema,
    errors: [409],
  }),
  adminRemove: defineRoute({
    method: 'DELETE',
    path: '/api/admin/events/:id/guests/:guestId',
    access: 'admin',
    event: 'guests',
    tags: adminTags,
    params: adminEventGuestParamsSchema,
    response: deleteAdminGuestResponseSchema,
  }),
};

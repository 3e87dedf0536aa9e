import { adminEventParamsSchema } from '../events/admin-events.schema';
import { adminEventMessageParamsSchema } from './admin-messages.schema';
import {
  deleteGuestMessageResponseSchema,
  guestMessageListParamsSchema,
  guestMessageParamsSchema,
  listGuestMessagesQuerySchema,
  listGuestMessagesResponseSchema,
  sendGuestMessageBodySchema,
  sendGuestMessageResponseSchema,
} from './guest-messages.schema';
import {
  listMessagesQuerySchema,
  listMessagesResponseSchema,
  messageThankedBodySchema,
  messageThankedResponseSchema,
  messageThanksEmailBodySchema,
  messageThanksParamsSchema,
} from './message-list.schema';
import { defineRoute } from '../http/route-contract';
import {
  publicEventIdParamsSchema,
  sitePasswordRequiredResponseSchema,
} from '../events/public-site.schema';

/**
 * Guests' messages: left on the public site, read and deleted by the host and the back office.
 * The host reads them with the notes of gifts and attendance answers, and thanks the senders.
 */
export const messagesRoutes = {
  send: defineRoute({
    method: 'POST',
    path: '/api/guests/message/:eventId',
    access: 'public',
    tags: ['guests'],
    description:
      'A password-protected site needs the X-Site-Access header (from the unlock call).',
    params: publicEventIdParamsSchema,
    body: sendGuestMessageBodySchema,
    response: sendGuestMessageResponseSchema,
    errors: [403, 404, 429],
    responses: { 401: sitePasswordRequiredResponseSchema },
  }),

  list: defineRoute({
    method: 'GET',
    path: '/api/users/messages/:eventId',
    access: 'host',
    event: 'messages',
    tags: ['users: messages'],
    params: guestMessageListParamsSchema,
    query: listMessagesQuerySchema,
    response: listMessagesResponseSchema,
  }),
  setThanked: defineRoute({
    method: 'PUT',
    path: '/api/users/messages/:eventId/:source/:sourceId/thanked',
    access: 'host',
    event: 'messages',
    tags: ['users: messages'],
    summary:
      "Mark or clear the thanks of a message's sender (a gift's is the received gift's mark)",
    params: messageThanksParamsSchema,
    body: messageThankedBodySchema,
    response: messageThankedResponseSchema,
  }),
  thanksEmail: defineRoute({
    method: 'POST',
    path: '/api/users/messages/:eventId/:source/:sourceId/thanks-email',
    access: 'host',
    event: 'messages',
    tags: ['users: messages'],
    summary: 'E-mail the thanks to the sender (through the outbox) and mark it',
    params: messageThanksParamsSchema,
    body: messageThanksEmailBodySchema,
    response: messageThankedResponseSchema,
    errors: [409, 429],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/users/messages/:eventId/:messageId',
    access: 'host',
    event: 'messages',
    tags: ['users: messages'],
    params: guestMessageParamsSchema,
    response: deleteGuestMessageResponseSchema,
  }),

  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/events/:id/messages',
    access: 'admin',
    event: 'messages',
    tags: ['admin: events'],
    summary: "The event's guest messages, newest first",
    params: adminEventParamsSchema,
    query: listGuestMessagesQuerySchema,
    response: listGuestMessagesResponseSchema,
  }),
  adminRemove: defineRoute({
    method: 'DELETE',
    path: '/api/admin/events/:id/messages/:messageId',
    access: 'admin',
    event: 'messages',
    tags: ['admin: events'],
    params: adminEventMessageParamsSchema,
    response: deleteGuestMessageResponseSchema,
  }),
};

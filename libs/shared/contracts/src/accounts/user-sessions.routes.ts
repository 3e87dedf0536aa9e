import { defineRoute } from '../http/route-contract';
import {
  endOtherUserSessionsResponseSchema,
  endUserSessionResponseSchema,
  listUserSessionsResponseSchema,
  userSessionParamsSchema,
} from './user-sessions.schema';

const tags = ['users: session'];

/** The signed-in host's open sessions ('Aparelhos conectados'): see them, end another, end all others. */
export const userSessionsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/users/sessions',
    access: 'host',
    tags,
    summary:
      "The account's open sessions: device, opened, last used, and which is this one",
    response: listUserSessionsResponseSchema,
  }),
  end: defineRoute({
    method: 'DELETE',
    path: '/api/users/sessions/:sessionId',
    access: 'host',
    tags,
    summary:
      'End another open session of the account (404 for any other; 409 for this one: use logout)',
    params: userSessionParamsSchema,
    response: endUserSessionResponseSchema,
    errors: [409],
  }),
  endOthers: defineRoute({
    method: 'DELETE',
    path: '/api/users/sessions',
    access: 'host',
    tags,
    summary:
      "End every open session of the account but this one ('Sair de todos os aparelhos')",
    response: endOtherUserSessionsResponseSchema,
  }),
};

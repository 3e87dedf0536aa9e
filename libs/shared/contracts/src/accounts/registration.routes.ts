import { defineRoute } from '../http/route-contract';
import {
  createEventBodySchema,
  createEventResponseSchema,
  registerBodySchema,
  registerResponseSchema,
} from './accounts.schema';

/** A new host's account and first event (the registration wizard), and their other events. */
export const registrationRoutes = {
  register: defineRoute({
    method: 'POST',
    path: '/api/users/register',
    access: 'public',
    tags: ['users: registration'],
    body: registerBodySchema,
    response: registerResponseSchema,
    errors: [409],
  }),
  createEvent: defineRoute({
    method: 'POST',
    path: '/api/users/events',
    access: 'host',
    tags: ['users: registration'],
    summary: 'Another event of the signed-in account, which becomes its owner',
    body: createEventBodySchema,
    status: 201,
    response: createEventResponseSchema,
    errors: [409],
  }),
};

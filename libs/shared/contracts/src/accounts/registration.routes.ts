import { defineRoute } from '../http/route-contract';
import { registerBodySchema, registerResponseSchema } from './accounts.schema';

/** A new host's account and first event (the registration wizard). */
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
};

import { defineRoute } from '../http/route-contract';
import { healthResponseSchema } from './health.schema';

const tags = ['health'];

/** Liveness and readiness of the api. */
export const healthRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tags,
    response: healthResponseSchema,
  }),
  ready: defineRoute({
    method: 'GET',
    path: '/api/ready',
    access: 'public',
    tags,
    response: healthResponseSchema,
  }),
};

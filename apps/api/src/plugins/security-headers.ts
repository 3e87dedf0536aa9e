import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const helmetOptions = {
  hsts: false,
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'default-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'style-src': ["'self'", "'unsafe-inline'"],
      'script-src': ["'self'"],
      'frame-ancestors': ["'self'"],
      'upgrade-insecure-requests': null,
    },
  },
  crossOriginResourcePolicy: { policy: 'same-site' },
} satisfies HelmetOptions;

const helmetMiddleware = helmet(helmetOptions);

function addHsts(request: FastifyRequest, reply: FastifyReply): void {
  if (
    request.headers['x-forwarded-proto'] === 'https' ||
    request.protocol === 'https'
  ) {
    reply.header(
      'Strict-Transport-Security',
      'max-age=31536000; includeSubDomains',
    );
  }
}

/** The same headers on an answer written before any hook ran (Fastify's framework errors). */
export function applySecurityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  helmetMiddleware(request.raw, reply.raw, () => undefined);
  addHsts(request, reply);
}

/** Security headers on every api answer; HSTS only when the request came over TLS. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
): Promise<void> {
  await app.register(fastifyHelmet, { global: true, ...helmetOptions });
  app.addHook('onSend', async (request, reply) => addHsts(request, reply));
}

import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Security headers on every api answer; HSTS only when the request came over TLS. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
): Promise<void> {
  await app.register(helmet, {
    global: true,
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
  });
  app.addHook('onSend', async (request, reply) => {
    if (
      request.headers['x-forwarded-proto'] === 'https' ||
      request.protocol === 'https'
    ) {
      reply.header(
        'Strict-Transport-Security',
        'max-age=31536000; includeSubDomains',
      );
    }
  });
}

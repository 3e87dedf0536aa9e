import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

const oneYearInSeconds = 31_536_000;

export const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    mediaSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ['https://www.openstreetmap.org'],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
  },
};

function arrivedOverHttps(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)
    ?.split(',')[0]
    ?.trim();
  return first === 'https' || request.protocol === 'https';
}

const helmetOptions = {
  contentSecurityPolicy,
  crossOriginEmbedderPolicy: false,
  hsts: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
} satisfies HelmetOptions;

const helmetMiddleware = helmet(helmetOptions);

function addHsts(request: FastifyRequest, reply: FastifyReply): void {
  if (arrivedOverHttps(request)) {
    reply.header(
      'strict-transport-security',
      `max-age=${oneYearInSeconds}; includeSubDomains`,
    );
  }
}

/**
 * The same headers on an answer that skipped the hooks (framework errors) or
 * comes from a route that opted out of them (the api proxy's own errors).
 */
export function applySecurityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  helmetMiddleware(request.raw, reply.raw, () => undefined);
  addHsts(request, reply);
}

/**
 * Helmet on every edge response except the ones a route opts out of (the api
 * proxy: the api owns the headers of what it serves). HSTS only over https.
 */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  await app.register(fastifyHelmet, { global: true, ...helmetOptions });
  app.addHook('onRequest', async (request, reply) => addHsts(request, reply));
});

import {
  createSecurityHeaders,
  helmetHeaders,
  type SecurityHeaders,
} from '@celebra/server-http';
import type { IncomingMessage } from 'node:http';

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

const helmetOptions = {
  contentSecurityPolicy,
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
};

const basePolicy = helmetHeaders(helmetOptions)['content-security-policy'];

/** A Host header that can go into a policy as it is: name labels and an optional port. */
const PLAIN_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$/;

/**
 * 'Aparência' in the host app (`users.<domain>`) shows the guest site (`site.<domain>`) in a
 * frame: the guest site's pages may be framed by the host app of the same domain only, and the
 * host app may frame them. A host source without a scheme keeps the page's own scheme. Any
 * other host keeps the base policy (frames of its own origin only, and X-Frame-Options
 * SAMEORIGIN for browsers without `frame-ancestors`).
 */
export function contentSecurityPolicyFor(
  host: string | undefined,
): string | undefined {
  const name = host?.toLowerCase() ?? '';
  if (!basePolicy || !PLAIN_HOST.test(name)) return basePolicy;
  const [prefix, ...rest] = name.split('.');
  const domain = rest.join('.');
  if (prefix === 'site')
    return basePolicy.replace(
      "frame-ancestors 'self'",
      `frame-ancestors 'self' users.${domain}`,
    );
  if (prefix === 'users')
    return basePolicy.replace(
      'frame-src https://www.openstreetmap.org',
      `frame-src https://www.openstreetmap.org site.${domain}`,
    );
  return basePolicy;
}

const base = createSecurityHeaders(helmetOptions);

const hostOf = (request: Pick<IncomingMessage, 'headers'>) => {
  const { host } = request.headers;
  return Array.isArray(host) ? host[0] : host;
};

/**
 * Helmet on every edge response except the routes that opt out with
 * `config.securityHeaders: false` (the api proxy: the api owns the headers of what it serves);
 * `apply` writes them on an answer that skipped the hooks. HSTS only over https. The frame
 * rules follow the requested host (`contentSecurityPolicyFor`; behind a trusted proxy, the
 * host it forwards).
 */
export const securityHeaders: SecurityHeaders = {
  apply(request, reply) {
    base.apply(request, reply);
    const policy = contentSecurityPolicyFor(request.host);
    if (policy) reply.header('content-security-policy', policy);
  },
  for(request) {
    const policy = contentSecurityPolicyFor(hostOf(request));
    const headers = base.for(request);
    return policy
      ? Object.freeze({ ...headers, 'content-security-policy': policy })
      : headers;
  },
  register(app) {
    app.addHook('onRequest', (request, reply, done) => {
      if (request.routeOptions.config.securityHeaders !== false)
        securityHeaders.apply(request, reply);
      done();
    });
  },
};

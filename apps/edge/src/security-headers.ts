import { createSecurityHeaders } from '@celebra/server-http';

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

/**
 * Helmet on every edge response except the routes that opt out with
 * `config.securityHeaders: false` (the api proxy: the api owns the headers of what it serves);
 * `apply` writes them on an answer that skipped the hooks. HSTS only over https.
 */
export const securityHeaders = createSecurityHeaders({
  contentSecurityPolicy,
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

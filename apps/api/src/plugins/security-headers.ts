import { createSecurityHeaders } from '@celebra/server-http';

/** The api's security headers (it serves JSON and media, never a page of its own). */
export const securityHeaders = createSecurityHeaders({
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

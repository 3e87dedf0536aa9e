import { createSecurityHeaders } from '@celebra/server-http';

/**
 * The api's security headers. It answers JSON, media and downloads, which no browser renders
 * as a page of the site: the short set recommended for APIs (nothing may load from an
 * answer, nothing may frame it, no sniffing, no referrer, readable by the same site only).
 */
export const securityHeaders = createSecurityHeaders({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'none'"],
      'frame-ancestors': ["'none'"],
    },
  },
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-site' },
  originAgentCluster: false,
  referrerPolicy: { policy: 'no-referrer' },
  xContentTypeOptions: true,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/** The pages the api serves itself (the OpenAPI browser at /api/docs): its scripts and styles. */
export const pageSecurityHeaders = createSecurityHeaders({
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

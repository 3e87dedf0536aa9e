import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import { personalDataLogging } from '@celebra/server-http';
import { apiProxy } from './api-proxy';
import { edgeErrorHandler, edgeFrameworkErrors } from './edge-errors';
import {
  createLinkPreview,
  type LinkPreviewOptions,
} from './link-preview/link-preview';
import { legalPages } from './privacy-pages/legal-pages-route';
import {
  DEMO_PRIVACY_CONTACTS,
  type PrivacyContacts,
} from './privacy-pages/privacy-contacts';
import { publicEventMirror } from './public-event-mirror/mirror-route';
import { securityHeaders } from './security-headers';
import { sendNotFound, staticSites } from './static-sites';

export interface BuildEdgeOptions {
  /** Base URL of the api, e.g. http://127.0.0.1:3000 */
  apiUrl: string;
  /** Folder holding the host/, guest/ and admin/ builds. */
  distDir: string;
  /** Trust X-Forwarded-* from a proxy in front of the edge. */
  trustProxy?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Link-preview timing (api timeout, cache period); defaults in link-preview/. */
  linkPreview?: Omit<LinkPreviewOptions, 'apiUrl' | 'siteOrigin'>;
  /** Domain the apps live under (`site.<domain>`), as the api's PUBLIC_BASE_DOMAIN; default localhost:8080. */
  publicBaseDomain?: string;
  /** Protocol of the public links, as the api's PUBLIC_PROTOCOL; default http. */
  publicProtocol?: 'http' | 'https';
  /** Upload bytes still read after the api answered early (default 128 MiB). */
  maxUnreadBodyBytes?: number;
  /**
   * The secret shared with the api (EDGE_KEY): with it, the edge mirrors the public event
   * (`src/public-event-mirror/`); without it, every request goes to the api.
   */
  edgeKey?: string;
  /** The operator and encarregado named by `/privacidade` and `/termos` (default: the demo ones). */
  privacyContacts?: PrivacyContacts;
}

export async function buildEdge(
  options: BuildEdgeOptions,
): Promise<FastifyInstance> {
  const trustProxy = options.trustProxy ?? false;
  const { edgeKey } = options;
  const app = Fastify({
    // Any line the edge writes (its errors quote URLs and the api's answers) is masked as the api's.
    logger:
      typeof options.logger === 'object'
        ? { ...personalDataLogging, ...options.logger }
        : (options.logger ?? false),
    trustProxy,
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { maxParamLength: 2048 },
    frameworkErrors: edgeFrameworkErrors,
  });
  app.setErrorHandler(edgeErrorHandler);

  securityHeaders.register(app);
  await app.register(apiProxy, {
    apiUrl: options.apiUrl,
    trustProxy,
    maxUnreadBodyBytes: options.maxUnreadBodyBytes,
    routes: edgeKey
      ? (api, forward) =>
          publicEventMirror(api, {
            apiUrl: options.apiUrl,
            edgeKey,
            trustProxy,
            forward,
          })
      : undefined,
  });
  await app.register(legalPages, {
    contacts: options.privacyContacts ?? {
      ...DEMO_PRIVACY_CONTACTS,
      demo: true,
    },
    origins: {
      protocol: options.publicProtocol ?? 'http',
      baseDomain: options.publicBaseDomain ?? 'localhost:8080',
    },
  });
  await app.register(staticSites, {
    distDir: options.distDir,
    renderShell: createLinkPreview({
      ...options.linkPreview,
      apiUrl: options.apiUrl,
      siteOrigin: `${options.publicProtocol ?? 'http'}://site.${options.publicBaseDomain ?? 'localhost:8080'}`,
    }),
  });
  app.setNotFoundHandler((_request, reply) => sendNotFound(reply));

  return app;
}

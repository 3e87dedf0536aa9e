import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import { apiProxy } from './api-proxy';
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
}

export async function buildEdge(
  options: BuildEdgeOptions,
): Promise<FastifyInstance> {
  const trustProxy = options.trustProxy ?? false;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy,
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { maxParamLength: 2048 },
  });

  await app.register(securityHeaders);
  await app.register(apiProxy, { apiUrl: options.apiUrl, trustProxy });
  await app.register(staticSites, { distDir: options.distDir });
  app.setNotFoundHandler((_request, reply) => sendNotFound(reply));

  return app;
}
